#include "cheat/parser.h"

#include "cheat/hints.h"
#include "cheat/parser_p.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <span>
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

bool Parser::fill(std::size_t index) const
{
    // Tokens well behind m_pos are forgotten; a few stay for lastEnd() and
    // for a lexeme a caller still holds.
    while (!m_window.empty() && m_windowStart + 16 < m_pos) {
        m_window.pop_front();
        ++m_windowStart;
    }
    Lexeme token;
    while (index >= m_windowStart + m_window.size()) {
        if (m_lexed || !m_lexer.next(token)) {
            m_lexed = true;
            return false;
        }
        if (token.type != TokenType::Comment)
            m_window.push_back(token);
    }
    return true;
}

// One pass over the tokens before the parse: upper bounds of the nodes, so
// that each array is allocated once (a vector that doubles as it grows holds
// its old and new copies at once while it moves).
void Parser::reserve()
{
    std::size_t periods = 0;
    std::size_t joiners = 0;
    std::size_t conditionals = 0;
    std::size_t operators = 0;
    std::size_t comparisons = 0;
    Lexer lexer(m_source);
    Lexeme token;
    while (lexer.next(token)) {
        switch (token.type) {
        case TokenType::Period:
            ++periods;
            break;
        case TokenType::Plus:
        case TokenType::Minus:
        case TokenType::Star:
        case TokenType::Slash:
        case TokenType::Cross:
        case TokenType::Obelus:
            ++operators;
            break;
        case TokenType::Word:
            switch (token.keyword) {
            case Keyword::And:
            case Keyword::Or:
                ++joiners;
                break;
            case Keyword::If:
                ++conditionals;
                break;
            case Keyword::Unless:
                conditionals += 2; // the condition, and its negation
                break;
            case Keyword::Is:
                ++comparisons;
                break;
            case Keyword::Plus:
            case Keyword::Minus:
            case Keyword::X:
            case Keyword::Times:
            case Keyword::Divided:
            case Keyword::Over:
            case Keyword::Added:
            case Keyword::Subtracted:
                ++operators;
                break;
            default:
                break;
            }
            break;
        default:
            break;
        }
    }
    // A statement ends at its '.'; a condition has one more atom than
    // joiners, and a node per joiner; an expression one more value than
    // operators, and a node per operator.
    m_program.statements.reserve(periods);
    m_program.conditions.reserve(2 * joiners + conditionals);
    m_program.expressions.reserve(2 * operators + comparisons);
}

void Parser::error(SourceRange range, Message message, Message hint)
{
    // An "expected WHAT ..." error says WHAT as data too.
    Expected expected;
    if (message.part != MessageCode::None) {
        expected = expectedOf(message.part);
        expected.atEnd = message.code == MessageCode::CheatExpectedAtEnd;
    }
    report({Severity::Error, range, std::move(message), std::move(hint), std::move(expected)});
}

void Parser::report(Diagnostic diagnostic)
{
    if (diagnostic.severity == Severity::Error) {
        m_failed = true;
        ++m_errors;
    }
    m_diagnostics.push_back(std::move(diagnostic));
    // Now and then, not at every error: sorting costs.
    if (m_errors > m_options.maxErrors && m_errors - m_options.maxErrors > m_options.maxErrors + 64)
        keepFirstErrors();
}

// In source order, the diagnostics up to and including the maxErrors-th
// error stay; those after it are counted. What is left out is never among
// the first maxErrors errors, whatever comes later: a later diagnostic sorts
// after the ones of the same place that came before it.
void Parser::keepFirstErrors()
{
    std::stable_sort(m_diagnostics.begin(), m_diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.range.begin < b.range.begin; });
    std::size_t keep = 0;
    std::uint64_t errors = 0;
    while (keep < m_diagnostics.size() && errors < m_options.maxErrors) {
        errors += m_diagnostics[keep].severity == Severity::Error ? 1 : 0;
        ++keep;
    }
    m_dropped += m_diagnostics.size() - keep;
    m_diagnostics.resize(keep);
    m_errors = errors;
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
    reserve();
    m_program.lines = LineIndex(m_source);
    while (at()) {
        forgetLinesBefore(at()->pos.line);
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
    keepFirstErrors();
    std::vector<std::uint32_t>().swap(m_lineStarts);
    ParseResult result;
    result.program = std::move(m_program);
    result.diagnostics = std::move(m_diagnostics);
    result.moreDiagnostics = m_dropped;
    result.pronouns = std::move(m_pronouns);
    result.failed = m_failed;
    return result;
}

void Parser::forgetLinesBefore(int line)
{
    // Only places of the statement being read become offsets. The lines
    // before it go when they are more than half of those kept, so each line
    // is moved at most once on average.
    const auto stale = std::size_t(line - m_firstLine);
    if (stale < 1024 || 2 * stale < m_lineStarts.size())
        return;
    m_lineStarts.erase(m_lineStarts.begin(), m_lineStarts.begin() + std::ptrdiff_t(stale));
    m_firstLine = line;
}

// A name at the start of a line followed by a statement verb: where a
// statement that lost its '.' most likely ends.
bool Parser::startsStatement(std::size_t ahead) const
{
    const Lexeme *token = at(ahead);
    if (!token || m_pos + ahead == 0 || token->pos.line == tokenAt(m_pos + ahead - 1).pos.line)
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
    std::size_t ahead = 0;
    for (; at(ahead); ++ahead) {
        if (at(ahead)->type == TokenType::Period) {
            m_pos += ahead + 1;
            return;
        }
        if (startsStatement(ahead)) {
            m_pos += ahead;
            return;
        }
    }
    m_pos += ahead;
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
            const Decimal amount = parseNumber(true);
            if (amount.isZero())
                error(from(amountBegin), {MessageCode::CheatCountByZero}, {MessageCode::CheatCountByZeroHint});
            else if (amount.isNegative())
                error(from(amountBegin), {MessageCode::CheatCountNegative}, {MessageCode::CheatCountNegativeHint});
            statement.operand = addNumber(amount);
            statement.cheats = amount > Decimal::fromInt(1);
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
            statement.operand = m_target = parseName(false);
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
                  {MessageCode::CheatOwnScoreHint,
                   {'\'' + std::string(m_program.playerName(m_subject)) + "'s score'"}});
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
            place(negation, from(conditionBegin));
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
    place(statement, from(begin));
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
    int index = int(m_program.players.size());
    const std::size_t hash = std::hash<std::string_view>()(name);
    if (const auto found =
            m_players.find(hash, [&](std::uint32_t i) { return m_program.playerName(int(i)) == name; })) {
        index = int(*found);
    } else {
        if (index >= Statement::MaxPlayers)
            fail(range, {MessageCode::CheatTooManyPlayers, {std::to_string(Statement::MaxPlayers)}});
        Player added;
        added.nameStart = std::uint32_t(m_program.playerNames.size());
        added.nameLength = std::uint32_t(name.size());
        place(added, range);
        m_program.playerNames += name;
        m_program.players.push_back(added);
        m_players.add(hash, std::uint32_t(index),
                      [&](std::uint32_t i) { return std::hash<std::string_view>()(m_program.playerName(int(i))); });
    }
    if (asSubject)
        m_program.players[std::size_t(index)].hasStatements = true;
    return index;
}

int Parser::bindPronoun(const Lexeme &token, PronounFamily family)
{
    if (m_subjectFamily == PronounFamily::None || m_subjectFamily == family) {
        m_subjectFamily = family;
        if (m_subject >= 0 && m_options.pronouns)
            m_pronouns.push_back({token.range(), m_subject});
        return m_subject;
    }
    if (m_targetFamily == PronounFamily::None || m_targetFamily == family) {
        m_targetFamily = family;
        if (m_target >= 0) {
            if (m_options.pronouns)
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
             {MessageCode::Write, {'\'' + std::string(m_program.playerName(owner)) + "'s score'"}});
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
    // Per player, its statements in order (byPlayer[ownStart[p] .. ownStart[p + 1]]),
    // made when a matcher first asks: a program that asks nothing pays nothing.
    std::vector<std::uint32_t> ownStart;
    std::vector<int> byPlayer;
    const auto ownOf = [&](int player) {
        if (ownStart.empty()) {
            ownStart.assign(program.players.size() + 1, 0);
            for (const Statement &statement : program.statements)
                ++ownStart[std::size_t(statement.subject) + 1];
            for (std::size_t p = 1; p < ownStart.size(); ++p)
                ownStart[p] += ownStart[p - 1];
            byPlayer.resize(program.statements.size());
            std::vector<std::uint32_t> next(ownStart.begin(), ownStart.end() - 1);
            for (int i = 0; i < int(program.statements.size()); ++i)
                byPlayer[next[std::size_t(program.statements[std::size_t(i)].subject)]++] = i;
        }
        return std::span<const int>(byPlayer.data() + ownStart[std::size_t(player)],
                                    byPlayer.data() + ownStart[std::size_t(player) + 1]);
    };
    // "counted by X": per player, its counts by amount (an index into
    // numbers, equal amounts sharing one), made when first asked for, so that
    // many different amounts do not each look at every statement.
    const auto one = m_numbers.find(Decimal::fromInt(1));
    const int oneIndex = one != m_numbers.end() ? one->second : -1;
    // Nothing is looked up by name or number any more: their memory is needed now.
    std::unordered_map<Decimal, int>().swap(m_numbers);
    m_players = IndexSet();
    // Only for the players some "counted by X" asks about.
    std::unordered_map<int, std::vector<std::pair<int, int>>> countsByAmount;
    // Matchers that ask the same question share one candidate list: the key
    // is the player, the kind of action and the amount or target asked for.
    std::unordered_map<std::uint64_t, int> lists;
    for (Condition &condition : program.conditions) {
        const bool counting = condition.kind == ConditionKind::Counted || condition.kind == ConditionKind::WillCount
                              || condition.kind == ConditionKind::Won;
        const bool calling =
            condition.kind == ConditionKind::CalledCheat || condition.kind == ConditionKind::WillCallCheat;
        if (!counting && !calling && condition.kind != ConditionKind::Shouted)
            continue;
        const bool byAmount = counting && condition.hasAmount && condition.kind != ConditionKind::Won;
        const int argument = byAmount || calling ? condition.left : -1;
        const std::uint64_t key = (std::uint64_t(std::uint32_t(condition.player)) << 34)
                                  | (std::uint64_t(counting  ? 0
                                                   : calling ? 1
                                                             : 2)
                                     << 32)
                                  | std::uint32_t(argument + 1);
        auto [it, inserted] = lists.try_emplace(key, int(program.lists.size()));
        if (inserted) {
            CandidateList list;
            list.first = std::uint32_t(program.candidates.size());
            const std::span<const int> own = ownOf(condition.player);
            if (byAmount) {
                const auto [made, isNew] = countsByAmount.try_emplace(condition.player);
                std::vector<std::pair<int, int>> &counts = made->second;
                if (isNew) {
                    for (const int i : own) {
                        const Statement &statement = program.statements[std::size_t(i)];
                        if (statement.kind == StatementKind::Count)
                            counts.emplace_back(statement.operand >= 0 ? statement.operand : oneIndex, i);
                    }
                    std::sort(counts.begin(), counts.end());
                }
                const auto [from, to] =
                    std::equal_range(counts.begin(), counts.end(), std::pair<int, int>{condition.left, 0},
                                     [](const std::pair<int, int> &a, const std::pair<int, int> &b) {
                                         return a.first < b.first;
                                     });
                for (auto match = from; match != to; ++match)
                    program.candidates.push_back(match->second);
            } else {
                for (const int i : own) {
                    const Statement &statement = program.statements[std::size_t(i)];
                    bool matches = false;
                    if (counting)
                        matches = statement.kind == StatementKind::Count;
                    else if (calling)
                        matches = statement.kind == StatementKind::Call
                                  && (condition.left < 0 || statement.target() == condition.left
                                      || (statement.target() < 0 && condition.left != statement.subject));
                    else
                        matches = statement.kind == StatementKind::Shout;
                    if (matches)
                        program.candidates.push_back(i);
                }
            }
            list.count = std::uint32_t(program.candidates.size()) - list.first;
            program.lists.push_back(list);
        }
        condition.right = it->second;
    }
    for (std::size_t p = 0; p < program.players.size(); ++p) {
        if (!program.players[p].hasStatements)
            report({Severity::Warning,
                    program.range(program.players[p]),
                    {MessageCode::CheatNeverActs, {'\'' + std::string(program.playerName(int(p))) + '\''}},
                    {}});
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

int Parser::addNumber(const Decimal &number)
{
    auto [it, inserted] = m_numbers.try_emplace(number, int(m_program.numbers.size()));
    if (inserted)
        m_program.numbers.push_back(number);
    return it->second;
}

int Program::playerIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (playerName(int(i)) == name)
            return int(i);
    }
    return -1;
}

SourcePos Program::position(std::uint32_t offset) const
{
    return lines.position(offset);
}

std::uint64_t Program::windowTurns(const Statement &statement) const
{
    if (!statement.cheats)
        return 0;
    const Decimal extra = amount(statement).minus(Decimal::fromInt(1)).value_or(Decimal());
    const auto turns = extra.ceil().toInt64();
    return turns ? std::uint64_t(*turns) : std::numeric_limits<std::uint64_t>::max();
}

std::int64_t Program::times(const Condition &condition) const
{
    return condition.left >= 0 ? numbers[std::size_t(condition.left)].toInt64().value_or(-1) : -1;
}

std::size_t Program::byteSize() const
{
    std::size_t size = sizeof(Program) + players.capacity() * sizeof(Player) + statements.capacity() * sizeof(Statement)
                       + conditions.capacity() * sizeof(Condition) + expressions.capacity() * sizeof(Expression)
                       + candidates.capacity() * sizeof(int) + lists.capacity() * sizeof(CandidateList)
                       + numbers.capacity() * sizeof(Decimal) + playerNames.capacity() + lines.byteSize();
    return size;
}

ParseResult parse(std::string_view source, const ParseOptions &options)
{
    return Parser(source, options).run();
}

} // namespace Foulplay::Core::Cheat
