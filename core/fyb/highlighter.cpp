#include "fyb/highlighter.h"

#include "fyb/command.h"

namespace Foulplay::Core::Fyb {

TokenKind tokenKindOf(int value)
{
    switch (static_cast<Command>(value)) {
    case Command::Nop:
    case Command::Input:
    case Command::Output:
        return TokenKind::Inert;
    case Command::Increment:
    case Command::Left:
    case Command::Right:
    case Command::Uncommit:
        return TokenKind::DataEdit;
    case Command::Commit:
        return TokenKind::Commit;
    case Command::LoopOpen:
    case Command::LoopClose:
    case Command::SeekOpen:
    case Command::SeekClose:
        return TokenKind::ControlFlow;
    case Command::ForkOpen:
    case Command::ForkClose:
    case Command::Exit:
        return TokenKind::Concurrency;
    case Command::Defect:
        return TokenKind::Alert;
    case Command::Bomb:
        break;
    }
    return TokenKind::Text;
}

int highlightLine(std::string_view line, int stateIn, std::vector<Token> &out)
{
    bool inComment = stateIn != 0;
    const auto add = [&out](int start, TokenKind kind) {
        if (!out.empty() && out.back().kind == kind && out.back().start + out.back().length == start)
            ++out.back().length;
        else
            out.push_back(Token{start, 1, kind});
    };
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        const int at = static_cast<int>(i);
        if (inComment) {
            add(at, TokenKind::Comment);
            inComment = c != ')';
        } else if (c == '(') {
            add(at, TokenKind::Comment);
            inComment = true;
        } else {
            const int value = commandValue(c);
            add(at, value < 0 ? TokenKind::Text : tokenKindOf(value));
        }
    }
    return inComment ? 1 : 0;
}

} // namespace Foulplay::Core::Fyb
