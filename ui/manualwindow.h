#pragma once

#include "language.h"

#include <QString>
#include <QWidget>

class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace Foulplay::Ui {

class ManualBrowser;

// The user manual in a window of its own ("Foul Play Manual"): the
// docs/*.md chapters bundled as resources under :/docs/, rendered by
// QTextBrowser with working links and pictures, and a contents list of
// chapters and their sections beside them. GUI thread only.
class ManualWindow final : public QWidget {
    Q_OBJECT

public:
    // A place in the manual (see ManualSection).
    using Section = ManualSection;

    explicit ManualWindow(QWidget *parent = nullptr);

    // Shows section, scrolled so that its heading is the first line. An
    // unknown heading shows the top of the page.
    void showSection(const Section &section);
    // The chapter shown ("ide.md") and the heading of the section at the top
    // of the view (empty above the first heading).
    QString currentPage() const;
    QString headingAtTop() const;
    QTextBrowser *browser() const;
    QTreeWidget *contents() const { return m_contents; }

    // Where the manual explains a word of a program, as HoverDocs::keywordAt()
    // names it (an Unfair sentence key, a Cheat word and the word before it,
    // an FYB command character), as the language's descriptor tells. An
    // empty page when the manual says nothing.
    static Section sectionFor(std::optional<Language> language, const QString &keyword,
                              const QString &previousWord = {});

private:
    void fillContents();
    void syncContents();

    ManualBrowser *m_browser = nullptr;
    QTreeWidget *m_contents = nullptr;
};

} // namespace Foulplay::Ui
