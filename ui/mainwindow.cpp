#include "mainwindow.h"

#include "config-foulplay.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace Foulplay::Ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_editor(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Foul Play"));
    m_editor->setObjectName(QStringLiteral("editor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setCentralWidget(m_editor);
    createMenus();
    statusBar()->showMessage(tr("Editing"));
    resize(1000, 700);
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addAction(tr("&Undo"), QKeySequence::Undo, m_editor, &QPlainTextEdit::undo);
    editMenu->addAction(tr("&Redo"), QKeySequence::Redo, m_editor, &QPlainTextEdit::redo);
    editMenu->addSeparator();
    editMenu->addAction(tr("Cu&t"), QKeySequence::Cut, m_editor, &QPlainTextEdit::cut);
    editMenu->addAction(tr("&Copy"), QKeySequence::Copy, m_editor, &QPlainTextEdit::copy);
    editMenu->addAction(tr("&Paste"), QKeySequence::Paste, m_editor, &QPlainTextEdit::paste);

    menuBar()->addMenu(tr("&Run"));
    menuBar()->addMenu(tr("&View"));

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Foul Play"), this, &MainWindow::showAbout);
    helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

bool MainWindow::openFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open File"),
                             tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_editor->setPlainText(QString::fromUtf8(file.readAll()));
    setWindowTitle(tr("%1 — Foul Play").arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Foul Play"),
                       tr("<h3>Foul Play %1</h3>"
                          "<p>An IDE and visual debugger for Unfair, Cheat and FukYorBrane.</p>")
                           .arg(QStringLiteral(FOULPLAY_VERSION)));
}

} // namespace Foulplay::Ui
