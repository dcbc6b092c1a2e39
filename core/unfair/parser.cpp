#include "unfair/parser.h"

#include "unfair/hints.h"
#include "unfair/lexer.h"
#include "unfair/parser_p.h"

#include <algorithm>
#include <string>

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

bool Parser::error(const Lexeme &at, Message message, Message hint)
{
    Diagnostic diagnostic;
    diagnostic.range = rangeOf(at);
    diagnostic.message = std::move(message);
    diagnostic.hint = std::move(hint);
    m_result.diagnostics.push_back(std::move(diagnostic));
    return false;
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
                 std::move(hint));
}

bool Parser::expectComma()
{
    if (m_pos < m_end && current().kind == LexKind::Comma) {
        ++m_pos;
        return true;
    }
    return error(here(), {MessageCode::UnfairExpectedComma, {describeCurrent()}},
                 {MessageCode::WriteItAs, {"'If CONDITION, then do LABEL again.'"}});
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
            error(m_lex[i], {MessageCode::UnexpectedCharacter, {quoted(textOf(m_lex[i]))}});
            return;
        }
    }
    if (m_pos == m_end) {
        if (m_lex[m_end].kind == LexKind::Dot)
            error(m_lex[m_end], {MessageCode::UnfairEmptySentence});
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
                error(m_lex[m_pos - 1], {MessageCode::UnfairLabelDefined,
                                         {quoted(name), std::to_string(where.line), std::to_string(where.column)}});
                // Still a statement, so later errors keep their place.
            }
        }
    } else if (acceptWord("do")) {
        statement.kind = StatementKind::Jump;
        ok = parseJumpTail(false);
    } else if (acceptWord("if")) {
        ok = parseCondition(statement) && expectComma() && expectWord({"then"}, "If CONDITION, then do LABEL again.")
             && parseJumpTail(true);
    } else if (acceptWord("evaluate")) {
        statement.kind = StatementKind::Evaluate;
        ok = parseTarget(statement.left, "Evaluate");
    } else if (acceptWord("define")) {
        statement.kind = StatementKind::Define;
        ok = parseTarget(statement.left, "Define");
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
    if (m_pos < m_end) {
        Message hint;
        for (std::string_view start : SentenceStarts) {
            if (atWord(start))
                hint = {MessageCode::UnfairDotMissingBefore, {quoted(textOf(current()))}};
        }
        error(current(), {MessageCode::UnfairExpectedDot, {quoted(previousText()), describeCurrent()}},
              std::move(hint));
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
            if (!parseOrdinal(statement.amount))
                return false;
        }
        return expectWord({"mistake"}, Form);
    }
    return expectWord({"counts", "de-syncs", "re-syncs"});
}

bool Parser::expectPossessive(std::string_view form)
{
    return error(here(), {MessageCode::UnfairExpectedPossessive, {quoted(previousText()), describeCurrent()}},
                 {MessageCode::WriteItAs, {quoted(form)}});
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
        diagnostic.message = {MessageCode::UnfairUnknownLabel, {quoted(jump.name)}};
        diagnostic.hint = closestHint(jump.name, names, true);
        if (diagnostic.hint.empty()) {
            diagnostic.hint = names.empty()
                                  ? Message{MessageCode::UnfairDefineLabel, {"'Label " + std::string(jump.name) + ".'"}}
                                  : Message{MessageCode::UnfairLabelsCaseSensitive};
        }
        m_result.diagnostics.push_back(std::move(diagnostic));
    }
}

} // namespace Detail

ParseResult parse(std::string_view source)
{
    ParseResult result;
    Detail::Parser parser(source, result);
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
