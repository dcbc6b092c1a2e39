#include "unfair/hints.h"
#include "unfair/parser_p.h"

#include <algorithm>
#include <string>

// Players, numbers, labels, operands and conditions of Unfair's sentences.

namespace Foulplay::Core::Unfair::Detail {

bool Parser::numberTooLong(std::string_view text)
{
    return error(current(), {MessageCode::NumberTooLong, {quoted(text), std::to_string(Decimal::MaxDigits)}});
}

bool Parser::parsePlayer(std::uint32_t &index)
{
    if (!atWord("player")) {
        return error(here(), {MessageCode::UnfairExpectedPlayer, {quoted(previousText()), describeCurrent()}},
                     wordHint(), {{}, Expected::Player});
    }
    ++m_pos;
    if (m_pos >= m_end || current().kind != LexKind::Number) {
        return error(here(), {MessageCode::UnfairExpectedPlayerNumber, {describeCurrent()}},
                     {MessageCode::UnfairPlayersAreNumbers}, {{}, Expected::Number});
    }
    const std::string_view text = textOf(current());
    if (text.front() == '-')
        return error(current(), {MessageCode::UnfairNegativePlayer, {quoted(text)}});
    const auto number = Decimal::parse(text, false);
    if (!number)
        return numberTooLong(text);
    ++m_pos;
    index = playerIndex(*number);
    return true;
}

bool Parser::parseSteps(std::uint64_t &steps)
{
    if (m_pos >= m_end || current().kind != LexKind::Number) {
        return error(here(), {MessageCode::UnfairExpectedSteps, {describeCurrent()}},
                     {MessageCode::WriteItAs, {"'Player X de-syncs for N steps.'"}}, {{}, Expected::Number});
    }
    const std::string_view text = textOf(current());
    if (text.front() == '-')
        return error(current(), {MessageCode::UnfairNegativeSteps, {quoted(text)}});
    // A number of steps is a number like any other of a program: at most 38
    // digits. 2.0 is a whole number too.
    const auto value = Decimal::parse(text, false);
    if (!value)
        return numberTooLong(text);
    if (!value->isWhole())
        return error(current(), {MessageCode::UnfairFractionalSteps, {quoted(text)}});
    // Saturate: any number of steps beyond the history reaches back to its start.
    steps = value->mantissa() > Decimal::Int128(UINT64_MAX) ? UINT64_MAX : std::uint64_t(value->mantissa());
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
        return error(current(), {MessageCode::UnfairNotOrdinal, {quoted(text)}},
                     {MessageCode::DidYouMean, {quoted(std::string(text.substr(0, digits)) + expected)}});
    }
    if (value == 0)
        return error(current(), {MessageCode::UnfairOrdinalZero, {quoted(text)}});
    if (value == UINT64_MAX)
        return error(current(), {MessageCode::UnfairOrdinalTooLong, {quoted(text), "19"}});
    ordinal = value;
    ++m_pos;
    return true;
}

bool Parser::parseLabelName(std::string_view &name)
{
    if (m_pos >= m_end) {
        return error(m_lex[m_end], {MessageCode::UnfairExpectedLabel, {quoted(previousText()), describeCurrent()}}, {},
                     {{}, Expected::Label});
    }
    const Lexeme &lexeme = current();
    const std::string_view text = textOf(lexeme);
    const bool word = lexeme.kind == LexKind::Word && text.find('-') == std::string_view::npos;
    const bool digits =
        lexeme.kind == LexKind::Number && text.find_first_not_of("0123456789") == std::string_view::npos;
    if (!word && !digits) {
        return error(lexeme, {MessageCode::UnfairNotLabelName, {quoted(text)}}, {MessageCode::UnfairLabelNameChars});
    }
    name = text;
    ++m_pos;
    return true;
}

bool Parser::parseJumpTail(bool thenDo)
{
    if (thenDo && !expectWord({"do"}, "If CONDITION, then do LABEL again."))
        return false;
    std::string_view name;
    // The label is looked up once every sentence is read.
    return parseLabelName(name) && expectWord({"again"}, "Do LABEL again.");
}

bool Parser::parseTarget(Operand &target, std::string_view verb)
{
    const std::string form =
        std::string(verb) + " the count.' or '" + std::string(verb) + " Player X's counting number.";
    if (acceptWord("the")) {
        target.kind = OperandKind::Count;
        return expectWord({"count"}, form);
    }
    if (!atWord("player")) {
        Message hint = wordHint();
        if (hint.empty())
            hint = {MessageCode::WriteItAs, {quoted(form)}};
        return error(here(), {MessageCode::UnfairExpectedTarget, {quoted(verb), describeCurrent()}}, std::move(hint),
                     {{"the count"}, Expected::Player});
    }
    if (!parsePlayer(target.index))
        return false;
    if (m_pos >= m_end || current().kind != LexKind::Possessive)
        return expectPossessive(form);
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
        if (!value)
            return numberTooLong(text);
        operand.kind = OperandKind::Literal;
        operand.index = constantIndex(*value);
        ++m_pos;
        return true;
    }
    if (atWord("player")) {
        if (!parsePlayer(operand.index))
            return false;
        if (m_pos >= m_end || current().kind != LexKind::Possessive)
            return expectPossessive("Player X's counting number");
        ++m_pos;
        const std::size_t before = m_pos;
        if (!parsePropertyAfterPossessive(operand, true))
            return false;
        bare = m_pos == before;
        return true;
    }
    return error(here(), {MessageCode::UnfairExpectedComparand, {quoted(previousText()), describeCurrent()}},
                 wordHint({"the", "Player"}), {{"the count"}, Expected::Player | Expected::Number});
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
    Operand left;
    Operand right;
    const Lexeme &leftStart = here();
    if (!parseComparand(left, leftBare))
        return false;
    if (!atWord("is") && left.kind == OperandKind::Count && m_pos < m_end && current().kind == LexKind::Word) {
        // "If the count reset, ..." is closer to the other condition.
        return error(current(), {MessageCode::UnfairExpectedResetsOrIs, {describeCurrent()}},
                     closestHint(textOf(current()), {"resets", "is"}), {{"resets", "is"}});
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
    const Lexeme &rightStart = here();
    if (!parseComparand(right, rightBare))
        return false;
    const auto isProperty = [](const Operand &o) {
        return o.kind == OperandKind::CountingNumber || o.kind == OperandKind::RaisingNumber;
    };
    if (leftBare && rightBare) {
        return error(leftStart, {MessageCode::UnfairBothBare}, {MessageCode::UnfairBothBareHint});
    }
    if (leftBare) {
        if (!isProperty(right)) {
            return error(leftStart, {MessageCode::UnfairWhichNumber}, {MessageCode::UnfairWhichNumberHint});
        }
        left.kind = right.kind;
    }
    if (rightBare) {
        if (!isProperty(left)) {
            return error(rightStart, {MessageCode::UnfairWhichNumber}, {MessageCode::UnfairWhichNumberHint});
        }
        right.kind = left.kind;
    }
    statement.setLeft(left);
    statement.setRight(right);
    return true;
}

} // namespace Foulplay::Core::Unfair::Detail
