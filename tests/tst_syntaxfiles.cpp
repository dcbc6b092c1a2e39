#include "language.h"
#include "languagesupport.h"

#include "config-foulplay.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using Foulplay::Ui::Language;

namespace {

// What a syntax definition says, as far as the test needs it.
struct Definition {
    QString name;
    QString extensions;
    QSet<QString> listItems; // every <item> of every <list>, lower case
    QSet<QChar> normalChars; // AnyChar/DetectChar characters of the "Normal" context
    QSet<QString> contexts;
    QSet<QString> itemDatas;
    QStringList usedContexts;   // context="..." of rules and contexts
    QStringList usedAttributes; // attribute="..."
    QStringList defaultStyles;  // defStyleNum="..."
};

QString syntaxPath(const QString &file)
{
    return QStringLiteral(FOULPLAY_SOURCE_DIR "/resources/syntax/") + file;
}

bool readDefinition(const QString &path, Definition &definition, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    QXmlStreamReader xml(&file);
    QString context;
    bool inList = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("list"))
            inList = false;
        if (!xml.isStartElement())
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        const auto name = xml.name();
        if (name == QLatin1String("language")) {
            definition.name = attributes.value(QLatin1String("name")).toString();
            definition.extensions = attributes.value(QLatin1String("extensions")).toString();
        } else if (name == QLatin1String("list")) {
            inList = true;
        } else if (name == QLatin1String("item") && inList) {
            definition.listItems.insert(xml.readElementText().trimmed().toLower());
        } else if (name == QLatin1String("context")) {
            context = attributes.value(QLatin1String("name")).toString();
            definition.contexts.insert(context);
            for (const char *key : {"lineEndContext", "fallthroughContext"}) {
                if (attributes.hasAttribute(QLatin1String(key)))
                    definition.usedContexts.append(attributes.value(QLatin1String(key)).toString());
            }
        } else if (name == QLatin1String("itemData")) {
            definition.itemDatas.insert(attributes.value(QLatin1String("name")).toString());
            definition.defaultStyles.append(attributes.value(QLatin1String("defStyleNum")).toString());
        } else {
            if (attributes.hasAttribute(QLatin1String("context")) && name != QLatin1String("IncludeRules"))
                definition.usedContexts.append(attributes.value(QLatin1String("context")).toString());
            if (attributes.hasAttribute(QLatin1String("attribute")))
                definition.usedAttributes.append(attributes.value(QLatin1String("attribute")).toString());
            if (context == QLatin1String("Normal")) {
                if (name == QLatin1String("AnyChar")) {
                    for (QChar c : attributes.value(QLatin1String("String")))
                        definition.normalChars.insert(c);
                } else if (name == QLatin1String("DetectChar")) {
                    for (QChar c : attributes.value(QLatin1String("char")))
                        definition.normalChars.insert(c);
                }
            }
        }
        if (name == QLatin1String("context") || name == QLatin1String("language")) {
            for (const QXmlStreamAttribute &attribute : attributes) {
                if (attribute.name() == QLatin1String("attribute"))
                    definition.usedAttributes.append(attribute.value().toString());
            }
        }
    }
    if (xml.hasError()) {
        error = QStringLiteral("%1:%2:%3: %4")
                    .arg(path)
                    .arg(xml.lineNumber())
                    .arg(xml.columnNumber())
                    .arg(xml.errorString());
        return false;
    }
    return true;
}

} // namespace

class TestSyntaxFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wellFormed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Language>("language");
        QTest::newRow("unfair") << QStringLiteral("unfair.xml") << Language::Unfair;
        QTest::newRow("cheat") << QStringLiteral("cheat.xml") << Language::Cheat;
        QTest::newRow("fyb") << QStringLiteral("fukyorbrane.xml") << Language::Fyb;
    }

    void wellFormed()
    {
        QFETCH(QString, file);
        QFETCH(Language, language);
        Definition definition;
        QString error;
        QVERIFY2(readDefinition(syntaxPath(file), definition, error), qPrintable(error));

        QCOMPARE(definition.name, Foulplay::Ui::descriptor(language).displayName());
        const QString extension = Foulplay::Ui::descriptor(language).fileExtension();
        QCOMPARE(definition.extensions, QStringLiteral("*.") + extension);
        QCOMPARE(Foulplay::Ui::languageForFileName(QStringLiteral("x.") + extension), language);

        // Every context and style a rule names is defined.
        QVERIFY(definition.contexts.contains(QStringLiteral("Normal")));
        for (const QString &context : std::as_const(definition.usedContexts)) {
            if (context.startsWith(QLatin1Char('#')))
                continue;
            QVERIFY2(definition.contexts.contains(context), qPrintable(context));
        }
        for (const QString &attribute : std::as_const(definition.usedAttributes))
            QVERIFY2(definition.itemDatas.contains(attribute), qPrintable(attribute));
        static const QSet<QString> styles{
            QStringLiteral("dsNormal"),   QStringLiteral("dsKeyword"),     QStringLiteral("dsFunction"),
            QStringLiteral("dsVariable"), QStringLiteral("dsControlFlow"), QStringLiteral("dsOperator"),
            QStringLiteral("dsBuiltIn"),  QStringLiteral("dsExtension"),   QStringLiteral("dsDataType"),
            QStringLiteral("dsDecVal"),   QStringLiteral("dsComment"),     QStringLiteral("dsAlert"),
            QStringLiteral("dsError"),    QStringLiteral("dsOthers"),
        };
        for (const QString &style : std::as_const(definition.defaultStyles))
            QVERIFY2(styles.contains(style), qPrintable(style));
    }

    void keywordsAgreeWithLexers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Language>("language");
        QTest::newRow("unfair") << QStringLiteral("unfair.xml") << Language::Unfair;
        QTest::newRow("cheat") << QStringLiteral("cheat.xml") << Language::Cheat;
    }

    void keywordsAgreeWithLexers()
    {
        QFETCH(QString, file);
        QFETCH(Language, language);
        Definition definition;
        QString error;
        QVERIFY2(readDefinition(syntaxPath(file), definition, error), qPrintable(error));
        const QStringList lexer = Foulplay::Ui::LanguageSupport::keywords(language);
        QVERIFY(!lexer.isEmpty());
        const QSet<QString> expected(lexer.begin(), lexer.end());
        const QSet<QString> missing = expected - definition.listItems;
        const QSet<QString> extra = definition.listItems - expected;
        QVERIFY2(missing.isEmpty(), qPrintable(QStringList(missing.begin(), missing.end()).join(QLatin1Char(' '))));
        QVERIFY2(extra.isEmpty(), qPrintable(QStringList(extra.begin(), extra.end()).join(QLatin1Char(' '))));
    }

    void fybCommandsAgreeWithLexer()
    {
        Definition definition;
        QString error;
        QVERIFY2(readDefinition(syntaxPath(QStringLiteral("fukyorbrane.xml")), definition, error), qPrintable(error));
        QSet<QChar> expected;
        for (const QString &command : Foulplay::Ui::LanguageSupport::keywords(Language::Fyb))
            expected.insert(command.at(0));
        expected.insert(QLatin1Char('(')); // the comment
        QCOMPARE(definition.normalChars, expected);
    }

    void brokenFileIsReported()
    {
        const QString path = QDir::temp().filePath(QStringLiteral("foulplay-broken-syntax.xml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<language name=\"X\"><highlighting><list></highlighting>");
        file.close();
        Definition definition;
        QString error;
        QVERIFY(!readDefinition(path, definition, error));
        QVERIFY(!error.isEmpty());
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestSyntaxFiles)
#include "tst_syntaxfiles.moc"
