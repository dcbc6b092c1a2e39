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

// or binds looser than and. A chain of either is built leaning right, a or
// (b or (c ...)): the value is the same as leaning left, and evaluation, left
// to right, reaches the first operand at once and stops as soon as one
// decides, however long the chain.
int Parser::parseOr()
{
    return parseChain(ConditionKind::Or);
}

int Parser::parseAnd()
{
    return parseChain(ConditionKind::And);
}

int Parser::parseChain(ConditionKind kind)
{
    const Keyword joiner = kind == ConditionKind::Or ? Keyword::Or : Keyword::And;
    const auto operand = [&] { return kind == ConditionKind::Or ? parseAnd() : parseAtom(); };
    const int first = operand();
    if (!isKeyword(joiner))
        return first;
    std::vector<int> operands{first};
    while (isKeyword(joiner)) {
        ++m_pos;
        operands.push_back(operand());
    }
    int right = operands.back();
    for (std::size_t i = operands.size() - 1; i-- > 0;) {
        Condition condition;
        condition.kind = kind;
        condition.left = operands[i];
        condition.right = right;
        condition.begin = m_program.conditions[std::size_t(operands[i])].begin;
        condition.end = m_program.conditions[std::size_t(right)].end;
        right = addCondition(condition);
    }
    return right;
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
                fail({token->pos, at(1)->endPos()}, {MessageCode::CheatInputApostrophe},
                     {MessageCode::CheatInputApostropheHint});
            if (pronoun.personal)
                return parseMatcher(parsePlayerRef(), begin);
            fail(token->range(), {MessageCode::CheatExpectedScoreAfter, {'\'' + std::string(text(*token)) + '\''}});
        }
        if (atName()) {
            const int who = parseName(false);
            if (isType(TokenType::Suffix)) {
                if (suffixOf(*at()) == "s" && isKeyword(Keyword::Allowed, 1))
                    fail(from(begin), {MessageCode::CheatInputPronoun}, {MessageCode::CheatInputPronounHint});
                if (suffixOf(*at()) != "s")
                    unexpected(MessageCode::CheatWantsSuffix);
                ++m_pos;
                return parseComparison(who, begin);
            }
            if (isKeyword(Keyword::Score))
                fail(here(), {MessageCode::CheatExpectedSuffixBeforeScore},
                     {MessageCode::Write, {'\'' + std::string(m_program.playerName(who)) + "'s score'"}});
            return parseMatcher(who, begin);
        }
    }
    unexpected(MessageCode::CheatWantsCondition);
}

int Parser::parseInput(SourcePos begin)
{
    // The pronoun of the input condition binds to nobody: the subject is asked.
    m_pos += 2;
    expectKeyword(Keyword::Allowed, MessageCode::CheatWantsAllowedTo);
    expectKeyword(Keyword::To, MessageCode::CheatWantsToAfterAllowed);
    Condition condition;
    condition.kind = ConditionKind::Input;
    condition.player = m_subject;
    place(condition, from(begin));
    return addCondition(condition);
}

int Parser::parseComparison(int owner, SourcePos begin)
{
    expectKeyword(Keyword::Score, MessageCode::CheatWantsScore);
    expectKeyword(Keyword::Is, MessageCode::CheatWantsIsAfterScore);
    Condition condition;
    condition.kind = ConditionKind::Compare;
    condition.player = owner;
    const Lexeme *word = at();
    const Keyword keyword = word && word->type == TokenType::Word ? word->keyword : Keyword::None;
    switch (keyword) {
    case Keyword::Equal:
        ++m_pos;
        expectKeyword(Keyword::To, MessageCode::CheatWantsToAfterEqual);
        condition.comparison = Comparison::Equal;
        break;
    case Keyword::Larger:
    case Keyword::More:
    case Keyword::Higher:
        ++m_pos;
        expectKeyword(Keyword::Than, MessageCode::CheatWantsThan);
        condition.comparison = Comparison::Larger;
        break;
    case Keyword::Smaller:
    case Keyword::Less:
    case Keyword::Lower:
        ++m_pos;
        expectKeyword(Keyword::Than, MessageCode::CheatWantsThan);
        condition.comparison = Comparison::Smaller;
        break;
    case Keyword::Divisible:
        ++m_pos;
        expectKeyword(Keyword::By, MessageCode::CheatWantsByAfterDivisible);
        condition.comparison = Comparison::DivisibleBy;
        break;
    default:
        if (word && (word->type == TokenType::Number || word->type == TokenType::Minus))
            fail(word->range(), {MessageCode::CheatExpectedComparison},
                 {MessageCode::WriteExample, {"'is equal to " + std::string(text(*word)) + '\''}});
        unexpected(MessageCode::CheatWantsComparison,
                   {"equal", "larger", "more", "higher", "smaller", "less", "lower", "divisible"});
    }
    condition.right = parseExpression();
    place(condition, from(begin));
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
            expectKeyword(Keyword::Cheat, MessageCode::CheatWantsCheatAfterWillCall);
            condition.kind = ConditionKind::WillCallCheat;
        } else {
            unexpected(MessageCode::CheatWantsCountOrCall, {"count", "call"});
        }
    } else if (isKeyword(Keyword::Counted)) {
        ++m_pos;
        condition.kind = ConditionKind::Counted;
    } else if (isKeyword(Keyword::Called)) {
        ++m_pos;
        expectKeyword(Keyword::Cheat, MessageCode::CheatWantsCheatAfterCalled);
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
                error(from(numberBegin), {MessageCode::CheatWinsWhole});
            else if (!whole && times.isWhole() && !times.isNegative())
                error(from(numberBegin), {MessageCode::CheatWinsTooLong, {"18"}});
            else if (!whole)
                error(from(numberBegin), {MessageCode::CheatWinsWhole});
            expectKeyword(Keyword::Times, MessageCode::CheatWantsTimes);
            condition.kind = ConditionKind::WonTimes;
            if (whole && *whole >= 0)
                condition.left = addNumber(times);
        }
    } else {
        if (isKeyword(Keyword::Counts) || isKeyword(Keyword::Calls) || isKeyword(Keyword::Shouts))
            fail(here(), {MessageCode::CheatPastOrFuture}, {MessageCode::CheatPastOrFutureHint});
        unexpected(MessageCode::CheatWantsAction, {"counted", "called", "shouted", "won", "will"});
    }
    const bool counting = condition.kind == ConditionKind::Counted || condition.kind == ConditionKind::WillCount;
    const bool calling = condition.kind == ConditionKind::CalledCheat || condition.kind == ConditionKind::WillCallCheat;
    if (counting && isKeyword(Keyword::By)) {
        ++m_pos;
        condition.hasAmount = true;
        condition.left = addNumber(parseNumber(true));
    } else if (calling && isKeyword(Keyword::To)) {
        ++m_pos;
        condition.left = parsePlayerRef();
    }
    place(condition, from(begin));
    return addCondition(condition);
}

Decimal Parser::parseNumber(bool allowNegative)
{
    const SourcePos begin = here().begin;
    const bool negative = allowNegative && isType(TokenType::Minus) && isType(TokenType::Number, 1);
    if (negative)
        ++m_pos;
    if (!isType(TokenType::Number))
        unexpected(MessageCode::CheatWantsNumber);
    const Lexeme &token = *at();
    ++m_pos;
    const std::string_view digits = text(token);
    if (digits.find_first_of(".,") != digits.find_last_of(".,"))
        fail(token.range(), {MessageCode::CheatOnePoint}, {MessageCode::CheatOnePointHint});
    auto value = Decimal::parse(digits, true);
    if (!value)
        fail(from(begin), {MessageCode::CheatNumberTooLong, {std::to_string(Decimal::MaxDigits)}});
    return negative ? value->negated() : *value;
}

int Parser::parseExpression()
{
    const SourcePos begin = here().begin;
    int left = parseTerm();
    while (true) {
        const auto kind = additiveOperator();
        if (!kind)
            return left;
        Expression expression;
        expression.kind = *kind;
        expression.left = left;
        expression.right = parseTerm();
        place(expression, from(begin));
        left = addExpression(expression);
    }
}

int Parser::parseTerm()
{
    const SourcePos begin = here().begin;
    int left = parseValue();
    while (true) {
        const auto kind = multiplicativeOperator();
        if (!kind)
            return left;
        Expression expression;
        expression.kind = *kind;
        expression.left = left;
        expression.right = parseValue();
        place(expression, from(begin));
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
        expectKeyword(Keyword::By,
                      add ? MessageCode::CheatWantsByAfterAdded : MessageCode::CheatWantsByAfterSubtracted);
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
        expectKeyword(Keyword::By, MessageCode::CheatWantsByAfterDivided);
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
        expression.left = addNumber(parseNumber(true));
    } else {
        const Lexeme *token = at();
        const bool possessive = token && token->type == TokenType::Word && pronounOf(text(*token)).possessive;
        if (!possessive && !atName())
            unexpected(MessageCode::CheatWantsValue);
        expression.kind = ExpressionKind::Score;
        expression.player = parseOwner();
        expectKeyword(Keyword::Score, MessageCode::CheatWantsScore);
    }
    place(expression, from(begin));
    return addExpression(expression);
}

} // namespace Foulplay::Core::Cheat
