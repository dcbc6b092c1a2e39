// cheat_bigprogram SIZE [SEED]: writes a valid Cheat program of at least SIZE
// bytes (K, M or G: binary units) to standard output, drawn from SEED (drawn
// at random when not given). The seed goes to the error stream, so that any
// program can be made again. For measuring memory and load time:
//
//     cheat_bigprogram 50M > big.cheat
//     /usr/bin/time -f '%M KB' foulplay-cli run big.cheat --max-steps 1

#include "cheatprogramgenerator.h"

#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

int main(int argc, char *argv[])
{
    if (argc < 2 || argc > 3) {
        std::cerr << "usage: cheat_bigprogram SIZE[K|M|G] [SEED]\n";
        return 2;
    }
    char *end = nullptr;
    std::size_t size = std::strtoull(argv[1], &end, 10);
    switch (*end) {
    case 'G':
        size <<= 10;
        [[fallthrough]];
    case 'M':
        size <<= 10;
        [[fallthrough]];
    case 'K':
        size <<= 10;
        ++end;
        break;
    default:
        break;
    }
    if (*end != '\0' || size == 0) {
        std::cerr << "cheat_bigprogram: not a size: " << argv[1] << '\n';
        return 2;
    }
    const std::uint64_t seed = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : std::random_device{}();
    std::cerr << "cheat_bigprogram: seed " << seed << '\n';
    Foulplay::Tests::CheatProgramGenerator generator(seed);
    // In pieces, so that a big program needs no copy of itself in memory.
    std::size_t written = 0;
    while (written < size) {
        const std::string piece = generator.program(std::min<std::size_t>(size - written, 1 << 20));
        std::fwrite(piece.data(), 1, piece.size(), stdout);
        written += piece.size();
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}
