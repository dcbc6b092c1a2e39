#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Foulplay::Core::Debug {

// A parse or evaluation failure, as values: the 1-based column in the
// condition, what went wrong and its arguments. Front ends word it
// (Foulplay::Words::conditionError()).
struct ConditionError {
    enum class Code {
        None,
        UnexpectedCharacter, // args: the character
        UnexpectedToken,     // args: the token
        TooDeep,             // number: the deepest nesting allowed
        NumberTooLong,       // args: the number
        ExpectedCloseParen,
        ExpectedOperandAtEnd,
        ExpectedOperand,   // args: what was found instead
        ExpectedCallClose, // args: the function
        NoValue,           // args: the name (one the language does not read)
        DivisionByZero,
        TooLarge,
        NotAnUnfairPlayer,  // args: what was written
        NotACheatPlayer,    // args: what was written
        UnknownName,        // args: the name, the language's name, the forms it reads
        WrongArgumentCount, // args: the function; number: how many it takes
        NotAWholeNumber,    // args: what was written
        NoSuchProgram,      // args: what was written
        NoSuchPlayer,       // args: the name, the player as written
        NoSuchCell,         // args: the name; number: the cell
        NoSuchThread,       // args: the name; number: the thread
        Gone,               // args: the name: what it names does not exist at this tick (a universe re-synced away)
    };
    int column = 0;
    Code code = Code::None;
    QStringList args{};
    int number = 0;

    bool isError() const { return code != Code::None; }
    friend bool operator==(const ConditionError &, const ConditionError &) = default;
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::ConditionError)
