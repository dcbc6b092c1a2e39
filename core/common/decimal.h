#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// Qt's moc reads headers as C++17 and cannot parse <compare>; the compiler
// always sees it.
#if __cplusplus > 201703L
#include <compare>
#endif

namespace Foulplay::Core {

namespace DecimalDetail {
__extension__ typedef __int128 Int128;
constexpr Int128 tenToThe(int exponent)
{
    Int128 value = 1;
    while (exponent-- > 0)
        value *= 10;
    return value;
}
// A variable, so the value is fixed at compile time (the hot paths compare with it).
inline constexpr Int128 MaxMantissa = tenToThe(38) - 1;
} // namespace DecimalDetail

// An exact decimal number: mantissa x 10^-scale, in canonical form (no
// trailing fraction zeros, so 1.0 == 1 and ==, <=> and hash() go by value).
// The mantissa is a 128-bit integer holding up to MaxDigits (38) decimal
// digits; the scale is 0..MaxDigits. No binary floating point is used.
// Every operation that cannot give an exact representable result says so
// with nullopt ("overflow"), except dividedBy(), which rounds as documented.
// A plain value: any thread may use its own copies.
class Decimal {
public:
    using Int128 = DecimalDetail::Int128;

    // How many decimal digits the mantissa holds, and the largest scale.
    static constexpr int MaxDigits = 38;
    // Fraction digits dividedBy() keeps when a quotient does not end sooner.
    static constexpr int MaxScale = 18;

    constexpr Decimal() = default; // 0

    static Decimal fromInt(std::int64_t value);
    // mantissa x 10^-scale, canonicalised; nullopt when the mantissa has more
    // than MaxDigits digits or scale is outside 0..MaxDigits.
    static std::optional<Decimal> fromParts(Int128 mantissa, int scale);

    // "12", "-3.5", "+4", "1,5" (',' as decimal point when allowComma), ".5",
    // "5.": an optional sign, digits with at most one point, no exponent, no
    // spaces. nullopt when it is not a number or needs more than MaxDigits
    // significant digits or fraction digits.
    static std::optional<Decimal> parse(std::string_view text, bool allowComma = true);

    // The shortest exact text: "72", "5.5", "-3", "0.3".
    std::string toString() const;

    // Exact arithmetic; nullopt when the result does not fit (overflow).
    std::optional<Decimal> plus(const Decimal &other) const
    {
        // The common case of engines counting whole numbers stays inline.
        if (m_scale == 0 && other.m_scale == 0) {
            Int128 sum;
            if (!__builtin_add_overflow(m_mantissa, other.m_mantissa, &sum) && sum <= maxMantissa()
                && sum >= -maxMantissa())
                return Decimal(sum, 0);
            return std::nullopt;
        }
        return plusSlow(other);
    }
    std::optional<Decimal> minus(const Decimal &other) const;
    std::optional<Decimal> times(const Decimal &other) const;
    // Exact when the quotient has at most MaxScale fraction digits, else
    // rounded half-even to MaxScale digits; nullopt on division by zero or
    // overflow.
    std::optional<Decimal> dividedBy(const Decimal &other) const;
    // True when this / other is a whole number, exactly; nullopt when other is 0.
    std::optional<bool> divisibleBy(const Decimal &other) const;

    Decimal negated() const;
    bool isZero() const { return m_mantissa == 0; }
    bool isNegative() const { return m_mantissa < 0; }
    bool isWhole() const { return m_scale == 0; }
    // The value as an integer when it is whole and fits in 64 bits.
    std::optional<std::int64_t> toInt64() const;
    // The smallest whole number not below this one.
    Decimal ceil() const;

    Int128 mantissa() const { return m_mantissa; }
    int scale() const { return m_scale; }

    friend bool operator==(const Decimal &, const Decimal &) = default;
    friend std::strong_ordering operator<=>(const Decimal &a, const Decimal &b)
    {
        if (a.m_scale == b.m_scale)
            return a.m_mantissa <=> b.m_mantissa;
        return compareSlow(a, b);
    }
    std::size_t hash() const;

    // 10^38 - 1, the largest mantissa.
    static constexpr Int128 maxMantissa() { return DecimalDetail::MaxMantissa; }

private:
    std::optional<Decimal> plusSlow(const Decimal &other) const;
    static std::strong_ordering compareSlow(const Decimal &a, const Decimal &b);

    constexpr Decimal(Int128 mantissa, int scale)
        : m_mantissa(mantissa)
        , m_scale(scale)
    {
    }

    Int128 m_mantissa = 0;
    int m_scale = 0;
};

} // namespace Foulplay::Core

template<> struct std::hash<Foulplay::Core::Decimal> {
    std::size_t operator()(const Foulplay::Core::Decimal &d) const noexcept { return d.hash(); }
};
