#include "enginewords.h"

#include "common/diagnostic.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <limits>

namespace Foulplay::Words {

namespace {

using Code = Core::MessageCode;

constexpr const char *Context = "Foulplay::EngineMessage";

struct Wording {
    Code code;
    const char *english; // the source text of the translation: englishTemplate(code)
};

// Every code's English, for lupdate (tst_enginewords checks it matches
// core/common/messages.inc). Texts with %n have plural forms.
constexpr Wording Wordings[] = {
    {Code::DidYouMean, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "did you mean %1?")},
    {Code::WriteItAs, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write it as %1")},
    {Code::Write, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write %1")},
    {Code::WriteExample, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write e.g. %1")},
    {Code::UnexpectedCharacter, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "unexpected character %1")},
    {Code::NumberTooLong, QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "the number %1 has more than %n digits")},
    {Code::InputNotNumber, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "input %1 is not a number")},
    {Code::InputTooLong, QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "input %1 has more than %n digits")},
    {Code::InputExponent,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "input %1 has an exponent: write the number out in full")},
    {Code::RunProgramCount, QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "a run needs %n program(s), not %1")},
    {Code::UnfairExpectedAfter, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected %1 after %2, found %3")},
    {Code::UnfairExpectedComma,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected ',' after the condition, found %1")},
    {Code::UnfairEmptySentence, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a '.' with no sentence before it")},
    {Code::UnfairLabelDefined,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "label %1 is already defined at line %2, column %3")},
    {Code::UnfairBadStart,
     QT_TRANSLATE_NOOP(
         "Foulplay::EngineMessage",
         "a sentence cannot start with %1; sentences start with 'Player', 'Label', 'Do', 'If', 'Evaluate' or 'Define'")},
    {Code::UnfairDotMissingBefore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "is a '.' missing before %1?")},
    {Code::UnfairExpectedDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected '.' after %1, found %2")},
    {Code::UnfairMissingDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "missing '.' at the end of the sentence")},
    {Code::UnfairExpectedPossessive,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected \"'s\" after %1, found %2")},
    {Code::UnfairExpectedPlayer,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected a player ('Player 1') after %1, found %2")},
    {Code::UnfairExpectedPlayerNumber,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected the player's number after 'Player', found %1")},
    {Code::UnfairPlayersAreNumbers,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "players are numbers: 'Player 1', 'Player 2', 'Player 1.5'")},
    {Code::UnfairNegativePlayer,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's number cannot be negative: %1")},
    {Code::UnfairExpectedSteps,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected the number of steps after 'for', found %1")},
    {Code::UnfairNegativeSteps,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the number of steps cannot be negative: %1")},
    {Code::UnfairFractionalSteps,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the number of steps must be a whole number, not %1")},
    {Code::UnfairNotOrdinal, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 is not an ordinal")},
    {Code::UnfairOrdinalZero, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "mistakes count from '1st', not %1")},
    {Code::UnfairOrdinalTooLong,
     QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "the ordinal %1 has more than %n digits")},
    {Code::UnfairExpectedLabel,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected a label name after %1, found %2")},
    {Code::UnfairNotLabelName, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 is not a label name")},
    {Code::UnfairLabelNameChars,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "label names are letters, digits and '_'")},
    {Code::UnfairExpectedTarget,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected 'the count' or a player's number after %1, found %2")},
    {Code::UnfairExpectedComparand,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "expected 'the count', a player's number or a number after %1, found %2")},
    {Code::UnfairExpectedResetsOrIs,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected 'resets' or 'is' after 'the count', found %1")},
    {Code::UnfairBothBare,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "say which number to compare: both sides leave it out")},
    {Code::UnfairBothBareHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "write 'Player X's counting number' or 'Player X's raising number' on one side")},
    {Code::UnfairWhichNumber,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "say which number of the player to compare: 'counting number' or 'raising number'")},
    {Code::UnfairWhichNumberHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "only a player's number on the other side can be left out")},
    {Code::UnfairUnknownLabel, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "unknown label %1")},
    {Code::UnfairDefineLabel, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "define it with %1")},
    {Code::UnfairLabelsCaseSensitive, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "labels are case-sensitive")},
    {Code::UnfairCountOverflow,
     QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "the count overflowed: %1 + %2 needs more than %n digits")},
    {Code::UnfairCountingOverflow, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1's counting number overflowed")},
    {Code::UnfairRaisingOverflow, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1's raising number overflowed")},
    {Code::UnfairNoLiveMistake, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 has no live mistake to re-sync from")},
    {Code::UnfairNoNthMistake, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 has no %2 live mistake (%1 has %3)")},
    {Code::CheatExpectedAtEnd, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected %1, but the program ends")},
    {Code::CheatExpectedBeforeDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected %1 before '.'")},
    {Code::CheatExpectedFound, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected %1, found %2")},
    {Code::CheatEndWithDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "end every statement with '.'")},
    {Code::CheatPronounStart,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a statement begins with a player's name, not a pronoun")},
    {Code::CheatPronounStartHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write the name, e.g. 'Alice counts.'")},
    {Code::CheatCountByZero, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "cannot count by 0")},
    {Code::CheatCountByZeroHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "count by a positive amount, or leave out 'by'")},
    {Code::CheatCountNegative, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "cannot count by a negative amount")},
    {Code::CheatCountNegativeHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "count by a positive amount")},
    {Code::CheatTargetNotName,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the target of 'calls cheat to' must be a player's name")},
    {Code::CheatTargetNotNameHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "pronouns in this statement mean its subject first, then this target")},
    {Code::CheatCallSelf, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player cannot call cheat on themselves")},
    {Code::CheatCallSelfHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "name another player after 'to'")},
    {Code::CheatShoutOwnScore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "players shout only their own score")},
    {Code::CheatAskOwnScore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "players ask only for their own score")},
    {Code::CheatOwnScoreHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write %1 or a pronoun such as 'their score'")},
    {Code::CheatMissingDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "missing '.' at the end of the statement")},
    {Code::CheatCallNeedsCondition, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'calls cheat' needs a condition")},
    {Code::CheatCallNeedsConditionHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "add 'if ...' or 'unless ...' before the '.'")},
    {Code::CheatPlayerNeedsNumber, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'Player' needs a number")},
    {Code::CheatPlayerNumberWhole, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's number is a whole number")},
    {Code::CheatNameLetter, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's name begins with a letter")},
    {Code::CheatSecondFamily,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "a second pronoun family needs a target: %1 cannot mean anyone but the subject here")},
    {Code::CheatSecondFamilyCallHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write 'calls cheat to NAME' so the second pronoun means NAME")},
    {Code::CheatSecondFamilyHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "use the same pronouns for the subject, or write the player's name")},
    {Code::CheatTwoFamilies, QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                                               "a statement can use only two pronoun families (subject and target)")},
    {Code::CheatTwoFamiliesHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write the player's name instead of %1")},
    {Code::CheatNotPossessive, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 is not a possessive")},
    {Code::CheatNotPossessiveHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write the possessive form: my, your, his, her, its or their")},
    {Code::CheatExpectedSuffixAfterName,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected 's after the player's name")},
    {Code::CheatIsPossessive, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "%1 is a possessive")},
    {Code::CheatIsPossessiveHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "before 'score' it needs 'score'; otherwise write e.g. 'he', 'she' or 'they'")},
    {Code::CheatNeverActs,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "%1 has no statement of their own: they never act and their score stays 0")},
    {Code::CheatInputApostrophe,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the input condition is written with an apostrophe")},
    {Code::CheatInputApostropheHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write e.g. \"they're allowed to\" or \"he's allowed to\"")},
    {Code::CheatExpectedScoreAfter, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected 'score' after %1")},
    {Code::CheatInputPronoun,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the input condition takes a pronoun, not a name")},
    {Code::CheatInputPronounHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "write e.g. \"they're allowed to\": the subject is always the one asked")},
    {Code::CheatExpectedSuffixBeforeScore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected 's before 'score'")},
    {Code::CheatExpectedComparison,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected a comparison before the value")},
    {Code::CheatWinsWhole,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a number of wins is a whole number, 0 or more")},
    {Code::CheatWinsTooLong,
     QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "a number of wins has more than %n digits")},
    {Code::CheatPastOrFuture,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a condition speaks of past or future actions")},
    {Code::CheatPastOrFutureHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "write e.g. 'counted' / 'will count', 'called cheat' / 'will call cheat', 'shouted'")},
    {Code::CheatOnePoint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a number has at most one decimal point")},
    {Code::CheatOnePointHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "write e.g. 1234.5 or 1234,5")},
    {Code::CheatNumberTooLong, QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "number too long: at most %n digits")},
    {Code::CheatCommaHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a ',' belongs to a number only between digits, as in 1,5")},
    {Code::CheatApostropheHint,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "an apostrophe joins 's, 're or 'm to the word before it")},
    {Code::CheatWantsCheatAfterCalls, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'cheat' after 'calls'")},
    {Code::CheatWantsName, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's name to begin a statement")},
    {Code::CheatWantsTarget, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the name of the player to call cheat to")},
    {Code::CheatWantsScore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'score'")},
    {Code::CheatWantsForAfterAsks, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'for' after 'asks'")},
    {Code::CheatWantsVerb,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'counts', 'calls cheat', 'shouts' or 'asks for'")},
    {Code::CheatWantsIfOrDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'if', 'unless' or '.'")},
    {Code::CheatWantsAndOrDot, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'and', 'or' or '.'")},
    {Code::CheatWantsOwner,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's name with 's or a possessive such as 'his'")},
    {Code::CheatWantsPlayer, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a player's name or a pronoun")},
    {Code::CheatWantsSuffix, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'s")},
    {Code::CheatWantsCondition,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "a condition (a score comparison, a past or future action, or \"they're allowed to\")")},
    {Code::CheatWantsAllowedTo, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'allowed to'")},
    {Code::CheatWantsToAfterAllowed, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'to' after 'allowed'")},
    {Code::CheatWantsIsAfterScore, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'is' after 'score'")},
    {Code::CheatWantsToAfterEqual, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'to' after 'equal'")},
    {Code::CheatWantsThan, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'than'")},
    {Code::CheatWantsByAfterDivisible, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'by' after 'divisible'")},
    {Code::CheatWantsComparison,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                       "a comparison: 'equal to', 'larger than', 'smaller than' or 'divisible by'")},
    {Code::CheatWantsCheatAfterWillCall, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'cheat' after 'will call'")},
    {Code::CheatWantsCountOrCall, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'count' or 'call cheat' after 'will'")},
    {Code::CheatWantsCheatAfterCalled, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'cheat' after 'called'")},
    {Code::CheatWantsTimes, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'times' after the number of wins")},
    {Code::CheatWantsAction,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'counted', 'called cheat', 'shouted', 'won' or 'will'")},
    {Code::CheatWantsNumber, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a number")},
    {Code::CheatWantsByAfterAdded, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'by' after 'added'")},
    {Code::CheatWantsByAfterSubtracted, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'by' after 'subtracted'")},
    {Code::CheatWantsByAfterDivided, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "'by' after 'divided'")},
    {Code::CheatWantsValue,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "a number or a score ('Olly's score', 'her score')")},
    {Code::CheatScoreOverflow,
     QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "score overflow: %1's score would have more than %n digits")},
    {Code::CheatDivisibleByZero,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "divisible by 0: nothing is divisible by 0")},
    {Code::CheatExpectedYesNo, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "expected yes or no on input, got %1")},
    {Code::CheatDivisionByZero, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "division by 0")},
    {Code::CheatNumberOverflow,
     QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "number overflow: the result has more than %n digits")},
    {Code::FybTooLarge, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "the program is too large (4 GiB or more)")},
    {Code::FybTooManyCommands, QT_TRANSLATE_N_NOOP("Foulplay::EngineMessage", "the program has more than %n commands")},
    {Code::FybOpenComment, QT_TRANSLATE_NOOP("Foulplay::EngineMessage",
                                             "this comment is never closed, so the rest of the file is a comment")},
    {Code::FybOpenCommentHint, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "close it with ')'")},
    {Code::UnfairFinished, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "finished after %1 sentences")},
    {Code::UnfairStepLimit, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "step limit of %1 sentences reached")},
    {Code::CheatFinished, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "finished after %1 slots")},
    {Code::CheatStepLimit, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "step limit of %1 slots reached")},
    {Code::FybWonByBomb,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "program %1 wins at turn %2: program %3 ran a bomb")},
    {Code::FybWonNoThreads,
     QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "program %1 wins at turn %2: program %3 has no threads left")},
    {Code::FybDrawTurnLimit, QT_TRANSLATE_NOOP("Foulplay::EngineMessage", "draw at turn %1: the turn limit")},
};

const char *sourceOf(Code code)
{
    const auto it =
        std::find_if(std::begin(Wordings), std::end(Wordings), [code](const Wording &w) { return w.code == code; });
    return it == std::end(Wordings) ? nullptr : it->english;
}

// The words of a template, before its arguments go in.
QString translated(Code code, const std::vector<std::string> &args)
{
    const char *english = sourceOf(code);
    if (!english)
        return QString::fromUtf8(Core::englishTemplate(code).data(), qsizetype(Core::englishTemplate(code).size()));
    if (!QByteArrayView(english).contains("%n") || args.empty())
        return QCoreApplication::translate(Context, english);
    bool ok = false;
    const qlonglong count = QString::fromStdString(args.back()).toLongLong(&ok);
    const int n = ok ? int(std::clamp<qlonglong>(count, 0, std::numeric_limits<int>::max())) : 0;
    return QCoreApplication::translate(Context, english, nullptr, n);
}

} // namespace

const char *englishSource(Core::MessageCode code)
{
    return sourceOf(code);
}

QString message(const Core::Message &message)
{
    if (message.empty())
        return {};
    const Core::MessageWords words{
        QCoreApplication::translate("Foulplay::EngineMessage", "the end of the program").toStdString(),
        QCoreApplication::translate("Foulplay::EngineMessage", ", ", "between alternatives: 'a', 'b' or 'c'")
            .toStdString(),
        QCoreApplication::translate("Foulplay::EngineMessage", " or ", "before the last alternative: 'a', 'b' or 'c'")
            .toStdString(),
    };
    const std::string part = message.part == Code::None
                                 ? std::string()
                                 : Core::fillMessage(translated(message.part, {}).toStdString(), {}, words);
    const std::string text =
        Core::fillMessage(translated(message.code, message.args).toStdString(), message.args, words, part);
    return QString::fromStdString(Core::displayText(text));
}

QString diagnostic(const Core::Diagnostic &diagnostic)
{
    if (diagnostic.hint.empty())
        return message(diagnostic.message);
    return QCoreApplication::translate("Foulplay::EngineMessage", "%1 (%2)", "a message and its hint")
        .arg(message(diagnostic.message), message(diagnostic.hint));
}

} // namespace Foulplay::Words
