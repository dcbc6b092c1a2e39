#include "cheat/parser.h"

#include "cheat/hints.h"
#include "cheat/parser_p.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>

namespace Foulplay::Core::Cheat {

SourceRange Parser::here() const
{
    if (const Lexeme *token = at())
        return token->range();
    const SourcePos end = lastEnd();
    return {end, end};
}

void Parser::error(SourceRange range, Message message, Message hint)
{
    m_diagnostics.push_back({Severity::Error, range, std::move(message), std::move(hint)});
}

void Parser::unexpected(MessageCode expected, std::vector<std::string_view> close)
{
    const Lexeme *token = at();
    if (!token)
        fail(here(), {MessageCode::CheatExpectedAtEnd, {}, expected}, {MessageCode::CheatEndWithDot});
    const std::string_view found = text(*token);
    const std::string quoted = '\'' + std::string(found) + '\'';
    if (token->type == TokenType::Unknown)
        fail(token->range(), {MessageCode::UnexpectedCharacter, {quoted}}, symbolHint(found));
    if (token->type == TokenType::Period)
        fail(token->range(), {MessageCode::CheatExpectedBeforeDot, {}, expected});
    Message hint;
    if (token->type == TokenType::Word)
        hint = wordHint(found, close);
    fail(token->range(), {MessageCode::CheatExpectedFound, {quoted}, expected}, std::move(hint));
}

void Parser::expectKeyword(Keyword keyword, MessageCode expected)
{
    if (!isKeyword(keyword))
        unexpected(expected, {keywordText(keyword)});
    ++m_pos;
}

ParseResult Parser::run()
{
    while (m_pos < m_tokens.size()) {
        const std::size_t start = m_pos;
        try {
            parseStatement();
        } catch (const SyntaxError &) {
            skipStatement();
        }
        if (m_pos == start) // never read the same statement twice
            ++m_pos;
    }
    finishProgram();
    std::stable_sort(m_diagnostics.begin(), m_diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.range.begin < b.range.begin; });
    return {std::move(m_program), std::move(m_diagnostics), std::move(m_pronouns)};
}

// A name at the start of a line followed by a statement verb: where a
// statement that lost its '.' most likely ends.
bool Parser::startsStatement(std::size_t ahead) const
{
    const Lexeme *token = at(ahead);
    if (!token || m_pos + ahead == 0 || token->pos.line == m_tokens[m_pos + ahead - 1].pos.line)
        return false;
    std::size_t verb = ahead + 1;
    if (token->type != TokenType::Word)
        return false;
    if (token->keyword == Keyword::Player)
        verb = ahead + 2;
    else if (!atName(ahead))
        return false;
    return isKeyword(Keyword::Counts, verb) || isKeyword(Keyword::Calls, verb) || isKeyword(Keyword::Shouts, verb)
           || isKeyword(Keyword::Asks, verb);
}

void Parser::skipStatement()
{
    // Resume after the statement's '.', or at a line that clearly begins the
    // next statement (so a lost '.' costs one statement, not two).
    for (std::size_t ahead = 0; at(ahead); ++ahead) {
        if (at(ahead)->type == TokenType::Period) {
            m_pos += ahead + 1;
            return;
        }
        if (startsStatement(ahead)) {
            m_pos += ahead;
            return;
        }
    }
    m_pos = m_tokens.size();
}

void Parser::parseStatement()
{
    m_subject = m_target = -1;
    m_isCall = false;
    m_subjectFamily = m_targetFamily = PronounFamily::None;

    const SourcePos begin = at()->pos;
    const Lexeme &first = *at();
    if (first.type == TokenType::Word && pronounOf(text(first)).family != PronounFamily::None) {
        ++m_pos;
        fail(first.range(), {MessageCode::CheatPronounStart}, {MessageCode::CheatPronounStartHint});
    }
    if (!atName())
        unexpected(MessageCode::CheatWantsName);

    Statement statement;
    statement.subject = m_subject = parseName(true);

    const SourceRange verbRange = here();
    if (isKeyword(Keyword::Counts)) {
        ++m_pos;
        statement.kind = StatementKind::Count;
        if (isKeyword(Keyword::By)) {
            ++m_pos;
            const SourcePos amountBegin = here().begin;
            statement.amount = parseNumber(true);
            if (statement.amount.isZero())
                error(from(amountBegin), {MessageCode::CheatCountByZero}, {MessageCode::CheatCountByZeroHint});
            else if (statement.amount.isNegative())
                error(from(amountBegin), {MessageCode::CheatCountNegative}, {MessageCode::CheatCountNegativeHint});
        }
        if (statement.amount > Decimal::fromInt(1)) {
            statement.cheats = true;
            const Decimal extra = statement.amount.minus(Decimal::fromInt(1)).value_or(Decimal());
            const auto turns = extra.ceil().toInt64();
            statement.windowTurns = turns ? std::uint64_t(*turns) : std::numeric_limits<std::uint64_t>::max();
        }
    } else if (isKeyword(Keyword::Calls)) {
        ++m_pos;
        expectKeyword(Keyword::Cheat, MessageCode::CheatWantsCheatAfterCalls);
        statement.kind = StatementKind::Call;
        m_isCall = true;
        if (isKeyword(Keyword::To)) {
            ++m_pos;
            const Lexeme *targetToken = at();
            if (targetToken && targetToken->type == TokenType::Word
                && pronounOf(text(*targetToken)).family != PronounFamily::None)
                fail(targetToken->range(), {MessageCode::CheatTargetNotName}, {MessageCode::CheatTargetNotNameHint});
            if (!atName())
                unexpected(MessageCode::CheatWantsTarget);
            const SourceRange targetRange = here();
            statement.target = m_target = parseName(false);
            if (m_target == m_subject)
                error(from(targetRange.begin), {MessageCode::CheatCallSelf}, {MessageCode::CheatCallSelfHint});
        }
    } else if (isKeyword(Keyword::Shouts) || (isKeyword(Keyword::Asks) && isKeyword(Keyword::For, 1))) {
        const bool shouts = isKeyword(Keyword::Shouts);
        m_pos += shouts ? 1 : 2;
        statement.kind = shouts ? StatementKind::Shout : StatementKind::Ask;
        const SourcePos ownerBegin = here().begin;
        const int owner = parseOwner();
        expectKeyword(Keyword::Score, MessageCode::CheatWantsScore);
        if (owner != m_subject)
            error(from(ownerBegin), {shouts ? MessageCode::CheatShoutOwnScore : MessageCode::CheatAskOwnScore},
                  {MessageCode::CheatOwnScoreHint, {'\'' + m_program.players[m_subject].name + "'s score'"}});
    } else if (isKeyword(Keyword::Asks)) {
        ++m_pos;
        unexpected(MessageCode::CheatWantsForAfterAsks, {"for"});
    } else {
        unexpected(MessageCode::CheatWantsVerb, {"counts", "calls", "shouts", "asks"});
    }

    if (isKeyword(Keyword::If) || isKeyword(Keyword::Unless)) {
        const bool unless = isKeyword(Keyword::Unless);
        const SourcePos conditionBegin = here().begin;
        ++m_pos;
        statement.condition = parseOr();
        if (unless) {
            Condition negation;
            negation.kind = ConditionKind::Not;
            negation.left = statement.condition;
            negation.range = from(conditionBegin);
            statement.condition = addCondition(negation);
        }
    }
    if (!isType(TokenType::Period)) {
        if (startsStatement(0)) {
            error({lastEnd(), lastEnd()}, {MessageCode::CheatMissingDot});
            throw SyntaxError{};
        }
        unexpected(statement.condition < 0 ? MessageCode::CheatWantsIfOrDot : MessageCode::CheatWantsAndOrDot,
                   {"if", "unless", "and", "or"});
    }
    ++m_pos;
    statement.range = from(begin);
    if (statement.kind == StatementKind::Call && statement.condition < 0)
        error(verbRange, {MessageCode::CheatCallNeedsCondition}, {MessageCode::CheatCallNeedsConditionHint});
    m_program.statements.push_back(statement);
}

bool Parser::atName(std::size_t ahead) const
{
    const Lexeme *token = at(ahead);
    if (!token || token->type != TokenType::Word)
        return false;
    if (token->keyword == Keyword::Player)
        return true;
    return token->keyword == Keyword::None && pronounOf(text(*token)).family == PronounFamily::None;
}

int Parser::parseName(bool asSubject)
{
    const Lexeme &token = *at();
    if (token.keyword == Keyword::Player) {
        ++m_pos;
        const Lexeme *number = at();
        if (!number || number->type != TokenType::Number)
            fail(token.range(), {MessageCode::CheatPlayerNeedsNumber}, {MessageCode::WriteExample, {"'Player 2'"}});
        std::string_view digits = text(*number);
        if (digits.find_first_of(".,") != std::string_view::npos)
            fail(number->range(), {MessageCode::CheatPlayerNumberWhole}, {MessageCode::WriteExample, {"'Player 2'"}});
        ++m_pos;
        while (digits.size() > 1 && digits.front() == '0')
            digits.remove_prefix(1);
        return player("Player " + std::string(digits), from(token.pos), asSubject);
    }
    const std::string_view name = text(token);
    if (name.front() == '_')
        fail(token.range(), {MessageCode::CheatNameLetter});
    ++m_pos;
    return player(std::string(name), token.range(), asSubject);
}

int Parser::player(const std::string &name, SourceRange range, bool asSubject)
{
    auto [it, inserted] = m_players.try_emplace(name, int(m_program.players.size()));
    if (inserted)
        m_program.players.push_back({name, range, false});
    if (asSubject)
        m_program.players[it->second].hasStatements = true;
    return it->second;
}

int Parser::bindPronoun(const Lexeme &token, PronounFamily family)
{
    if (m_subjectFamily == PronounFamily::None || m_subjectFamily == family) {
        m_subjectFamily = family;
        if (m_subject >= 0)
            m_pronouns.push_back({token.range(), m_subject});
        return m_subject;
    }
    if (m_targetFamily == PronounFamily::None || m_targetFamily == family) {
        m_targetFamily = family;
        if (m_target >= 0) {
            m_pronouns.push_back({token.range(), m_target});
            return m_target;
        }
        error(token.range(), {MessageCode::CheatSecondFamily, {'\'' + std::string(text(token)) + '\''}},
              {m_isCall ? MessageCode::CheatSecondFamilyCallHint : MessageCode::CheatSecondFamilyHint});
        return m_subject;
    }
    error(token.range(), {MessageCode::CheatTwoFamilies},
          {MessageCode::CheatTwoFamiliesHint, {'\'' + std::string(text(token)) + '\''}});
    return m_subject;
}

int Parser::parseOwner()
{
    const Lexeme *token = at();
    if (token && token->type == TokenType::Word) {
        const Pronoun pronoun = pronounOf(text(*token));
        if (pronoun.family != PronounFamily::None) {
            if (!pronoun.possessive)
                fail(token->range(), {MessageCode::CheatNotPossessive, {'\'' + std::string(text(*token)) + '\''}},
                     {MessageCode::CheatNotPossessiveHint});
            ++m_pos;
            return bindPronoun(*token, pronoun.family);
        }
    }
    if (!atName())
        unexpected(MessageCode::CheatWantsOwner);
    const int owner = parseName(false);
    if (!isType(TokenType::Suffix) || suffixOf(*at()) != "s")
        fail(here(), {MessageCode::CheatExpectedSuffixAfterName},
             {MessageCode::Write, {'\'' + m_program.players[owner].name + "'s score'"}});
    ++m_pos;
    return owner;
}

int Parser::parsePlayerRef()
{
    const Lexeme *token = at();
    if (token && token->type == TokenType::Word) {
        const Pronoun pronoun = pronounOf(text(*token));
        if (pronoun.family != PronounFamily::None) {
            if (!pronoun.personal)
                fail(token->range(), {MessageCode::CheatIsPossessive, {'\'' + std::string(text(*token)) + '\''}},
                     {MessageCode::CheatIsPossessiveHint});
            ++m_pos;
            return bindPronoun(*token, pronoun.family);
        }
    }
    if (!atName())
        unexpected(MessageCode::CheatWantsPlayer);
    return parseName(false);
}

void Parser::finishProgram()
{
    Program &program = m_program;
    std::vector<std::vector<int>> byPlayer(program.players.size());
    for (int i = 0; i < int(program.statements.size()); ++i)
        byPlayer[program.statements[i].subject].push_back(i);
    // Matchers that ask the same question share one candidate list.
    std::unordered_map<std::string, std::pair<std::uint32_t, std::uint32_t>> lists;
    for (Condition &condition : program.conditions) {
        const bool counting = condition.kind == ConditionKind::Counted || condition.kind == ConditionKind::WillCount
                              || condition.kind == ConditionKind::Won;
        const bool calling =
            condition.kind == ConditionKind::CalledCheat || condition.kind == ConditionKind::WillCallCheat;
        if (!counting && !calling && condition.kind != ConditionKind::Shouted)
            continue;
        std::string key = std::to_string(condition.player) + (counting ? "c" : calling ? "k" : "s");
        if (counting && condition.hasAmount && condition.kind != ConditionKind::Won)
            key += condition.amount.toString();
        if (calling)
            key += std::to_string(condition.target);
        auto [it, inserted] = lists.try_emplace(key);
        if (inserted) {
            it->second.first = std::uint32_t(program.candidates.size());
            for (int i : byPlayer[condition.player]) {
                const Statement &statement = program.statements[i];
                bool matches = false;
                if (counting)
                    matches = statement.kind == StatementKind::Count
                              && (!condition.hasAmount || condition.kind == ConditionKind::Won
                                  || statement.amount == condition.amount);
                else if (calling)
                    matches = statement.kind == StatementKind::Call
                              && (condition.target < 0 || statement.target == condition.target
                                  || (statement.target < 0 && condition.target != statement.subject));
                else
                    matches = statement.kind == StatementKind::Shout;
                if (matches)
                    program.candidates.push_back(i);
            }
            it->second.second = std::uint32_t(program.candidates.size()) - it->second.first;
        }
        condition.firstCandidate = it->second.first;
        condition.candidateCount = it->second.second;
    }
    for (const Player &player : program.players) {
        if (!player.hasStatements)
            m_diagnostics.push_back(
                {Severity::Warning, player.firstUse, {MessageCode::CheatNeverActs, {'\'' + player.name + '\''}}, {}});
    }
}

std::string Parser::suffixOf(const Lexeme &token) const
{
    std::string letters;
    const std::string_view all = text(token);
    for (std::size_t i = all.front() == '\'' ? 1 : 3; i < all.size(); ++i)
        letters.push_back(char(std::tolower(static_cast<unsigned char>(all[i]))));
    return letters;
}

int Program::playerIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].name == name)
            return int(i);
    }
    return -1;
}

ParseResult parse(std::string_view source)
{
    return Parser(source).run();
}

} // namespace Foulplay::Core::Cheat
