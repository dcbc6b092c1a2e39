// The Help menu of the main window: examples, the manual (F1, also at the
// word under the editor's cursor) and the About box.
#include "mainwindow.h"

#include "editor/codeeditor.h"
#include "examplesmenu.h"
#include "manualwindow.h"

#include "config-foulplay.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QStyle>

namespace Foulplay::Ui {

void MainWindow::createHelpMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&Help"));
    QAction *manual = menu->addAction(tr("User &Manual"), QKeySequence(tr("F1")), this, &MainWindow::showContextHelp);
    manual->setObjectName(QStringLiteral("actionManual"));
    manual->setStatusTip(tr("Opens the manual; in the editor, at the section about the word under the cursor"));
    auto *examples = new ExamplesMenu(menu);
    menu->addMenu(examples);
    connect(examples, &ExamplesMenu::exampleChosen, this, &MainWindow::openExample);
    menu->addSeparator();
    QAction *about = menu->addAction(tr("&About Foul Play"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    menu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

ManualWindow *MainWindow::manualWindow() const
{
    return m_manual;
}

void MainWindow::showManual(const QString &page, const QString &heading)
{
    if (!m_manual) {
        // A window of its own, not a child: it stays open beside the IDE and
        // goes with it (see ~MainWindow).
        m_manual = new ManualWindow(nullptr);
        m_manual->setAttribute(Qt::WA_DeleteOnClose);
        m_manual->setWindowIcon(windowIcon());
        if (const QScreen *screen = this->screen()) {
            const QRect available = screen->availableGeometry();
            m_manual->setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter,
                                                      (QSizeF(available.size()) * 0.7).toSize(), available));
        }
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
    m_manual->showSection({page, heading});
}

void MainWindow::showContextHelp()
{
    CodeEditor *e = editor();
    if (e && e->hasFocus()) {
        QString previous;
        const int position = e->textCursor().position();
        QString keyword = e->keywordAt(position, &previous);
        // The cursor often sits just after the word it is about.
        if (keyword.isEmpty() && position > 0)
            keyword = e->keywordAt(position - 1, &previous);
        const ManualWindow::Section section = ManualWindow::sectionFor(e->language(), keyword, previous);
        if (!section.page.isEmpty()) {
            showManual(section.page, section.heading);
            return;
        }
    }
    showManual();
}

void MainWindow::showAbout()
{
    const QString highlighting = HAVE_KSYNTAXHIGHLIGHTING ? tr("KSyntaxHighlighting: used for the colour themes")
                                                          : tr("KSyntaxHighlighting: not used (built without it)");
    QMessageBox box(this);
    box.setWindowTitle(tr("About Foul Play"));
    box.setIconPixmap(windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<h3>Foul Play %1</h3>"
                   "<p>An IDE and visual debugger for Unfair, Cheat and FukYorBrane.</p>")
                    .arg(QStringLiteral(FOULPLAY_VERSION)));
    box.setInformativeText(tr("<p>Built with Qt %1, running on Qt %2.<br>%3</p>"
                              "<p>Licence: %4</p>"
                              "<p><a href=\"manual:README.md\">Open the user manual</a> (F1)</p>")
                               .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                                    highlighting.toHtmlEscaped(), QStringLiteral(FOULPLAY_LICENSE)));
    box.setObjectName(QStringLiteral("aboutBox"));
    // The link opens the manual here rather than in a web browser.
    if (auto *label = box.findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel"))) {
        label->setOpenExternalLinks(false);
        connect(label, &QLabel::linkActivated, this, [this, &box] {
            box.accept();
            showManual();
        });
    }
    box.exec();
}

} // namespace Foulplay::Ui
