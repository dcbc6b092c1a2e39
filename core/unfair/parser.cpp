#include "unfair/parser.h"

#include "common/indexset.h"
#include "unfair/hints.h"
#include "unfair/lexer.h"
#include "unfair/parser_p.h"

#include <algorithm>
#include <string>
#include <utility>

namespace Foulplay::Core::Unfair {

namespace Detail {

namespace {

constexpr std::string_view SentenceStarts[] = {"Player", "Label", "Do", "If", "Evaluate", "Define"};

// "'a'\n'b'\n'c'": a list the message words as "'a', 'b' or 'c'".
std::string alternatives(std::initializer_list<std::string_view> words)
{
    std::string text;
    for (std::string_view word : words)
        text += (text.empty() ? "" : "\n") + quoted(word);
    return text;
}

} // namespace

std::string quoted(std::string_view text)
{
    return '\'' + std::string(text) + '\'';
}

void Parser::run()
{
    // Every sentence ends with a '.' and takes at least 8 bytes ("Label a."):
    // room for that many statements is reserved (only what is written takes
    // memory), so the vector is not copied as it grows. The lines are
    // indexed once, for every range the program gives.
    const auto dots = std::size_t(std::count(m_source.begin(), m_source.end(), '.'));
    const std::size_t statements = std::min(dots, m_source.size() / 8) + 1;
    m_result.program.statements.reserve(statements);
    m_result.program.lines = LineIndex(m_source);
    while (readSentence())
        parseSentence();
    resolveLabels();
}

bool Parser::readSentence()
{
    // The longest sentence has about twenty lexemes: a sentence is read that
    // far and the rest of it only looked through for its first invalid
    // character and its end, so a long run without a '.' costs no memory.
    constexpr std::size_t MaxSentenceLexemes = 64;
    if (!m_lex.empty()) {
        if (m_lex[m_end].kind == LexKind::End)
            return false;
        const Lexeme dot = m_lex[m_end];
        m_lex.clear();
        m_lex.push_back(dot);
    }
    m_first = m_lex.size();
    m_invalid.reset();
    for (Lexeme lexeme = m_lexer.next();; lexeme = m_lexer.next()) {
        if (lexeme.kind == LexKind::Comment)
            continue; // comments go; Invalid characters stay, so they are reported in place
        if (lexeme.kind == LexKind::Dot || lexeme.kind == LexKind::End) {
            m_end = m_lex.size();
            m_lex.push_back(lexeme);
            break;
        }
        if (lexeme.kind == LexKind::Invalid && !m_invalid)
            m_invalid = lexeme;
        if (m_lex.size() - m_first < MaxSentenceLexemes)
            m_lex.push_back(lexeme);
    }
    m_pos = m_first;
    return m_end > m_first || m_lex[m_end].kind == LexKind::Dot;
}

std::string Parser::describeCurrent() const
{
    if (m_pos >= m_end)
        return m_lex[m_end].kind == LexKind::Dot ? "'.'" : "";
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

bool Parser::error(const Lexeme &at, Message message, Message hint, Expected expected)
{
    Diagnostic diagnostic;
    diagnostic.range = rangeOf(at);
    diagnostic.message = std::move(message);
    diagnostic.hint = std::move(hint);
    if (!expected.empty()) {
        expected.atEnd = at.kind == LexKind::End;
        diagnostic.expected = std::move(expected);
    }
    keep(std::move(diagnostic));
    return false;
}

void Parser::keep(Diagnostic diagnostic)
{
    // Sentences are read in order and each reports in order, so the errors
    // after the first maxDiagnostics are the ones that go.
    if (m_result.diagnostics.size() < m_maxDiagnostics)
        m_result.diagnostics.push_back(std::move(diagnostic));
    else
        ++m_result.unkeptDiagnostics;
}

Message Parser::wordHint(std::initializer_list<std::string_view> close) const
{
    if (m_pos >= m_end || current().kind != LexKind::Word)
        return {};
    Message hint = playerSpacingHint(textOf(current()));
    if (hint.empty())
        hint = closestHint(textOf(current()), close);
    return hint;
}

bool Parser::expectWord(std::initializer_list<std::string_view> keywords, std::string_view form)
{
    for (std::string_view keyword : keywords) {
        if (acceptWord(keyword))
            return true;
    }
    Message hint;
    if (m_pos < m_end && current().kind == LexKind::Word)
        hint = closestHint(textOf(current()), keywords);
    if (hint.empty() && !form.empty())
        hint = {MessageCode::WriteItAs, {quoted(form)}};
    return error(here(),
                 {MessageCode::UnfairExpectedAfter,
                  {alternatives(keywords), quoted(previousText()), describeCurrent()}},
                 std::move(hint), {std::vector<std::string>(keywords.begin(), keywords.end())});
}

bool Parser::expectComma()
{
    if (m_pos < m_end && current().kind == LexKind::Comma) {
        ++m_pos;
        return true;
    }
    return error(here(), {MessageCode::UnfairExpectedComma, {describeCurrent()}},
                 {MessageCode::WriteItAs, {"'If CONDITION, then do LABEL again.'"}}, {{","}});
}

namespace {

// The index of number in numbers, added when it is new.
std::uint32_t indexOf(IndexSet &table, std::vector<Decimal> &numbers, const Decimal &number)
{
    const std::hash<Decimal> hashOf;
    const std::size_t hash = hashOf(number);
    if (const auto found = table.find(hash, [&](std::uint32_t i) { return numbers[i] == number; }))
        return *found;
    table.add(hash, std::uint32_t(numbers.size()), [&](std::uint32_t i) { return hashOf(numbers[i]); });
    numbers.push_back(number);
    return std::uint32_t(numbers.size() - 1);
}

} // namespace

std::uint32_t Parser::playerIndex(const Decimal &number)
{
    // Players are found by their shortest text, which is one per value.
    Program &program = m_result.program;
    const std::string text = number.toString();
    const std::size_t hash = std::hash<std::string_view>()(text);
    if (const auto found =
            m_players.find(hash, [&](std::uint32_t player) { return program.playerNumber(player) == text; }))
        return *found;
    const auto player = std::uint32_t(program.playerCount());
    program.playerNumbers += text;
    program.playerEnds.push_back(std::uint32_t(program.playerNumbers.size()));
    m_players.add(hash, player,
                  [&](std::uint32_t i) { return std::hash<std::string_view>()(program.playerNumber(i)); });
    return player;
}

std::uint32_t Parser::constantIndex(const Decimal &number)
{
    return indexOf(m_constants, m_result.program.constants, number);
}

void Parser::parseSentence()
{
    const std::size_t first = m_pos;
    if (m_invalid) {
        error(*m_invalid, {MessageCode::UnexpectedCharacter, {quoted(textOf(*m_invalid))}});
        return;
    }
    if (m_pos == m_end) {
        if (m_lex[m_end].kind == LexKind::Dot)
            error(m_lex[m_end], {MessageCode::UnfairEmptySentence});
        return;
    }

    Statement statement;
    bool ok = false;
    if (atWord("player")) {
        ok = parsePlayerSentence(statement);
    } else if (acceptWord("label")) {
        statement.kind = StatementKind::Label;
        std::string_view name;
        ok = parseLabelName(name);
        if (ok) {
            // Its name is looked up with the others once all are read.
            const Lexeme &lexeme = m_lex[m_pos - 1];
            statement.other = lexeme.offset;
            statement.setAmount(lexeme.length);
        }
    } else if (acceptWord("do")) {
        statement.kind = StatementKind::Jump;
        ok = parseJumpTail(false);
    } else if (acceptWord("if")) {
        ok = parseCondition(statement) && expectComma() && expectWord({"then"}, "If CONDITION, then do LABEL again.")
             && parseJumpTail(true);
    } else if (acceptWord("evaluate")) {
        statement.kind = StatementKind::Evaluate;
        Operand target;
        ok = parseTarget(target, "Evaluate");
        statement.setLeft(target);
    } else if (acceptWord("define")) {
        statement.kind = StatementKind::Define;
        Operand target;
        ok = parseTarget(target, "Define");
        statement.setLeft(target);
    } else {
        Message hint;
        const std::string_view word = textOf(current());
        if (current().kind == LexKind::Word) {
            hint = playerSpacingHint(word);
            if (hint.empty())
                hint = closestHint(word, SentenceStarts);
        }
        error(current(), {MessageCode::UnfairBadStart, {quoted(word)}}, std::move(hint));
    }
    if (!ok)
        return;
    if (statement.kind == StatementKind::Label && (m_pos < m_end || m_lex[m_end].kind != LexKind::Dot)) {
        m_brokenLabels.push_back(
            {statement.other, std::uint32_t(statement.amount()), std::uint32_t(m_result.program.statements.size())});
    }
    if (m_pos < m_end) {
        Message hint;
        for (std::string_view start : SentenceStarts) {
            if (atWord(start))
                hint = {MessageCode::UnfairDotMissingBefore, {quoted(textOf(current()))}};
        }
        error(current(), {MessageCode::UnfairExpectedDot, {quoted(previousText()), describeCurrent()}}, std::move(hint),
              {{"."}});
        return;
    }
    if (m_lex[m_end].kind != LexKind::Dot) {
        const Lexeme &last = m_lex[m_end - 1];
        Lexeme after = last;
        after.pos = last.endPos();
        after.length = 1;
        error(after, {MessageCode::UnfairMissingDot});
        return;
    }
    const Lexeme &begin = m_lex[first];
    const Lexeme &dot = m_lex[m_end];
    statement.offset = begin.offset;
    statement.length = dot.offset + dot.length - begin.offset;
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
        std::uint64_t steps = 0;
        const bool ok = expectWord({"for"}, "Player X de-syncs for N steps.") && parseSteps(steps)
                        && expectWord({"steps", "step"}, "Player X de-syncs for N steps.");
        statement.setAmount(steps);
        return ok;
    }
    if (acceptWord("re-syncs")) {
        constexpr std::string_view Form = "Player X re-syncs the count from Player Y's mistake.";
        if (!expectWord({"the"}, Form) || !expectWord({"count"}, Form))
            return false;
        if (acceptWord("by")) {
            statement.kind = StatementKind::FullReset;
            constexpr std::string_view ResetForm = "Player X re-syncs the count by a full reset.";
            return expectWord({"a"}, ResetForm) && expectWord({"full"}, ResetForm) && expectWord({"reset"}, ResetForm);
        }
        if (!expectWord({"from", "by"}, Form))
            return false;
        statement.kind = StatementKind::ReSync;
        if (!parsePlayer(statement.other))
            return false;
        if (m_pos < m_end && current().kind == LexKind::Possessive)
            ++m_pos;
        else
            return expectPossessive(Form);
        if (m_pos < m_end && current().kind == LexKind::Word && !atWord("mistake") && textOf(current()).front() >= '0'
            && textOf(current()).front() <= '9') {
            std::uint64_t ordinal = 0;
            if (!parseOrdinal(ordinal))
                return false;
            statement.setAmount(ordinal);
        }
        return expectWord({"mistake"}, Form);
    }
    return expectWord({"counts", "de-syncs", "re-syncs"});
}

bool Parser::expectPossessive(std::string_view form)
{
    return error(here(), {MessageCode::UnfairExpectedPossessive, {quoted(previousText()), describeCurrent()}},
                 {MessageCode::WriteItAs, {quoted(form)}}, {{"'s"}});
}

namespace {

bool isJump(StatementKind kind)
{
    return kind == StatementKind::Jump || kind == StatementKind::JumpIfResets || kind == StatementKind::JumpIfBigger
           || kind == StatementKind::JumpIfSmaller;
}

} // namespace

void Parser::resolveLabels()
{
    // A label's id is its `Label` statement's index, or BrokenBit and its
    // index in m_brokenLabels. Sentences are at least 8 bytes and sources
    // under 4 GiB, so statement indices stay below BrokenBit.
    constexpr std::uint32_t BrokenBit = std::uint32_t(1) << 31;
    auto &program = m_result.program;
    auto &statements = program.statements;
    const auto nameOf = [&](std::uint32_t id) {
        if (id & BrokenBit) {
            const BrokenLabel &label = m_brokenLabels[id & ~BrokenBit];
            return m_source.substr(label.offset, label.length);
        }
        return m_source.substr(statements[id].other, std::size_t(statements[id].amount()));
    };
    const auto targetOf = [&](std::uint32_t id) {
        return id & BrokenBit ? m_brokenLabels[id & ~BrokenBit].statement : id;
    };
    // Every definition of a label, in source order (a broken one comes
    // before the statement after it).
    const auto forEachLabel = [&](auto visit) {
        std::size_t broken = 0;
        for (std::uint32_t i = 0; i <= statements.size(); ++i) {
            for (; broken < m_brokenLabels.size() && m_brokenLabels[broken].statement <= i; ++broken)
                visit(BrokenBit | std::uint32_t(broken));
            if (i < statements.size() && statements[i].kind == StatementKind::Label)
                visit(i);
        }
    };

    // The labels by name, in a table sized once for all of them; the names
    // are compared where the source has them.
    std::size_t count = m_brokenLabels.size();
    for (const Statement &statement : statements)
        count += statement.kind == StatementKind::Label;
    IndexSet table(count);
    const auto hashOf = [&](std::uint32_t id) { return std::hash<std::string_view>()(nameOf(id)); };
    const auto find = [&](std::string_view name) {
        return table.find(std::hash<std::string_view>()(name), [&](std::uint32_t id) { return nameOf(id) == name; });
    };
    // The first definition of a name is the label; a later one is an error.
    forEachLabel([&](std::uint32_t id) {
        if (!find(nameOf(id)))
            table.add(hashOf(id), id, hashOf);
        else if (!(id & BrokenBit))
            statements[id].player = Statement::RepeatedLabel;
    });

    // Repeated and unknown labels are reported among the sentences' errors
    // in source order (a sentence's own error first at the same place), the
    // first maxDiagnostics of them kept.
    std::vector<Diagnostic> sentenceErrors = std::move(m_result.diagnostics);
    m_result.diagnostics.clear();
    const std::uint64_t unkept = m_result.unkeptDiagnostics;
    m_result.unkeptDiagnostics = 0;
    std::size_t next = 0;
    std::vector<std::string_view> names;
    for (Statement &statement : statements) {
        Diagnostic diagnostic;
        std::string_view name;
        if (statement.kind == StatementKind::Label) {
            if (statement.definesLabel())
                continue;
            name = nameOf(std::uint32_t(&statement - statements.data()));
            const SourcePos begin = program.position(statement.other);
            diagnostic.range = {begin, {begin.line, begin.column + int(name.size())}};
        } else if (isJump(statement.kind)) {
            // The label is the word before "again" at the sentence's end.
            const SourcePos begin = program.position(statement.offset);
            Lexer lexer(m_source, statement.offset, begin.line, statement.offset - std::uint32_t(begin.column - 1));
            Lexeme label;
            Lexeme last;
            for (Lexeme lexeme = lexer.next(); lexeme.kind != LexKind::Dot && lexeme.kind != LexKind::End;
                 lexeme = lexer.next()) {
                if (lexeme.kind != LexKind::Comment)
                    label = std::exchange(last, lexeme);
            }
            name = textOf(label);
            if (const auto found = find(name)) {
                statement.setAmount(targetOf(*found));
                continue;
            }
            diagnostic.range = rangeOf(label);
        } else {
            continue;
        }
        while (next < sentenceErrors.size() && !(diagnostic.range.begin < sentenceErrors[next].range.begin))
            keep(std::move(sentenceErrors[next++]));
        if (m_result.diagnostics.size() >= m_maxDiagnostics) {
            ++m_result.unkeptDiagnostics;
            continue;
        }
        if (statement.kind == StatementKind::Label) {
            const std::string_view first = nameOf(*find(name));
            const SourcePos where = program.position(std::uint32_t(first.data() - m_source.data()));
            diagnostic.message = {MessageCode::UnfairLabelDefined,
                                  {quoted(name), std::to_string(where.line), std::to_string(where.column)}};
            keep(std::move(diagnostic));
            continue;
        }
        if (names.empty())
            forEachLabel([&](std::uint32_t id) { names.push_back(nameOf(id)); });
        diagnostic.message = {MessageCode::UnfairUnknownLabel, {quoted(name)}};
        diagnostic.hint = closestHint(name, names, true);
        if (diagnostic.hint.empty()) {
            diagnostic.hint = names.empty()
                                  ? Message{MessageCode::UnfairDefineLabel, {"'Label " + std::string(name) + ".'"}}
                                  : Message{MessageCode::UnfairLabelsCaseSensitive};
        }
        keep(std::move(diagnostic));
    }
    while (next < sentenceErrors.size())
        keep(std::move(sentenceErrors[next++]));
    m_result.unkeptDiagnostics += unkept;
    table = IndexSet();

    // The defining labels' names, for when the source is gone.
    std::size_t size = 0;
    for (const Statement &statement : statements)
        size += statement.definesLabel() ? std::size_t(statement.amount()) : 0;
    program.labelNames.reserve(size);
    for (Statement &statement : statements) {
        if (statement.definesLabel()) {
            statement.player = std::uint32_t(program.labelNames.size());
            program.labelNames += m_source.substr(statement.other, std::size_t(statement.amount()));
        }
    }
}

} // namespace Detail

ParseResult parse(std::string_view source, std::size_t maxDiagnostics)
{
    ParseResult result;
    Detail::Parser parser(source, result, maxDiagnostics);
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
