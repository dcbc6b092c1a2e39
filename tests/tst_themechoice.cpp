// The editor's theme choice: which themes are offered (KSyntaxHighlighting's
// where it was found at build time, the built-in light and dark otherwise),
// that each one is the theme applied, and that the choice is saved.

#include "appsettings.h"
#include "codeeditor.h"
#include "consoledock.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "theme.h"
#include "uitesthelpers.h"

#include "config-foulplay.h"

#if HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>
#endif

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include <cstdlib>
#include <utility>

using Foulplay::Core::TokenKind;
using Foulplay::Ui::AppSettings;
using Foulplay::Ui::CodeEditor;
using Foulplay::Ui::Language;
using Foulplay::Ui::SettingsDialog;
using Foulplay::Ui::Theme;

class TestThemeChoice : public QObject {
    Q_OBJECT

private:
    static QStringList ids()
    {
        QStringList result;
        for (const Theme::Choice &choice : Theme::choices())
            result.append(choice.id);
        return result;
    }

    static QColor foregroundAt(const CodeEditor &editor, int column)
    {
        const QTextBlock block = editor.document()->firstBlock();
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (column >= range.start && column < range.start + range.length)
                return range.format.foreground().color();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { TestHelpers::isolateSettings(); }

    void offeredThemesMatchThePlatform()
    {
        const QStringList offered = ids();
#if HAVE_KSYNTAXHIGHLIGHTING
        // Every theme of the repository, and nothing else.
        KSyntaxHighlighting::Repository repository;
        QSet<QString> expected;
        for (const KSyntaxHighlighting::Theme &theme : repository.themes())
            expected.insert(theme.name());
        QCOMPARE(QSet<QString>(offered.cbegin(), offered.cend()), expected);
        QCOMPARE(offered.size(), expected.size());
        for (const char *name :
             {"Breeze Light", "Breeze Dark", "Solarized Light", "Solarized Dark", "Dracula", "Monokai"})
            QVERIFY2(offered.contains(QLatin1String(name)), name);
        QCOMPARE(Theme::defaultId(Theme::Variant::Light), QStringLiteral("Breeze Light"));
        QCOMPARE(Theme::defaultId(Theme::Variant::Dark), QStringLiteral("Breeze Dark"));
        for (const Theme::Choice &choice : Theme::choices()) {
            QVERIFY(!choice.builtIn);
            QVERIFY(!choice.title.isEmpty());
        }
#else
        QCOMPARE(offered, (QStringList{QStringLiteral("Foul Play Light"), QStringLiteral("Foul Play Dark")}));
        QVERIFY(Theme::choices().at(0).builtIn && Theme::choices().at(1).builtIn);
        QCOMPARE(*Theme::choices().at(0).builtIn, Theme::Variant::Light);
        QCOMPARE(*Theme::choices().at(1).builtIn, Theme::Variant::Dark);
        QCOMPARE(Theme::defaultId(Theme::Variant::Light), QStringLiteral("Foul Play Light"));
        QCOMPARE(Theme::defaultId(Theme::Variant::Dark), QStringLiteral("Foul Play Dark"));
#endif
        QVERIFY(offered.contains(Theme::defaultId(Theme::Variant::Light)));
        QVERIFY(offered.contains(Theme::defaultId(Theme::Variant::Dark)));
    }

    void everyOfferedThemeIsTheOneApplied()
    {
        CodeEditor editor;
        editor.setLanguage(Language::Cheat);
        editor.setPlainText(QStringLiteral("Alice counts.\n"));
        editor.resize(500, 200);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));

        QSet<QString> grounds;
        for (const QString &id : ids()) {
            const std::optional<Theme> theme = Theme::byId(id);
            QVERIFY2(theme, qPrintable(id));
            QCOMPARE(theme->id(), id);
            editor.setTheme(*theme);
            QCOMPARE(editor.theme().id(), id);
            QCOMPARE(editor.palette().color(QPalette::Base), theme->background);
            // "counts" at column 6 is a keyword.
            QCOMPARE(foregroundAt(editor, 6), theme->format(TokenKind::Keyword).foreground().color());
#if HAVE_KSYNTAXHIGHLIGHTING
            // The colours are the KSyntaxHighlighting theme's own.
            KSyntaxHighlighting::Repository repository;
            const KSyntaxHighlighting::Theme source = repository.theme(id);
            QCOMPARE(source.name(), id);
            QCOMPARE(theme->background.rgba(), source.editorColor(KSyntaxHighlighting::Theme::BackgroundColor));
            if (const QRgb keyword = source.textColor(KSyntaxHighlighting::Theme::Keyword))
                QCOMPARE(foregroundAt(editor, 6).rgba(), keyword);
            QCOMPARE(theme->name(), source.translatedName());
#else
            QCOMPARE(theme->background, Theme::builtIn(theme->variant()).background);
#endif
            grounds.insert(theme->background.name());
        }
        // Choosing another theme changes the colours.
        QVERIFY(grounds.size() > 1);
    }

    void unknownThemeFollowsTheSystem()
    {
        QVERIFY(!Theme::byId(QString()));
        QVERIFY(!Theme::byId(QStringLiteral("No Such Theme")));
#if HAVE_KSYNTAXHIGHLIGHTING
        // Only the themes offered: the built-in ones are not among them here.
        QVERIFY(!Theme::byId(QStringLiteral("Foul Play Dark")));
#endif
    }

    void settingsDialogListsEveryTheme()
    {
        AppSettings settings;
        SettingsDialog dialog(settings);
        auto *box = dialog.findChild<QComboBox *>(QStringLiteral("theme"));
        QVERIFY(box);
        const QList<Theme::Choice> choices = Theme::choices();
        QCOMPARE(box->count(), choices.size() + 1);
        QCOMPARE(box->currentIndex(), 0);
        QCOMPARE(box->itemData(0).toString(), QString());
        for (int i = 0; i < choices.size(); ++i) {
            QCOMPARE(box->itemData(i + 1).toString(), choices.at(i).id);
            QCOMPARE(box->itemText(i + 1), SettingsDialog::themeTitle(choices.at(i)));
            QVERIFY(!box->itemText(i + 1).isEmpty());
        }
        QCOMPARE(dialog.settings(), settings);

        box->setCurrentIndex(box->count() - 1);
        QCOMPARE(dialog.settings().theme, choices.last().id);

        // A saved theme shows as chosen.
        settings.theme = Theme::defaultId(Theme::Variant::Dark);
        SettingsDialog again(settings);
        auto *shown = again.findChild<QComboBox *>(QStringLiteral("theme"));
        QCOMPARE(shown->currentData().toString(), settings.theme);
        QCOMPARE(again.settings(), settings);
    }

    void settingsDialogKeepsAThemeThisBuildLacks()
    {
        AppSettings settings;
        settings.theme = QStringLiteral("No Such Theme");
        SettingsDialog dialog(settings);
        auto *box = dialog.findChild<QComboBox *>(QStringLiteral("theme"));
        QCOMPARE(box->currentIndex(), 0);
        QCOMPARE(dialog.settings().theme, settings.theme);
        box->setCurrentIndex(1);
        QCOMPARE(dialog.settings().theme, Theme::choices().first().id);
    }

    // A dark theme on a light desktop darkens the whole window, not only the
    // editor; following the system again gives the desktop's palette back.
    void wholeWindowFollowsTheTheme()
    {
        QTemporaryDir dir;
        Foulplay::Ui::MainWindow window(nullptr, dir.filePath(QStringLiteral("recovery")));
        const QPalette system = QApplication::palette();
        QVERIFY2(!Theme::isDark(system), "the test's desktop is light");
        AppSettings settings = window.settings();
        for (const Theme::Choice &choice : Theme::choices()) {
            if (Theme::byId(choice.id)->variant() == Theme::Variant::Dark)
                settings.theme = choice.id;
        }
        QVERIFY(!settings.theme.isEmpty());
        window.setSettings(settings);
        QApplication::processEvents(); // the widgets take the new palette from a posted event
        const Theme dark = *Theme::byId(settings.theme);
        QVERIFY(Theme::isDark(QApplication::palette()));
        QVERIFY(Theme::isDark(window.console()->palette()));
        QVERIFY(window.console()->palette().color(QPalette::Window).lightness() < 100);
        QCOMPARE(window.console()->palette().color(QPalette::Base), dark.background);
        QCOMPARE(window.console()->palette().color(QPalette::Text), dark.foreground);
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            QVERIFY2(dock->palette().color(QPalette::Window).lightness() < 100, qPrintable(dock->objectName()));
        // Text stays readable on every ground.
        const QPalette palette = QApplication::palette();
        for (const auto &[ground, ink] :
             {std::pair{QPalette::Window, QPalette::WindowText}, std::pair{QPalette::Base, QPalette::Text},
              std::pair{QPalette::Button, QPalette::ButtonText},
              std::pair{QPalette::Highlight, QPalette::HighlightedText}})
            QVERIFY(std::abs(palette.color(ink).lightness() - palette.color(ground).lightness()) > 100);

        settings.theme.clear();
        window.setSettings(settings);
        QApplication::processEvents();
        QCOMPARE(QApplication::palette(), system);
        QVERIFY(!Theme::isDark(window.console()->palette()));
    }

    void choiceIsSavedAndLoaded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        AppSettings chosen;
        chosen.theme = ids().last();
        {
            QSettings store(path, QSettings::IniFormat);
            chosen.save(store);
        }
        QSettings store(path, QSettings::IniFormat);
        QCOMPARE(AppSettings::load(store).theme, chosen.theme);
    }

    void numberedThemesOfOlderSettingsAreRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        const QList<std::pair<int, QString>> cases = {
            {0, QString()},
            {1, Theme::defaultId(Theme::Variant::Light)},
            {2, Theme::defaultId(Theme::Variant::Dark)},
        };
        for (const auto &[number, id] : cases) {
            QSettings store(path, QSettings::IniFormat);
            store.clear();
            store.setValue(QStringLiteral("ide/theme"), number);
            AppSettings settings = AppSettings::load(store);
            QCOMPARE(settings.theme, id);
            settings.save(store);
            QVERIFY(!store.contains(QStringLiteral("ide/theme")));
            QCOMPARE(AppSettings::load(store).theme, id);
        }
    }
};

QTEST_MAIN(TestThemeChoice)
#include "tst_themechoice.moc"
