#include "unfair/parser.h"

#include "unfair/hints.h"
#include "unfair/lexer.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <unordered_map>

namespace Foulplay::Core::Unfair {

namespace {

constexpr std::string_view SentenceStarts[] = {"Player", "Label", "Do", "If", "Evaluate", "Define"};

std::string quoted(std::string_view text)
{
    return '\'' + std::string(text) + '\'';
}

// "'a', 'b' or 'c'"
std::string alternatives(std::initializer_list<std::string_view> words)
{
    std::string text;
    std::size_t i = 0;
    for (std::string_view word : words) {
        if (i > 0)
            text += i + 1 == words.size() ? " or " : ", ";
        text += quoted(word);
        ++i;
    }
    return text;
}

// Reads one sentence's lexemes; every parse function returns false after
// recording its error, which abandons the rest of the sentence.
class Parser {
public:
    Parser(std::string_view source, ParseResult &result)
        : m_source(source)
        , m_result(result)
    {
    }

    void run();

private:
    struct PendingJump {
        std::uint32_t statement;
        std::string_view name;
        SourceRange range;
    };

    // The sentence's lexemes are m_lex[m_pos .. m_end); m_lex[m_end] is its '.' or End.
    const Lexeme &current() const { return m_lex[m_pos]; }
    std::string_view textOf(const Lexeme &lexeme) const
    {
        return m_source.substr(lexeme.offset, lexeme.length);
    }
    bool atWord(std::string_view keyword) const
    {
        return m_pos < m_end && current().kind == LexKind::Word
            && equalsIgnoringCase(textOf(current()), keyword);
    }
    bool acceptWord(std::string_view keyword)
    {
        if (!atWord(keyword))
            return false;
        ++m_pos;
        return true;
    }
    std::string describeCurrent() const;
    std::string previousText() const;
    SourceRange rangeOf(const Lexeme &lexeme) const { return {lexeme.pos, lexeme.endPos()}; }

    bool error(const Lexeme &at, std::string message, std::string hint = {});
    // Expects one of the keywords; the error names them and hints at a close one.
    bool expectWord(std::initializer_list<std::string_view> keywords, std::string_view form = {});
    bool expectComma();

    void parseSentence();
    bool parsePlayerSentence(Statement &statement);
    bool parsePlayer(std::uint32_t &index);
    bool parseSteps(std::uint64_t &steps);
    bool parseOrdinal(std::uint64_t &ordinal);
    bool parseLabelName(std::string_view &name, SourceRange &range);
    bool parseTarget(Operand &target, std::string_view verb);
    bool parsePropertyAfterPossessive(Operand &operand, bool allowBare);
    bool parseCondition(Statement &statement);
    bool parseComparand(Operand &operand, bool &bare);
    bool parseJumpTail(bool thenDo);
    std::uint32_t playerIndex(const Decimal &number);
    void resolveJumps();

    std::string_view m_source;
    ParseResult &m_result;
    std::vector<Lexeme> m_lex;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    std::unordered_map<Decimal, std::uint32_t> m_players;
    std::unordered_map<std::string_view, std::uint32_t> m_labels; // name -> index in labels
    std::vector<PendingJump> m_jumps;
    std::optional<PendingJump> m_sentenceJump; // the jump of the sentence being read
};

void Parser::run()
{
    // Comments go; Invalid characters stay, so they are reported in place.
    Lexer lexer(m_source);
    m_lex.reserve(m_source.size() / 4 + 1);
    for (Lexeme lexeme = lexer.next();; lexeme = lexer.next()) {
        if (lexeme.kind == LexKind::Comment)
            continue;
        m_lex.push_back(lexeme);
        if (lexeme.kind == LexKind::End)
            break;
    }
    m_result.program.statements.reserve(m_lex.size() / 3 + 1);

    std::size_t start = 0;
    while (m_lex[start].kind != LexKind::End) {
        std::size_t end = start;
        while (m_lex[end].kind != LexKind::Dot && m_lex[end].kind != LexKind::End)
            ++end;
        m_pos = start;
        m_end = end;
        parseSentence();
        start = m_lex[end].kind == LexKind::Dot ? end + 1 : end;
    }
    resolveJumps();
    std::stable_sort(m_result.diagnostics.begin(), m_result.diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.range.begin < b.range.begin; });
}

std::string Parser::describeCurrent() const
{
    if (m_pos >= m_end)
        return m_lex[m_end].kind == LexKind::Dot ? "'.'" : "the end of the program";
    return quoted(textOf(current()));
}

std::string Parser::previousText() const
{
    if (m_pos == 0)
        return {};
    const Lexeme &previous = m_lex[m_pos - 1];
    if (m_pos >= 2 && previous.kind == LexKind::Number && m_lex[m_pos - 2].kind == LexKind::Word
        && equalsIgnoringCase(textOf(m_lex[m_pos - 2]), "player"))
        return "Player " + std::string(textOf(previous));
    return std::string(textOf(previous));
}

bool Parser::error(const Lexeme &at, std::string message, std::string hint)
{
    Diagnostic diagnostic;
    diagnostic.range = rangeOf(at);
    diagnostic.message = displayText(message);
    diagnostic.hint = displayText(hint);
    m_result.diagnostics.push_back(std::move(diagnostic));
    return false;
}

bool Parser::expectWord(std::initializer_list<std::string_view> keywords, std::string_view form)
{
    for (std::string_view keyword : keywords) {
        if (acceptWord(keyword))
            return true;
    }
    const Lexeme &at = m_lex[std::min(m_pos, m_end)];
    std::string hint;
    if (m_pos < m_end && current().kind == LexKind::Word)
        hint = closestHint(textOf(current()), keywords);
    if (hint.empty() && !form.empty())
        hint = "write it as '" + std::string(form) + '\'';
    return error(at, "expected " + alternatives(keywords) + " after " + quoted(previousText()) + ", found "
                     + describeCurrent(), std::move(hint));
}

bool Parser::expectComma()
{
    if (m_pos < m_end && current().kind == LexKind::Comma) {
        ++m_pos;
        return true;
    }
    const Lexeme &at = m_lex[std::min(m_pos, m_end)];
    return error(at, "expected ',' after the condition, found " + describeCurrent(),
                 "write it as 'If CONDITION, then do LABEL again.'");
}

std::uint32_t Parser::playerIndex(const Decimal &number)
{
    auto &players = m_result.program.players;
    const auto [it, added] = m_players.try_emplace(number, std::uint32_t(players.size()));
    if (added)
        players.push_back(number);
    return it->second;
}

void Parser::parseSentence()
{
    const std::size_t first = m_pos;
    for (std::size_t i = m_pos; i < m_end; ++i) {
        if (m_lex[i].kind == LexKind::Invalid) {
            error(m_lex[i], "unexpected character " + quoted(textOf(m_lex[i])));
            return;
        }
    }
    if (m_pos == m_end) {
        if (m_lex[m_end].kind == LexKind::Dot)
            error(m_lex[m_end], "a '.' with no sentence before it");
        return;
    }

    Statement statement;
    bool ok = false;
    m_sentenceJump.reset();
    if (atWord("player")) {
        ok = parsePlayerSentence(statement);
    } else if (acceptWord("label")) {
        statement.kind = StatementKind::Label;
        std::string_view name;
        SourceRange range;
        ok = parseLabelName(name, range);
        if (ok) {
            auto &labels = m_result.program.labels;
            const auto statementIndex = std::uint32_t(m_result.program.statements.size());
            const auto [it, added] = m_labels.try_emplace(name, std::uint32_t(labels.size()));
            if (added) {
                labels.push_back({std::string(name), statementIndex, range});
            } else {
                const SourcePos where = labels[it->second].range.begin;
                error(m_lex[m_pos - 1], "label " + quoted(name) + " is already defined at line "
                          + std::to_string(where.line) + ", column " + std::to_string(where.column));
                // Still a statement, so later errors keep their place.
            }
        }
    } else if (acceptWord("do")) {
        statement.kind = StatementKind::Jump;
        ok = parseJumpTail(false);
    } else if (acceptWord("if")) {
        ok = parseCondition(statement) && expectComma()
            && expectWord({"then"}, "If CONDITION, then do LABEL again.") && parseJumpTail(true);
    } else if (acceptWord("evaluate")) {
        statement.kind = StatementKind::Evaluate;
        ok = parseTarget(statement.left, "Evaluate");
    } else if (acceptWord("define")) {
        statement.kind = StatementKind::Define;
        ok = parseTarget(statement.left, "Define");
    } else {
        std::string hint;
        const std::string_view word = textOf(current());
        if (current().kind == LexKind::Word) {
            hint = playerSpacingHint(word);
            if (hint.empty())
                hint = closestHint(word, SentenceStarts);
        }
        error(current(), "a sentence cannot start with " + quoted(word) + "; sentences start with "
                  + alternatives({"Player", "Label", "Do", "If", "Evaluate", "Define"}),
              std::move(hint));
    }
    if (!ok)
        return;
    if (m_pos < m_end) {
        std::string hint;
        for (std::string_view start : SentenceStarts) {
            if (atWord(start))
                hint = "is a '.' missing before " + quoted(textOf(current())) + "?";
        }
        error(current(), "expected '.' after " + quoted(previousText()) + ", found " + describeCurrent(),
              std::move(hint));
        return;
    }
    if (m_lex[m_end].kind != LexKind::Dot) {
        const Lexeme &last = m_lex[m_end - 1];
        Lexeme after = last;
        after.pos = last.endPos();
        after.length = 1;
        error(after, "missing '.' at the end of the sentence");
        return;
    }
    const Lexeme &begin = m_lex[first];
    const Lexeme &dot = m_lex[m_end];
    statement.range = {begin.pos, dot.endPos()};
    statement.offset = begin.offset;
    statement.length = dot.offset + dot.length - begin.offset;
    if (m_sentenceJump) {
        m_sentenceJump->statement = std::uint32_t(m_result.program.statements.size());
        m_jumps.push_back(*m_sentenceJump);
    }
    m_result.program.statements.push_back(statement);
}

bool Parser::parsePlayerSentence(Statement &statement)
{
    if (!parsePlayer(statement.player))
        return false;
    if (acceptWord("counts")) {
        statement.kind = StatementKind::Count;
        return true;
    }
    if (acceptWord("de-syncs")) {
        statement.kind = StatementKind::DeSync;
        return expectWord({"for"}, "Player X de-syncs for N steps.") && parseSteps(statement.amount)
            && expectWord({"steps", "step"}, "Player X de-syncs for N steps.");
    }
    if (acceptWord("re-syncs")) {
        constexpr std::string_view Form = "Player X re-syncs the count from Player Y's mistake.";
        if (!expectWord({"the"}, Form) || !expectWord({"count"}, Form))
            return false;
        if (acceptWord("by")) {
            statement.kind = StatementKind::FullReset;
            constexpr std::string_view ResetForm = "Player X re-syncs the count by a full reset.";
            return expectWord({"a"}, ResetForm) && expectWord({"full"}, ResetForm)
                && expectWord({"reset"}, ResetForm);
        }
        if (!expectWord({"from", "by"}, Form))
            return false;
        statement.kind = StatementKind::ReSync;
        if (!parsePlayer(statement.other))
            return false;
        if (m_pos < m_end && current().kind == LexKind::Possessive) {
            ++m_pos;
        } else {
            return error(m_lex[std::min(m_pos, m_end)],
                         "expected \"'s\" after " + quoted(previousText()) + ", found " + describeCurrent(),
                         "write it as '" + std::string(Form) + '\'');
        }
        if (m_pos < m_end && current().kind == LexKind::Word && !atWord("mistake")
            && textOf(current()).front() >= '0' && textOf(current()).front() <= '9') {
            if (!parseOrdinal(statement.amount))
                return false;
        }
        return expectWord({"mistake"}, Form);
    }
    return expectWord({"counts", "de-syncs", "re-syncs"});
}

bool Parser::parsePlayer(std::uint32_t &index)
{
    if (!atWord("player")) {
        std::string hint;
        if (m_pos < m_end && current().kind == LexKind::Word)
            hint = playerSpacingHint(textOf(current()));
        return error(m_lex[std::min(m_pos, m_end)],
                     "expected a player ('Player 1') after " + quoted(previousText()) + ", found "
                         + describeCurrent(),
                     std::move(hint));
    }
    ++m_pos;
    if (m_pos >= m_end || current().kind != LexKind::Number) {
        return error(m_lex[std::min(m_pos, m_end)],
                     "expected the player's number after 'Player', found " + describeCurrent(),
                     "players are numbers: 'Player 1', 'Player 2', 'Player 1.5'");
    }
    const std::string_view text = textOf(current());
    if (text.front() == '-')
        return error(current(), "a player's number cannot be negative: " + quoted(text));
    const auto number = Decimal::parse(text, false);
    if (!number) {
        return error(current(), "the number " + quoted(text) + " has more than "
                         + std::to_string(Decimal::MaxDigits) + " digits");
    }
    ++m_pos;
    index = playerIndex(*number);
    return true;
}

bool Parser::parseSteps(std::uint64_t &steps)
{
    if (m_pos >= m_end || current().kind != LexKind::Number) {
        return error(m_lex[std::min(m_pos, m_end)],
                     "expected the number of steps after 'for', found " + describeCurrent(),
                     "write it as 'Player X de-syncs for N steps.'");
    }
    const std::string_view text = textOf(current());
    if (text.front() == '-')
        return error(current(), "the number of steps cannot be negative: " + quoted(text));
    if (text.find('.') != std::string_view::npos) {
        // 2.0 is a whole number too
        const auto value = Decimal::parse(text, false);
        if (!value || !value->isWhole())
            return error(current(), "the number of steps must be a whole number, not " + quoted(text));
    }
    // Saturate: any number of steps beyond the history reaches back to its start.
    steps = 0;
    for (char c : text) {
        if (c == '.')
            break;
        const auto digit = std::uint64_t(c - '0');
        steps = steps > (UINT64_MAX - digit) / 10 ? UINT64_MAX : steps * 10 + digit;
    }
    ++m_pos;
    return true;
}

bool Parser::parseOrdinal(std::uint64_t &ordinal)
{
    const std::string_view text = textOf(current());
    std::size_t digits = 0;
    std::uint64_t value = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') {
        const auto digit = std::uint64_t(text[digits] - '0');
        value = value > (UINT64_MAX - digit) / 10 ? UINT64_MAX : value * 10 + digit;
        ++digits;
    }
    const std::string_view suffix = text.substr(digits);
    const std::string expected = ordinalSuffix(text.substr(0, digits));
    if (!equalsIgnoringCase(suffix, expected)) {
        return error(current(), quoted(text) + " is not an ordinal",
                     "did you mean " + quoted(std::string(text.substr(0, digits)) + expected) + "?");
    }
    if (value == 0)
        return error(current(), "mistakes count from '1st', not " + quoted(text));
    if (value == UINT64_MAX)
        return error(current(), "the ordinal " + quoted(text) + " has more than 19 digits");
    ordinal = value;
    ++m_pos;
    return true;
}

bool Parser::parseLabelName(std::string_view &name, SourceRange &range)
{
    if (m_pos >= m_end) {
        return error(m_lex[m_end], "expected a label name after " + quoted(previousText()) + ", found "
                         + describeCurrent());
    }
    const Lexeme &lexeme = current();
    const std::string_view text = textOf(lexeme);
    const bool word = lexeme.kind == LexKind::Word && text.find('-') == std::string_view::npos;
    const bool digits = lexeme.kind == LexKind::Number && text.find_first_not_of("0123456789") == std::string_view::npos;
    if (!word && !digits) {
        return error(lexeme, quoted(text) + " is not a label name",
                     "label names are letters, digits and '_'");
    }
    name = text;
    range = rangeOf(lexeme);
    ++m_pos;
    return true;
}

bool Parser::parseJumpTail(bool thenDo)
{
    if (thenDo && !expectWord({"do"}, "If CONDITION, then do LABEL again."))
        return false;
    std::string_view name;
    SourceRange range;
    if (!parseLabelName(name, range) || !expectWord({"again"}, "Do LABEL again."))
        return false;
    m_sentenceJump = PendingJump{0, name, range};
    return true;
}

bool Parser::parseTarget(Operand &target, std::string_view verb)
{
    const std::string form = std::string(verb) + " the count.' or '" + std::string(verb)
        + " Player X's counting number.";
    if (acceptWord("the")) {
        target.kind = OperandKind::Count;
        return expectWord({"count"}, form);
    }
    if (!atWord("player")) {
        std::string hint = m_pos < m_end && current().kind == LexKind::Word ? playerSpacingHint(textOf(current())) : "";
        if (hint.empty())
            hint = "write it as '" + form + '\'';
        return error(m_lex[std::min(m_pos, m_end)],
                     "expected 'the count' or a player's number after " + quoted(verb) + ", found "
                         + describeCurrent(),
                     std::move(hint));
    }
    if (!parsePlayer(target.index))
        return false;
    if (m_pos >= m_end || current().kind != LexKind::Possessive) {
        return error(m_lex[std::min(m_pos, m_end)],
                     "expected \"'s\" after " + quoted(previousText()) + ", found " + describeCurrent(),
                     "write it as '" + form + '\'');
    }
    ++m_pos;
    return parsePropertyAfterPossessive(target, false);
}

bool Parser::parsePropertyAfterPossessive(Operand &operand, bool allowBare)
{
    if (acceptWord("counting"))
        operand.kind = OperandKind::CountingNumber;
    else if (acceptWord("raising"))
        operand.kind = OperandKind::RaisingNumber;
    else if (allowBare && (atWord("is") || (m_pos < m_end && current().kind == LexKind::Comma) || m_pos >= m_end))
        return true; // "Player 2's": the caller takes the other side's property
    else
        return expectWord({"counting", "raising"});
    return expectWord({"number"});
}

bool Parser::parseComparand(Operand &operand, bool &bare)
{
    bare = false;
    if (acceptWord("the")) {
        operand.kind = OperandKind::Count;
        return expectWord({"count"});
    }
    if (m_pos < m_end && current().kind == LexKind::Number) {
        const std::string_view text = textOf(current());
        const auto value = Decimal::parse(text, false);
        if (!value) {
            return error(current(), "the number " + quoted(text) + " has more than "
                             + std::to_string(Decimal::MaxDigits) + " digits");
        }
        auto &constants = m_result.program.constants;
        auto it = std::find(constants.begin(), constants.end(), *value);
        if (it == constants.end())
            it = constants.insert(constants.end(), *value);
        operand.kind = OperandKind::Literal;
        operand.index = std::uint32_t(it - constants.begin());
        ++m_pos;
        return true;
    }
    if (atWord("player")) {
        if (!parsePlayer(operand.index))
            return false;
        if (m_pos >= m_end || current().kind != LexKind::Possessive) {
            return error(m_lex[std::min(m_pos, m_end)],
                         "expected \"'s\" after " + quoted(previousText()) + ", found " + describeCurrent(),
                         "write it as 'Player X's counting number'");
        }
        ++m_pos;
        const std::size_t before = m_pos;
        if (!parsePropertyAfterPossessive(operand, true))
            return false;
        bare = m_pos == before;
        return true;
    }
    std::string hint = m_pos < m_end && current().kind == LexKind::Word ? playerSpacingHint(textOf(current())) : "";
    if (hint.empty() && m_pos < m_end && current().kind == LexKind::Word)
        hint = closestHint(textOf(current()), {"the", "Player"});
    return error(m_lex[std::min(m_pos, m_end)],
                 "expected 'the count', a player's number or a number after " + quoted(previousText())
                     + ", found " + describeCurrent(),
                 std::move(hint));
}

bool Parser::parseCondition(Statement &statement)
{
    // "the count resets", or a comparison (whose left side may also be "the count")
    if (atWord("the") && m_pos + 2 < m_end && m_lex[m_pos + 2].kind == LexKind::Word
        && equalsIgnoringCase(textOf(m_lex[m_pos + 1]), "count")
        && equalsIgnoringCase(textOf(m_lex[m_pos + 2]), "resets")) {
        m_pos += 3;
        statement.kind = StatementKind::JumpIfResets;
        return true;
    }
    bool leftBare = false;
    bool rightBare = false;
    const Lexeme &leftStart = m_lex[std::min(m_pos, m_end)];
    if (!parseComparand(statement.left, leftBare))
        return false;
    if (!atWord("is") && statement.left.kind == OperandKind::Count && m_pos < m_end
        && current().kind == LexKind::Word) {
        // "If the count reset, ..." is closer to the other condition.
        const std::string hint = closestHint(textOf(current()), {"resets", "is"});
        return error(current(), "expected 'resets' or 'is' after 'the count', found " + describeCurrent(), hint);
    }
    if (!expectWord({"is"}))
        return false;
    if (acceptWord("bigger")) {
        statement.kind = StatementKind::JumpIfBigger;
    } else if (acceptWord("smaller")) {
        statement.kind = StatementKind::JumpIfSmaller;
    } else {
        return expectWord({"bigger", "smaller"});
    }
    if (!expectWord({"then", "than"}))
        return false;
    const Lexeme &rightStart = m_lex[std::min(m_pos, m_end)];
    if (!parseComparand(statement.right, rightBare))
        return false;
    const auto isProperty = [](const Operand &o) {
        return o.kind == OperandKind::CountingNumber || o.kind == OperandKind::RaisingNumber;
    };
    if (leftBare && rightBare) {
        return error(leftStart, "say which number to compare: both sides leave it out",
                     "write 'Player X's counting number' or 'Player X's raising number' on one side");
    }
    if (leftBare) {
        if (!isProperty(statement.right)) {
            return error(leftStart, "say which number of the player to compare: 'counting number' or 'raising number'",
                         "only a player's number on the other side can be left out");
        }
        statement.left.kind = statement.right.kind;
    }
    if (rightBare) {
        if (!isProperty(statement.left)) {
            return error(rightStart, "say which number of the player to compare: 'counting number' or 'raising number'",
                         "only a player's number on the other side can be left out");
        }
        statement.right.kind = statement.left.kind;
    }
    return true;
}

void Parser::resolveJumps()
{
    auto &program = m_result.program;
    std::vector<std::string_view> names;
    names.reserve(program.labels.size());
    for (const LabelInfo &label : program.labels)
        names.push_back(label.name);
    for (const PendingJump &jump : m_jumps) {
        const auto it = m_labels.find(jump.name);
        if (it != m_labels.end()) {
            if (jump.statement < program.statements.size())
                program.statements[jump.statement].amount = program.labels[it->second].statement;
            continue;
        }
        Diagnostic diagnostic;
        diagnostic.range = jump.range;
        diagnostic.message = "unknown label " + quoted(jump.name);
        diagnostic.hint = closestHint(jump.name, names, true);
        if (diagnostic.hint.empty())
            diagnostic.hint = names.empty() ? "define it with 'Label " + std::string(jump.name) + ".'"
                                            : "labels are case-sensitive";
        diagnostic.message = displayText(diagnostic.message);
        diagnostic.hint = displayText(diagnostic.hint);
        m_result.diagnostics.push_back(std::move(diagnostic));
    }
}

} // namespace

ParseResult parse(std::string_view source)
{
    ParseResult result;
    Parser parser(source, result);
    parser.run();
    return result;
}

std::optional<ValueName> parseValueName(std::string_view text)
{
    Lexer lexer(text);
    std::vector<Lexeme> lexemes;
    for (Lexeme lexeme = lexer.next(); lexeme.kind != LexKind::End; lexeme = lexer.next())
        lexemes.push_back(lexeme);
    const auto word = [&](std::size_t i, std::string_view keyword) {
        return i < lexemes.size() && lexemes[i].kind == LexKind::Word
            && equalsIgnoringCase(lexer.text(lexemes[i]), keyword);
    };
    ValueName name;
    if (lexemes.size() == 2 && word(0, "the") && word(1, "count"))
        return name;
    if (lexemes.size() == 3 && word(0, "the") && word(1, "actual") && word(2, "count")) {
        name.kind = ValueName::Kind::ActualCount;
        return name;
    }
    if (lexemes.size() != 5 || !word(0, "player") || lexemes[1].kind != LexKind::Number
        || lexemes[2].kind != LexKind::Possessive || !word(4, "number"))
        return std::nullopt;
    const auto player = Decimal::parse(lexer.text(lexemes[1]), false);
    if (!player || player->isNegative())
        return std::nullopt;
    name.player = *player;
    if (word(3, "counting"))
        name.kind = ValueName::Kind::CountingNumber;
    else if (word(3, "raising"))
        name.kind = ValueName::Kind::RaisingNumber;
    else
        return std::nullopt;
    return name;
}

} // namespace Foulplay::Core::Unfair
