// The parser's conditions and expressions (statements are in parser.cpp).

#include "cheat/hints.h"
#include "cheat/parser_p.h"

namespace Foulplay::Core::Cheat {

int Parser::addCondition(Condition condition)
{
    m_program.conditions.push_back(condition);
    return int(m_program.conditions.size()) - 1;
}

int Parser::addExpression(Expression expression)
{
    m_program.expressions.push_back(expression);
    return int(m_program.expressions.size()) - 1;
}

// or binds looser than and; both are left-associative.
int Parser::parseOr()
{
    const SourcePos begin = here().begin;
    int left = parseAnd();
    while (isKeyword(Keyword::Or)) {
        ++m_pos;
        Condition condition;
        condition.kind = ConditionKind::Or;
        condition.left = left;
        condition.right = parseAnd();
        condition.range = from(begin);
        left = addCondition(condition);
    }
    return left;
}

int Parser::parseAnd()
{
    const SourcePos begin = here().begin;
    int left = parseAtom();
    while (isKeyword(Keyword::And)) {
        ++m_pos;
        Condition condition;
        condition.kind = ConditionKind::And;
        condition.left = left;
        condition.right = parseAtom();
        condition.range = from(begin);
        left = addCondition(condition);
    }
    return left;
}

int Parser::parseAtom()
{
    const SourcePos begin = here().begin;
    const Lexeme *token = at();
    if (token && token->type == TokenType::Word) {
        const Pronoun pronoun = pronounOf(text(*token));
        if (pronoun.family != PronounFamily::None) {
            if (isType(TokenType::Suffix, 1))
                return parseInput(begin);
            if (pronoun.possessive && isKeyword(Keyword::Score, 1))
                return parseComparison(parseOwner(), begin);
            if (pronoun.personal && at(1) && at(1)->type == TokenType::Word && at(1)->keyword == Keyword::None
                && (text(*at(1)) == "are" || text(*at(1)) == "am" || text(*at(1)) == "is"))
                fail({token->pos, at(1)->endPos()}, "the input condition is written with an apostrophe",
                     "write e.g. \"they're allowed to\" or \"he's allowed to\"");
            if (pronoun.personal)
                return parseMatcher(parsePlayerRef(), begin);
            fail(token->range(), "expected 'score' after '" + std::string(text(*token)) + "'");
        }
        if (atName()) {
            const int who = parseName(false);
            if (isType(TokenType::Suffix)) {
                if (suffixOf(*at()) == "s" && isKeyword(Keyword::Allowed, 1))
                    fail(from(begin), "the input condition takes a pronoun, not a name",
                         "write e.g. \"they're allowed to\": the subject is always the one asked");
                if (suffixOf(*at()) != "s")
                    unexpected("'s");
                ++m_pos;
                return parseComparison(who, begin);
            }
            if (isKeyword(Keyword::Score))
                fail(here(), "expected 's before 'score'",
                     "write '" + m_program.players[who].name + "'s score'");
            return parseMatcher(who, begin);
        }
    }
    unexpected("a condition (a score comparison, a past or future action, or \"they're allowed to\")");
}

int Parser::parseInput(SourcePos begin)
{
    // The pronoun of the input condition binds to nobody: the subject is asked.
    m_pos += 2;
    expectKeyword(Keyword::Allowed, "'allowed to'");
    expectKeyword(Keyword::To, "'to' after 'allowed'");
    Condition condition;
    condition.kind = ConditionKind::Input;
    condition.player = m_subject;
    condition.range = from(begin);
    return addCondition(condition);
}

int Parser::parseComparison(int owner, SourcePos begin)
{
    expectKeyword(Keyword::Score, "'score'");
    expectKeyword(Keyword::Is, "'is' after 'score'");
    Condition condition;
    condition.kind = ConditionKind::Compare;
    condition.player = owner;
    const Lexeme *word = at();
    const Keyword keyword = word && word->type == TokenType::Word ? word->keyword : Keyword::None;
    switch (keyword) {
    case Keyword::Equal:
        ++m_pos;
        expectKeyword(Keyword::To, "'to' after 'equal'");
        condition.comparison = Comparison::Equal;
        break;
    case Keyword::Larger:
    case Keyword::More:
    case Keyword::Higher:
        ++m_pos;
        expectKeyword(Keyword::Than, "'than'");
        condition.comparison = Comparison::Larger;
        break;
    case Keyword::Smaller:
    case Keyword::Less:
    case Keyword::Lower:
        ++m_pos;
        expectKeyword(Keyword::Than, "'than'");
        condition.comparison = Comparison::Smaller;
        break;
    case Keyword::Divisible:
        ++m_pos;
        expectKeyword(Keyword::By, "'by' after 'divisible'");
        condition.comparison = Comparison::DivisibleBy;
        break;
    default:
        if (word && (word->type == TokenType::Number || word->type == TokenType::Minus))
            fail(word->range(), "expected a comparison before the value", "write e.g. 'is equal to " +
                 std::string(text(*word)) + "'");
        unexpected("a comparison: 'equal to', 'larger than', 'smaller than' or 'divisible by'",
                   {"equal", "larger", "more", "higher", "smaller", "less", "lower", "divisible"});
    }
    condition.right = parseExpression();
    condition.range = from(begin);
    return addCondition(condition);
}

int Parser::parseMatcher(int who, SourcePos begin)
{
    Condition condition;
    condition.player = who;
    if (isKeyword(Keyword::Will)) {
        ++m_pos;
        if (isKeyword(Keyword::Count)) {
            ++m_pos;
            condition.kind = ConditionKind::WillCount;
        } else if (isKeyword(Keyword::Call)) {
            ++m_pos;
            expectKeyword(Keyword::Cheat, "'cheat' after 'will call'");
            condition.kind = ConditionKind::WillCallCheat;
        } else {
            unexpected("'count' or 'call cheat' after 'will'", {"count", "call"});
        }
    } else if (isKeyword(Keyword::Counted)) {
        ++m_pos;
        condition.kind = ConditionKind::Counted;
    } else if (isKeyword(Keyword::Called)) {
        ++m_pos;
        expectKeyword(Keyword::Cheat, "'cheat' after 'called'");
        condition.kind = ConditionKind::CalledCheat;
    } else if (isKeyword(Keyword::Shouted)) {
        ++m_pos;
        condition.kind = ConditionKind::Shouted;
    } else if (isKeyword(Keyword::Won)) {
        ++m_pos;
        condition.kind = ConditionKind::Won;
        if (isType(TokenType::Number) || isType(TokenType::Minus)) {
            const SourcePos numberBegin = here().begin;
            const Decimal times = parseNumber(true);
            const auto whole = times.toInt64();
            if (whole && *whole < 0)
                error(from(numberBegin), "a number of wins is a whole number, 0 or more");
            else if (!whole && times.isWhole() && !times.isNegative())
                error(from(numberBegin), "a number of wins has more than 18 digits");
            else if (!whole)
                error(from(numberBegin), "a number of wins is a whole number, 0 or more");
            expectKeyword(Keyword::Times, "'times' after the number of wins");
            condition.kind = ConditionKind::WonTimes;
            condition.times = whole.value_or(-1);
        }
    } else {
        if (isKeyword(Keyword::Counts) || isKeyword(Keyword::Calls) || isKeyword(Keyword::Shouts))
            fail(here(), "a condition speaks of past or future actions",
                 "write e.g. 'counted' / 'will count', 'called cheat' / 'will call cheat', 'shouted'");
        unexpected("'counted', 'called cheat', 'shouted', 'won' or 'will'",
                   {"counted", "called", "shouted", "won", "will"});
    }
    const bool counting = condition.kind == ConditionKind::Counted || condition.kind == ConditionKind::WillCount;
    const bool calling = condition.kind == ConditionKind::CalledCheat || condition.kind == ConditionKind::WillCallCheat;
    if (counting && isKeyword(Keyword::By)) {
        ++m_pos;
        condition.hasAmount = true;
        condition.amount = parseNumber(true);
    } else if (calling && isKeyword(Keyword::To)) {
        ++m_pos;
        condition.target = parsePlayerRef();
    }
    condition.range = from(begin);
    return addCondition(condition);
}

Decimal Parser::parseNumber(bool allowNegative)
{
    const SourcePos begin = here().begin;
    const bool negative = allowNegative && isType(TokenType::Minus) && isType(TokenType::Number, 1);
    if (negative)
        ++m_pos;
    if (!isType(TokenType::Number))
        unexpected("a number");
    const Lexeme &token = *at();
    ++m_pos;
    const std::string_view digits = text(token);
    if (digits.find_first_of(".,") != digits.find_last_of(".,"))
        fail(token.range(), "a number has at most one decimal point", "write e.g. 1234.5 or 1234,5");
    auto value = Decimal::parse(digits, true);
    if (!value)
        fail(from(begin), "number too long: at most " + std::to_string(Decimal::MaxDigits) + " digits");
    return negative ? value->negated() : *value;
}

int Parser::parseExpression()
{
    const SourcePos begin = here().begin;
    int left = parseTerm();
    while (true) {
        const SourcePos operatorBegin = here().begin;
        const auto kind = additiveOperator();
        if (!kind)
            return left;
        Expression expression;
        expression.kind = *kind;
        expression.operatorRange = from(operatorBegin);
        expression.left = left;
        expression.right = parseTerm();
        expression.range = from(begin);
        left = addExpression(expression);
    }
}

int Parser::parseTerm()
{
    const SourcePos begin = here().begin;
    int left = parseValue();
    while (true) {
        const SourcePos operatorBegin = here().begin;
        const auto kind = multiplicativeOperator();
        if (!kind)
            return left;
        Expression expression;
        expression.kind = *kind;
        expression.operatorRange = from(operatorBegin);
        expression.left = left;
        expression.right = parseValue();
        expression.range = from(begin);
        left = addExpression(expression);
    }
}

std::optional<ExpressionKind> Parser::additiveOperator()
{
    if (isType(TokenType::Plus) || isKeyword(Keyword::Plus)) {
        ++m_pos;
        return ExpressionKind::Add;
    }
    if (isType(TokenType::Minus) || isKeyword(Keyword::Minus)) {
        ++m_pos;
        return ExpressionKind::Subtract;
    }
    if (isKeyword(Keyword::Added) || isKeyword(Keyword::Subtracted)) {
        const bool add = isKeyword(Keyword::Added);
        ++m_pos;
        expectKeyword(Keyword::By, add ? "'by' after 'added'" : "'by' after 'subtracted'");
        return add ? ExpressionKind::Add : ExpressionKind::Subtract;
    }
    return std::nullopt;
}

std::optional<ExpressionKind> Parser::multiplicativeOperator()
{
    if (isType(TokenType::Star) || isType(TokenType::Cross) || isKeyword(Keyword::X) || isKeyword(Keyword::Times)) {
        ++m_pos;
        return ExpressionKind::Multiply;
    }
    if (isType(TokenType::Slash) || isType(TokenType::Obelus) || isKeyword(Keyword::Over)) {
        ++m_pos;
        return ExpressionKind::Divide;
    }
    if (isKeyword(Keyword::Divided)) {
        ++m_pos;
        expectKeyword(Keyword::By, "'by' after 'divided'");
        return ExpressionKind::Divide;
    }
    return std::nullopt;
}

int Parser::parseValue()
{
    const SourcePos begin = here().begin;
    Expression expression;
    if (isType(TokenType::Number) || isType(TokenType::Minus)) {
        expression.kind = ExpressionKind::Number;
        expression.value = parseNumber(true);
    } else {
        const Lexeme *token = at();
        const bool possessive = token && token->type == TokenType::Word
            && pronounOf(text(*token)).possessive;
        if (!possessive && !atName())
            unexpected("a number or a score ('Olly's score', 'her score')");
        expression.kind = ExpressionKind::Score;
        expression.player = parseOwner();
        expectKeyword(Keyword::Score, "'score'");
    }
    expression.range = from(begin);
    return addExpression(expression);
}

} // namespace Foulplay::Core::Cheat
