#include "common/decimal.h"

#include <algorithm>
#include <array>
#include <functional>

namespace Foulplay::Core {

namespace {

using Int128 = Decimal::Int128;
__extension__ typedef unsigned __int128 UInt128;

constexpr Int128 MaxMantissa = Decimal::maxMantissa();
static_assert(MaxMantissa == DecimalDetail::tenToThe(Decimal::MaxDigits) - 1);

constexpr std::array<UInt128, Decimal::MaxDigits + 1> makePowers()
{
    std::array<UInt128, Decimal::MaxDigits + 1> powers{};
    UInt128 value = 1;
    for (auto &power : powers) {
        power = value;
        value *= 10;
    }
    return powers;
}

// powers[i] = 10^i for i = 0..38 (10^38 still fits in an unsigned 128-bit integer).
constexpr auto Powers = makePowers();

bool fits(Int128 mantissa)
{
    return mantissa <= MaxMantissa && mantissa >= -MaxMantissa;
}

UInt128 magnitude(Int128 value)
{
    // -value cannot wrap: mantissas stay within +-(10^38 - 1).
    return value < 0 ? UInt128(-value) : UInt128(value);
}

// (value * 10) mod divisor, for value < divisor, without overflowing:
// ten additions, each below 2 * divisor. Adds the quotient digit to *digit.
UInt128 timesTenMod(UInt128 value, UInt128 divisor, int *digit)
{
    UInt128 acc = 0;
    int quotient = 0;
    for (int i = 0; i < 10; ++i) {
        acc += value;
        if (acc >= divisor) {
            acc -= divisor;
            ++quotient;
        }
    }
    if (digit)
        *digit = quotient;
    return acc;
}

// An unsigned 256-bit number, as much of one as times() needs: the product
// of two mantissas, and division by ten.
struct Wide {
    UInt128 high = 0;
    UInt128 low = 0;

    static Wide product(UInt128 a, UInt128 b)
    {
        constexpr UInt128 Mask = ~std::uint64_t(0);
        const UInt128 a0 = a & Mask, a1 = a >> 64, b0 = b & Mask, b1 = b >> 64;
        const UInt128 low = a0 * b0;
        const UInt128 cross1 = a0 * b1;
        const UInt128 cross2 = a1 * b0;
        // The middle column: three 64-bit halves, at most 2^66, cannot wrap.
        const UInt128 middle = (low >> 64) + (cross1 & Mask) + (cross2 & Mask);
        Wide w;
        w.low = (middle << 64) | (low & Mask);
        w.high = a1 * b1 + (cross1 >> 64) + (cross2 >> 64) + (middle >> 64);
        return w;
    }

    // The four 64-bit limbs, most significant first.
    std::array<std::uint64_t, 4> limbs() const
    {
        return {std::uint64_t(high >> 64), std::uint64_t(high), std::uint64_t(low >> 64), std::uint64_t(low)};
    }

    unsigned remainderBy10() const
    {
        UInt128 remainder = 0;
        for (const std::uint64_t limb : limbs())
            remainder = ((remainder << 64) | limb) % 10;
        return unsigned(remainder);
    }

    void divideBy10()
    {
        std::array<std::uint64_t, 4> quotient{};
        UInt128 remainder = 0;
        const std::array<std::uint64_t, 4> digits = limbs();
        for (std::size_t i = 0; i < digits.size(); ++i) {
            const UInt128 current = (remainder << 64) | digits[i];
            quotient[i] = std::uint64_t(current / 10);
            remainder = current % 10;
        }
        high = (UInt128(quotient[0]) << 64) | quotient[1];
        low = (UInt128(quotient[2]) << 64) | quotient[3];
    }
};

} // namespace

Decimal Decimal::fromInt(std::int64_t value)
{
    return Decimal(Int128(value), 0);
}

std::optional<Decimal> Decimal::fromParts(Int128 mantissa, int scale)
{
    if (scale < 0)
        return std::nullopt;
    // Trailing fraction zeros go first: they do not count as digits.
    while (scale > 0 && mantissa % 10 == 0) {
        mantissa /= 10;
        --scale;
    }
    if (scale > MaxDigits || !fits(mantissa))
        return std::nullopt;
    return Decimal(mantissa, scale);
}

std::optional<Decimal> Decimal::parse(std::string_view text, bool allowComma)
{
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        negative = text[i] == '-';
        ++i;
    }
    Int128 mantissa = 0;
    int digits = 0; // significant digits taken into the mantissa
    int scale = 0;
    int pendingZeros = 0; // fraction zeros not yet known to be significant
    bool sawDigit = false;
    bool sawPoint = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '.' || (allowComma && c == ',')) {
            if (sawPoint)
                return std::nullopt;
            sawPoint = true;
            continue;
        }
        if (c < '0' || c > '9')
            return std::nullopt;
        sawDigit = true;
        const int digit = c - '0';
        if (sawPoint && digit == 0) {
            ++pendingZeros; // maybe a trailing zero: only counts if a digit follows
            continue;
        }
        for (int z = 0; z <= pendingZeros; ++z) {
            const int next = z == pendingZeros ? digit : 0;
            if (mantissa == 0 && next == 0) {
                // leading zeros of the integer part are not significant
            } else if (++digits > MaxDigits) {
                return std::nullopt;
            }
            mantissa = mantissa * 10 + next;
            if (sawPoint)
                ++scale;
        }
        pendingZeros = 0;
        if (scale > MaxDigits)
            return std::nullopt;
    }
    if (!sawDigit)
        return std::nullopt;
    return Decimal(negative ? -mantissa : mantissa, scale);
}

std::string Decimal::toString() const
{
    UInt128 value = magnitude(m_mantissa);
    std::string digits;
    do {
        digits.push_back(char('0' + int(value % 10)));
        value /= 10;
    } while (value != 0);
    while (int(digits.size()) <= m_scale)
        digits.push_back('0');
    std::reverse(digits.begin(), digits.end());
    if (m_scale > 0)
        digits.insert(digits.size() - std::size_t(m_scale), 1, '.');
    if (m_mantissa < 0)
        digits.insert(digits.begin(), '-');
    return digits;
}

std::optional<Decimal> Decimal::plusSlow(const Decimal &other) const
{
    const int scale = std::max(m_scale, other.m_scale);
    Int128 a = m_mantissa;
    Int128 b = other.m_mantissa;
    if (__builtin_mul_overflow(a, Int128(Powers[std::size_t(scale - m_scale)]), &a)
        || __builtin_mul_overflow(b, Int128(Powers[std::size_t(scale - other.m_scale)]), &b))
        return std::nullopt;
    Int128 sum;
    if (__builtin_add_overflow(a, b, &sum))
        return std::nullopt;
    return fromParts(sum, scale);
}

std::optional<Decimal> Decimal::minus(const Decimal &other) const
{
    return plus(other.negated());
}

std::optional<Decimal> Decimal::times(const Decimal &other) const
{
    Int128 product;
    if (!__builtin_mul_overflow(m_mantissa, other.m_mantissa, &product))
        return fromParts(product, m_scale + other.m_scale);
    // The mantissas' product needs more than 128 bits, yet the result may
    // still fit once its trailing fraction zeros go: 4 x 10^37 x 0.25 = 10^37.
    // Multiply in 256 bits and strip the zeros there.
    Wide wide = Wide::product(magnitude(m_mantissa), magnitude(other.m_mantissa));
    int scale = m_scale + other.m_scale;
    while (scale > 0 && wide.remainderBy10() == 0) {
        wide.divideBy10();
        --scale;
    }
    if (wide.high != 0 || wide.low > UInt128(MaxMantissa))
        return std::nullopt;
    const bool negative = (m_mantissa < 0) != (other.m_mantissa < 0);
    return fromParts(negative ? -Int128(wide.low) : Int128(wide.low), scale);
}

std::optional<Decimal> Decimal::dividedBy(const Decimal &other) const
{
    if (other.isZero())
        return std::nullopt;
    // this / other = (|a| / |b|) x 10^(bs - as). The result keeps MaxScale
    // fraction digits, so |a| / |b| needs `fraction` digits after the point.
    const UInt128 a = magnitude(m_mantissa);
    UInt128 b = magnitude(other.m_mantissa);
    const int fraction = MaxScale - m_scale + other.m_scale;
    UInt128 quotient;
    UInt128 remainder;
    int scale = MaxScale; // of quotient, once rounded
    if (fraction >= 0) {
        quotient = a / b;
        remainder = a % b;
        // Fraction digits only while the division has not ended, so exact
        // quotients keep their own (shorter) scale, and only while the
        // mantissa has room: a long integer part keeps fewer of them.
        int produced = 0;
        while (remainder != 0 && produced < fraction && quotient <= UInt128(MaxMantissa) / 10) {
            int digit = 0;
            remainder = timesTenMod(remainder, b, &digit);
            quotient = quotient * 10 + UInt128(digit);
            ++produced;
        }
        scale = produced + m_scale - other.m_scale;
        if (scale < 0 && remainder != 0)
            return std::nullopt; // the integer part alone has more than MaxDigits digits
        if (scale < 0) {
            // exact, with trailing whole zeros: 500 / 0.5 = 1000
            if (__builtin_mul_overflow(quotient, Powers[std::size_t(-scale)], &quotient))
                return std::nullopt;
            scale = 0;
        }
    } else {
        // More fraction digits than kept: divide by b x 10^-fraction instead.
        // When that does not fit it exceeds |a| by far, and the result rounds to 0.
        if (__builtin_mul_overflow(b, Powers[std::size_t(-fraction)], &b))
            return Decimal();
        quotient = a / b;
        remainder = a % b;
    }
    if (remainder != 0) {
        // Round half to even on what is left: remainder / b against one half.
        const UInt128 rest = b - remainder;
        if (remainder > rest || (remainder == rest && quotient % 2 == 1))
            ++quotient;
    }
    if (quotient > UInt128(MaxMantissa) && scale > 0) {
        // Rounding up carried into a 39th digit: 10^38, one fraction digit less.
        quotient /= 10;
        --scale;
    }
    if (quotient > UInt128(MaxMantissa))
        return std::nullopt;
    const bool negative = (m_mantissa < 0) != (other.m_mantissa < 0);
    const Int128 signedQuotient = negative ? -Int128(quotient) : Int128(quotient);
    return fromParts(signedQuotient, scale);
}

std::optional<bool> Decimal::divisibleBy(const Decimal &other) const
{
    if (other.isZero())
        return std::nullopt;
    // this / other = (a / b) x 10^k with k = bs - as.
    const UInt128 a = magnitude(m_mantissa);
    const UInt128 b = magnitude(other.m_mantissa);
    const int k = other.m_scale - m_scale;
    if (k >= 0) {
        // whole when b divides a x 10^k: work modulo b to stay in range
        UInt128 remainder = a % b;
        for (int i = 0; i < k && remainder != 0; ++i)
            remainder = timesTenMod(remainder, b, nullptr);
        return remainder == 0;
    }
    // whole when 10^-k divides a and b divides a / 10^-k
    const UInt128 shift = Powers[std::size_t(-k)];
    if (a % shift != 0)
        return false;
    return (a / shift) % b == 0;
}

Decimal Decimal::negated() const
{
    return Decimal(-m_mantissa, m_scale);
}

std::optional<std::int64_t> Decimal::toInt64() const
{
    if (m_scale != 0 || m_mantissa > Int128(INT64_MAX) || m_mantissa < Int128(INT64_MIN))
        return std::nullopt;
    return std::int64_t(m_mantissa);
}

Decimal Decimal::ceil() const
{
    if (m_scale == 0)
        return *this;
    const Int128 divisor = Int128(Powers[std::size_t(m_scale)]);
    Int128 whole = m_mantissa / divisor; // truncates toward zero
    if (m_mantissa > 0)
        ++whole; // cannot leave the range: |whole| < 10^(38 - scale)
    return Decimal(whole, 0);
}

std::strong_ordering Decimal::compareSlow(const Decimal &a, const Decimal &b)
{
    // Different scales: compare the whole parts, then the fractions brought to
    // the larger scale (both below 10^38 there, so nothing overflows).
    const Int128 aDivisor = Int128(Powers[std::size_t(a.m_scale)]);
    const Int128 bDivisor = Int128(Powers[std::size_t(b.m_scale)]);
    const Int128 aWhole = a.m_mantissa / aDivisor;
    const Int128 bWhole = b.m_mantissa / bDivisor;
    if (aWhole != bWhole)
        return aWhole <=> bWhole;
    const int scale = std::max(a.m_scale, b.m_scale);
    const Int128 aFraction = (a.m_mantissa % aDivisor) * Int128(Powers[std::size_t(scale - a.m_scale)]);
    const Int128 bFraction = (b.m_mantissa % bDivisor) * Int128(Powers[std::size_t(scale - b.m_scale)]);
    return aFraction <=> bFraction;
}

std::size_t Decimal::hash() const
{
    const auto bits = UInt128(m_mantissa);
    const auto low = std::uint64_t(bits);
    const auto high = std::uint64_t(bits >> 64);
    std::size_t seed = std::hash<std::uint64_t>{}(low);
    seed ^= std::hash<std::uint64_t>{}(high) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
    seed ^= std::hash<int>{}(m_scale) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
    return seed;
}

} // namespace Foulplay::Core
