#pragma once

// Helpers shared by the main window's widget tests.

#include <QAbstractButton>
#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QWidget>

namespace TestHelpers {

// Makes window the active window (Qt 6.5 deprecates the way Qt 6.4 needs).
inline void activate(QWidget *window)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    window->activateWindow();
#else
    QApplication::setActiveWindow(window);
#endif
}

// Answers the next message box with button (polling until one shows up), so
// that a test can drive code that asks a question.
inline void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        if (text)
            *text = box->text();
        if (QAbstractButton *b = box->button(button))
            b->click();
        else
            box->reject();
    });
    timer->start();
}

// Settings and data in a private test location, empty at the start.
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("foulplay-tests"));
    // One settings file per test program: CTest runs them side by side, and
    // one program's clear() must not wipe what another just saved.
    QApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
    QSettings().clear();
}

// Saves a picture of widget as name.png into $FOULPLAY_SHOTS_DIR when it is
// set (to look at the window in each state); does nothing otherwise.
inline void shoot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("FOULPLAY_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QApplication::processEvents();
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

} // namespace TestHelpers
