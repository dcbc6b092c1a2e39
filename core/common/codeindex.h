#pragma once

namespace Foulplay::Core {

// A statement (Unfair, Cheat) or cell (FYB) of a program: what code
// breakpoints mark and what runs next. program counts from 1 (FYB: 1 or 2;
// the other languages have only program 1); index counts from 0, -1 = none.
struct CodeIndex {
    int program = 1;
    int index = 0;

    bool isValid() const { return program >= 1 && index >= 0; }
    friend bool operator==(const CodeIndex &, const CodeIndex &) = default;
    // Program first, then index (for sorted lists of marks).
    friend bool operator<(const CodeIndex &a, const CodeIndex &b)
    {
        return a.program != b.program ? a.program < b.program : a.index < b.index;
    }
};

} // namespace Foulplay::Core
