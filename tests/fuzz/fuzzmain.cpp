// One libFuzzer target: FOULPLAY_FUZZ_TARGET names the function of
// fuzztargets.h it feeds.

#include "fuzztargets.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Foulplay::Fuzz::Target target = Foulplay::Fuzz::targetNamed(FOULPLAY_FUZZ_TARGET);
    target(std::string_view(reinterpret_cast<const char *>(data), size));
    return 0;
}
