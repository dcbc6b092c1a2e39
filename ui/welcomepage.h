#pragma once

#include "language.h"

#include <QStringList>
#include <QWidget>

class QLabel;

namespace Foulplay::Ui {

// What the main window shows while no document is open: buttons for a new
// program of each language, the bundled examples by language with a line
// each, the recent files and links into the manual. It only says what was
// chosen; the main window acts. GUI thread only.
class WelcomePage final : public QWidget {
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

    // Shows these files (newest first) under "Recent files".
    void setRecentFiles(const QStringList &paths);

    // Acts on one of the page's links, as a click does: "example:PATH",
    // "recent:PATH" or "manual:PAGE.md". Unknown links are ignored.
    void activateLink(const QString &link);

Q_SIGNALS:
    void newProgramRequested(Foulplay::Ui::Language language);
    void exampleRequested(const QString &resourcePath);
    void recentFileRequested(const QString &path);
    // page is a file of the manual, e.g. "ide.md".
    void manualRequested(const QString &page);

private:
    QLabel *linkLabel(const QString &html);

    QLabel *m_recent = nullptr;
};

} // namespace Foulplay::Ui
