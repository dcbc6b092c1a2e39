#include "common/decimal.h"

#include <QTest>

#include <QRandomGenerator>

#include <unordered_set>
#include <vector>

using Foulplay::Core::Decimal;

namespace {

Decimal dec(const char *text)
{
    const auto value = Decimal::parse(text);
    if (!value)
        qFatal("test data is not a number: %s", text);
    return *value;
}

QString show(const std::optional<Decimal> &value)
{
    return value ? QString::fromStdString(value->toString()) : QStringLiteral("overflow");
}

const char *const Max38 = "99999999999999999999999999999999999999";

// An independent model of exact multiplication on digit strings: the
// product of two decimals, canonical, or "overflow" when it needs more than
// 38 significant digits or 38 fraction digits.
QString modelTimes(const QString &a, const QString &b)
{
    auto split = [](QString text, bool *negative, int *scale) {
        *negative = text.startsWith(QLatin1Char('-'));
        if (*negative)
            text.remove(0, 1);
        const qsizetype point = text.indexOf(QLatin1Char('.'));
        *scale = point < 0 ? 0 : int(text.size() - point - 1);
        text.remove(QLatin1Char('.'));
        return text;
    };
    bool negA = false, negB = false;
    int scaleA = 0, scaleB = 0;
    const QString x = split(a, &negA, &scaleA);
    const QString y = split(b, &negB, &scaleB);
    std::vector<int> digits(std::size_t(x.size() + y.size()), 0); // least significant first
    for (qsizetype i = 0; i < x.size(); ++i)
        for (qsizetype j = 0; j < y.size(); ++j)
            digits[std::size_t(i + j)] += (x[x.size() - 1 - i].digitValue()) * (y[y.size() - 1 - j].digitValue());
    for (std::size_t k = 0; k + 1 < digits.size(); ++k) {
        digits[k + 1] += digits[k] / 10;
        digits[k] %= 10;
    }
    int scale = scaleA + scaleB;
    std::size_t low = 0;
    while (scale > 0 && low < digits.size() && digits[low] == 0) {
        ++low;
        --scale;
    }
    std::size_t high = digits.size();
    while (high > low && digits[high - 1] == 0)
        --high;
    if (high == low)
        return QStringLiteral("0");
    if (high - low > 38 || scale > 38)
        return QStringLiteral("overflow");
    QString text;
    for (std::size_t k = high; k > low; --k)
        text += QChar(u'0' + digits[k - 1]);
    while (text.size() <= scale)
        text.prepend(QLatin1Char('0'));
    if (scale > 0)
        text.insert(text.size() - scale, QLatin1Char('.'));
    return (negA != negB ? QStringLiteral("-") : QString()) + text;
}

// A random decimal of up to 38 significant digits, often with runs of zeros
// and digits 2 and 5, which make products with trailing zeros.
QString randomDecimal(QRandomGenerator &random)
{
    const int length = 1 + int(random.bounded(38));
    QString digits;
    const char *const alphabet = "0123456789000002255";
    for (int i = 0; i < length; ++i)
        digits += QLatin1Char(alphabet[random.bounded(19)]);
    const int point = int(random.bounded(length + 1));
    QString text = digits.left(point).isEmpty() ? QStringLiteral("0") : digits.left(point);
    if (point < length)
        text += QLatin1Char('.') + digits.mid(point);
    if (random.bounded(4) == 0)
        text.prepend(QLatin1Char('-'));
    return text;
}

} // namespace

class TestDecimal : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseAndPrint_data();
    void parseAndPrint();
    void parseRejects_data();
    void parseRejects();
    void commaOnlyWhenAllowed();
    void canonicalFormMakesEqualValuesEqual();
    void addsExactly();
    void arithmetic_data();
    void arithmetic();
    void overflowIsDetected();
    void timesMatchesDigitModel();
    void ordering_data();
    void ordering();
    void division_data();
    void division();
    void divisionByZero();
    void divisibleBy_data();
    void divisibleBy();
    void ceilAndWhole_data();
    void ceilAndWhole();
    void toInt64();
    void hashGoesByValue();
};

void TestDecimal::parseAndPrint_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("printed");
    QTest::newRow("whole") << "72"
                           << "72";
    QTest::newRow("fraction") << "5.5"
                              << "5.5";
    QTest::newRow("negative") << "-3"
                              << "-3";
    QTest::newRow("plus sign") << "+4"
                               << "4";
    QTest::newRow("trailing zeros") << "1.500"
                                    << "1.5";
    QTest::newRow("point zero") << "1.0"
                                << "1";
    QTest::newRow("leading zeros") << "007"
                                   << "7";
    QTest::newRow("small") << "0.001"
                           << "0.001";
    QTest::newRow("no whole part") << ".5"
                                   << "0.5";
    QTest::newRow("no fraction part") << "5."
                                      << "5";
    QTest::newRow("negative zero") << "-0.0"
                                   << "0";
    QTest::newRow("comma") << "1,5"
                           << "1.5";
    QTest::newRow("negative fraction") << "-0.25"
                                       << "-0.25";
    QTest::newRow("player number") << "1.3514"
                                   << "1.3514";
    QTest::newRow("38 digits") << Max38 << Max38;
    QTest::newRow("38 fraction digits") << "0.12345678901234567890123456789012345678"
                                        << "0.12345678901234567890123456789012345678";
    QTest::newRow("zeros do not count as digits")
        << "000000000000000000000000000000000000000001.1000000000000000000000000000000000000000"
        << "1.1";
    QTest::newRow("hundred") << "100"
                             << "100";
}

void TestDecimal::parseAndPrint()
{
    QFETCH(QString, text);
    QFETCH(QString, printed);
    const auto value = Decimal::parse(text.toStdString());
    QVERIFY(value);
    QCOMPARE(QString::fromStdString(value->toString()), printed);
    // printing and parsing again gives the same value
    QCOMPARE(Decimal::parse(value->toString()), value);
}

void TestDecimal::parseRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("sign only") << "-";
    QTest::newRow("point only") << ".";
    QTest::newRow("two points") << "1.2.3";
    QTest::newRow("point and comma") << "1.2,3";
    QTest::newRow("exponent") << "1e5";
    QTest::newRow("letters") << "abc";
    QTest::newRow("space") << "1 2";
    QTest::newRow("leading space") << " 1";
    QTest::newRow("two signs") << "--1";
    QTest::newRow("sign after digits") << "1-";
    QTest::newRow("39 digits") << "999999999999999999999999999999999999999";
    QTest::newRow("39 digits with point") << "9999999999999999999.99999999999999999999";
    QTest::newRow("39 fraction digits") << "0.000000000000000000000000000000000000001";
    QTest::newRow("hex") << "0x10";
}

void TestDecimal::parseRejects()
{
    QFETCH(QString, text);
    QVERIFY(!Decimal::parse(text.toStdString()));
}

void TestDecimal::commaOnlyWhenAllowed()
{
    QCOMPARE(Decimal::parse("2,25", true), dec("2.25"));
    QVERIFY(!Decimal::parse("2,25", false));
    QCOMPARE(Decimal::parse("2.25", false), dec("2.25"));
}

void TestDecimal::canonicalFormMakesEqualValuesEqual()
{
    QCOMPARE(dec("1.0"), Decimal::fromInt(1));
    QCOMPARE(dec("1.0").scale(), 0);
    QCOMPARE(dec("0.50"), dec("0.5"));
    QCOMPARE(dec("-0"), Decimal());
    QCOMPARE(Decimal::fromParts(1500, 3), dec("1.5"));
    QVERIFY(dec("1.0") == dec("1"));
    QVERIFY(!(dec("1.01") == dec("1")));
}

void TestDecimal::addsExactly()
{
    QCOMPARE(dec("0.1").plus(dec("0.2")), dec("0.3"));
    QCOMPARE(show(dec("0.1").plus(dec("0.2"))), QStringLiteral("0.3"));
    // ten additions of a tenth make exactly one
    Decimal sum;
    for (int i = 0; i < 10; ++i)
        sum = *sum.plus(dec("0.1"));
    QCOMPARE(sum, Decimal::fromInt(1));
    QVERIFY(sum.isWhole());
}

void TestDecimal::arithmetic_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("result");
    QTest::newRow("plus whole") << "95"
                                << "+"
                                << "6"
                                << "101";
    QTest::newRow("plus fraction") << "5"
                                   << "+"
                                   << "0.5"
                                   << "5.5";
    QTest::newRow("plus cancels fraction") << "0.75"
                                           << "+"
                                           << "0.25"
                                           << "1";
    QTest::newRow("plus negative") << "3"
                                   << "+"
                                   << "-5"
                                   << "-2";
    QTest::newRow("minus") << "0.3"
                           << "-"
                           << "0.1"
                           << "0.2";
    QTest::newRow("minus to zero") << "1.5"
                                   << "-"
                                   << "1.5"
                                   << "0";
    QTest::newRow("minus negative") << "-1"
                                    << "-"
                                    << "-1.25"
                                    << "0.25";
    QTest::newRow("times") << "1.5"
                           << "*"
                           << "4"
                           << "6";
    QTest::newRow("times fractions") << "0.5"
                                     << "*"
                                     << "0.2"
                                     << "0.1";
    QTest::newRow("times negative") << "-2.5"
                                    << "*"
                                    << "2.5"
                                    << "-6.25";
    QTest::newRow("times zero") << Max38 << "*"
                                << "0"
                                << "0";
    // Products whose mantissas need more than 128 bits before the trailing
    // fraction zeros go, yet fit in 38 digits.
    QTest::newRow("times wide to 10^37") << "40000000000000000000000000000000000000"
                                         << "*"
                                         << "0.25"
                                         << "10000000000000000000000000000000000000";
    QTest::newRow("times wide negative") << "-40000000000000000000000000000000000000"
                                         << "*"
                                         << "0.25"
                                         << "-10000000000000000000000000000000000000";
    QTest::newRow("times wide 2^-27 by 2^27") << "0.000000007450580596923828125"
                                              << "*"
                                              << "13421772800000000000000000000"
                                              << "100000000000000000000";
    QTest::newRow("times to 37 nines") << "1999999999999999999999999999999999999.8"
                                       << "*"
                                       << "5"
                                       << "9999999999999999999999999999999999999";
    QTest::newRow("times wide past the top") << "20000000000000000000000000000000000000"
                                             << "*"
                                             << "5"
                                             << "overflow";
    QTest::newRow("near the top") << "99999999999999999999999999999999999998"
                                  << "+"
                                  << "1" << Max38;
    QTest::newRow("back from the top") << Max38 << "-" << Max38 << "0";
    QTest::newRow("big plus small fraction") << "9999999999999999999"
                                             << "+"
                                             << "0.0000000000000000001"
                                             << "9999999999999999999.0000000000000000001";
}

void TestDecimal::arithmetic()
{
    QFETCH(QString, a);
    QFETCH(QString, op);
    QFETCH(QString, b);
    QFETCH(QString, result);
    const Decimal x = dec(a.toUtf8().constData());
    const Decimal y = dec(b.toUtf8().constData());
    std::optional<Decimal> value;
    if (op == QLatin1String("+"))
        value = x.plus(y);
    else if (op == QLatin1String("-"))
        value = x.minus(y);
    else
        value = x.times(y);
    QCOMPARE(show(value), result);
}

void TestDecimal::overflowIsDetected()
{
    const Decimal max = dec(Max38);
    QVERIFY(!max.plus(Decimal::fromInt(1)));
    QVERIFY(!max.negated().minus(Decimal::fromInt(1)));
    QVERIFY(!max.times(Decimal::fromInt(10)));
    QVERIFY(!max.times(max));
    QVERIFY(!dec("10000000000000000000").times(dec("10000000000000000000")));
    // a sum that needs a 39th digit is an overflow, not a rounded result
    QVERIFY(!dec("10000000000000000000000000000000000000").plus(dec("0.5")));
    // too many fraction digits for a product
    QVERIFY(!dec("0.0000000000000000000001").times(dec("0.0000000000000000000001")));
    // repeated doubling overflows after finitely many steps, and says so
    Decimal value = Decimal::fromInt(1);
    int doublings = 0;
    while (auto next = value.plus(value)) {
        value = *next;
        ++doublings;
    }
    QCOMPARE(doublings, 126); // 2^126 < 10^38 - 1 < 2^127
    QVERIFY(value > Decimal::fromInt(0));
}

void TestDecimal::timesMatchesDigitModel()
{
    const quint32 seed = QRandomGenerator::system()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);
    int wide = 0;
    for (int i = 0; i < 20000; ++i) {
        const QString a = randomDecimal(random);
        const QString b = randomDecimal(random);
        const auto x = Decimal::parse(a.toStdString());
        const auto y = Decimal::parse(b.toStdString());
        if (!x || !y)
            continue; // more than 38 significant digits: not a Decimal
        Decimal::Int128 unused;
        if (__builtin_mul_overflow(x->mantissa(), y->mantissa(), &unused))
            ++wide;
        const QString expected =
            modelTimes(QString::fromStdString(x->toString()), QString::fromStdString(y->toString()));
        if (show(x->times(*y)) != expected)
            QFAIL(qPrintable(QStringLiteral("seed %1: %2 x %3 gave %4, the model %5")
                                 .arg(seed)
                                 .arg(a, b, show(x->times(*y)), expected)));
    }
    QVERIFY2(wide > 1000, "the generator must make products wider than 128 bits");
}

void TestDecimal::ordering_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("order");
    QTest::newRow("equal") << "1.0"
                           << "1" << 0;
    QTest::newRow("whole") << "2"
                           << "10" << -1;
    QTest::newRow("fraction") << "1.5"
                              << "1.25" << 1;
    QTest::newRow("negative fractions") << "-1.5"
                                        << "-1.25" << -1;
    QTest::newRow("sign") << "-0.5"
                          << "0.25" << -1;
    QTest::newRow("tiny difference") << "1.00000000000000000001"
                                     << "1" << 1;
    QTest::newRow("big against fraction") << Max38 << "0.99999999999999999999999999999999999999" << 1;
    QTest::newRow("negative big") << "-99999999999999999999999999999999999999"
                                  << "-0.1" << -1;
    QTest::newRow("ninety-nine point nine") << "99.9"
                                            << "100" << -1;
}

void TestDecimal::ordering()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, order);
    const Decimal x = dec(a.toUtf8().constData());
    const Decimal y = dec(b.toUtf8().constData());
    const auto expected = order < 0   ? std::strong_ordering::less
                          : order > 0 ? std::strong_ordering::greater
                                      : std::strong_ordering::equal;
    QVERIFY((x <=> y) == expected);
    // the reverse comparison agrees
    const auto reversed = order < 0   ? std::strong_ordering::greater
                          : order > 0 ? std::strong_ordering::less
                                      : std::strong_ordering::equal;
    QVERIFY((y <=> x) == reversed);
    QCOMPARE(x == y, order == 0);
}

void TestDecimal::division_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("result");
    QTest::newRow("exact whole") << "72"
                                 << "8"
                                 << "9";
    QTest::newRow("exact fraction") << "1"
                                    << "4"
                                    << "0.25";
    QTest::newRow("exact by fraction") << "500"
                                       << "0.5"
                                       << "1000";
    QTest::newRow("third") << "1"
                           << "3"
                           << "0.333333333333333333";
    QTest::newRow("two thirds rounds up") << "2"
                                          << "3"
                                          << "0.666666666666666667";
    QTest::newRow("negative third") << "-2"
                                    << "3"
                                    << "-0.666666666666666667";
    QTest::newRow("both negative") << "-1"
                                   << "-8"
                                   << "0.125";
    QTest::newRow("half even down") << "0.0000000000000000005"
                                    << "1"
                                    << "0";
    QTest::newRow("half even up") << "0.0000000000000000015"
                                  << "1"
                                  << "0.000000000000000002";
    QTest::newRow("half even down at 2") << "0.0000000000000000025"
                                         << "1"
                                         << "0.000000000000000002";
    QTest::newRow("past half") << "0.00000000000000000051"
                               << "1"
                               << "0.000000000000000001";
    QTest::newRow("big exact") << "10000000000000000000000000000000000000"
                               << "1"
                               << "10000000000000000000000000000000000000";
    QTest::newRow("big by small") << "1"
                                  << "0.00000000000000000001"
                                  << "100000000000000000000";
    QTest::newRow("tiny by huge") << "0.00000000000000000000000000000000000001" << Max38 << "0";
    QTest::newRow("eighteen digits") << "1"
                                     << "1024"
                                     << "0.0009765625";
    QTest::newRow("overflow") << Max38 << "0.1"
                              << "overflow";
    // A long integer part leaves fewer fraction digits: 38 digits in all.
    QTest::newRow("fewer fraction digits") << "10000000000000000000000000"
                                           << "3"
                                           << "3333333333333333333333333.3333333333333";
    QTest::newRow("integer part of 30 digits") << "1000000000000000000000000000000"
                                               << "3"
                                               << "333333333333333333333333333333.33333333";
    QTest::newRow("last kept digit rounds") << "200000000000000000000000000000"
                                            << "3"
                                            << "66666666666666666666666666666.666666667";
    QTest::newRow("no fraction digit left") << "99999999999999999999999999999999999999"
                                            << "7"
                                            << "14285714285714285714285714285714285714";
    QTest::newRow("integer part too long") << Max38 << "0.7"
                                           << "overflow";
}

void TestDecimal::division()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, result);
    const Decimal x = dec(a.toUtf8().constData());
    const Decimal y = dec(b.toUtf8().constData());
    QCOMPARE(show(x.dividedBy(y)), result);
}

void TestDecimal::divisionByZero()
{
    QVERIFY(!Decimal::fromInt(1).dividedBy(Decimal()));
    QVERIFY(!Decimal().dividedBy(dec("0.0")));
    QVERIFY(!Decimal::fromInt(1).divisibleBy(Decimal()));
    QCOMPARE(Decimal().dividedBy(dec("3")), Decimal());
}

void TestDecimal::divisibleBy_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("whole");
    QTest::newRow("15 by 5") << "15"
                             << "5" << true;
    QTest::newRow("15 by 4") << "15"
                             << "4" << false;
    QTest::newRow("1.5 by 0.5") << "1.5"
                                << "0.5" << true;
    QTest::newRow("1 by 0.3") << "1"
                              << "0.3" << false;
    QTest::newRow("0.9 by 0.3") << "0.9"
                                << "0.3" << true;
    QTest::newRow("3 by 1.5") << "3"
                              << "1.5" << true;
    QTest::newRow("0.5 by 2") << "0.5"
                              << "2" << false;
    QTest::newRow("2.5 by 0.25") << "2.5"
                                 << "0.25" << true;
    QTest::newRow("negative") << "-12"
                              << "4" << true;
    QTest::newRow("zero") << "0"
                          << "7.7" << true;
    QTest::newRow("big by tiny") << Max38 << "0.00000000000000000000000000000000000001" << true;
    QTest::newRow("3 by 0.7") << "3"
                              << "0.7" << false;
    QTest::newRow("by a third") << "1"
                                << "0.333333333333333333" << false;
}

void TestDecimal::divisibleBy()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, whole);
    const auto result = dec(a.toUtf8().constData()).divisibleBy(dec(b.toUtf8().constData()));
    QVERIFY(result);
    QCOMPARE(*result, whole);
}

void TestDecimal::ceilAndWhole_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("ceiling");
    QTest::newRow("whole") << "4"
                           << "4";
    QTest::newRow("fraction") << "4.1"
                              << "5";
    QTest::newRow("negative fraction") << "-4.9"
                                       << "-4";
    QTest::newRow("small negative") << "-0.5"
                                    << "0";
    QTest::newRow("small positive") << "0.000001"
                                    << "1";
    QTest::newRow("zero") << "0"
                          << "0";
}

void TestDecimal::ceilAndWhole()
{
    QFETCH(QString, value);
    QFETCH(QString, ceiling);
    const Decimal x = dec(value.toUtf8().constData());
    QCOMPARE(QString::fromStdString(x.ceil().toString()), ceiling);
    QVERIFY(x.ceil().isWhole());
    QCOMPARE(x.isWhole(), value == ceiling);
}

void TestDecimal::toInt64()
{
    QCOMPARE(dec("42").toInt64(), std::optional<std::int64_t>(42));
    QCOMPARE(dec("-9223372036854775808").toInt64(), std::optional<std::int64_t>(INT64_MIN));
    QCOMPARE(dec("9223372036854775807").toInt64(), std::optional<std::int64_t>(INT64_MAX));
    QVERIFY(!dec("9223372036854775808").toInt64());
    QVERIFY(!dec("1.5").toInt64());
    QCOMPARE(dec("2.0").toInt64(), std::optional<std::int64_t>(2));
    QVERIFY(dec("-2").isNegative());
    QVERIFY(!Decimal().isNegative());
    QVERIFY(Decimal().isZero());
}

void TestDecimal::hashGoesByValue()
{
    QCOMPARE(dec("1.0").hash(), Decimal::fromInt(1).hash());
    std::unordered_set<Decimal> players;
    players.insert(dec("1"));
    players.insert(dec("1.0"));
    players.insert(dec("1.3514"));
    players.insert(dec("2"));
    QCOMPARE(players.size(), std::size_t(3));
    QVERIFY(players.count(dec("1.35140")) == 1);
}

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
