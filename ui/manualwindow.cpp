#include "manualwindow.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeySequence>
#include <QPixmap>
#include <QShortcut>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextFrame>
#include <QTreeWidget>

#include <algorithm>
#include <vector>

namespace Foulplay::Ui {

namespace {

const QString manualRoot = QStringLiteral("qrc:/docs/");

// A heading as the reader sees it: Markdown's code marks gone.
QString plainHeading(QString heading)
{
    return heading.remove(u'`').trimmed();
}

// The anchor GitHub gives a heading ("The original examples" ->
// "the-original-examples"), which is what links inside the manual use.
QString anchorOf(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            anchor += c;
        else if (c == u' ')
            anchor += u'-';
    }
    return anchor;
}

QString readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

// Renders the manual's Markdown and goes to a heading for "page.md#anchor"
// links, which QTextBrowser cannot do by itself: Markdown headings carry no
// anchor names.
class ManualBrowser final : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    // Scrolls so that the first heading accepted by matches is the first line.
    template<typename Match> bool scrollToHeading(Match matches)
    {
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 0 || !matches(block.text()))
                continue;
            QTextCursor cursor(block);
            setTextCursor(cursor);
            const QRectF rect = document()->documentLayout()->blockBoundingRect(block);
            verticalScrollBar()->setValue(int(rect.top()));
            return true;
        }
        verticalScrollBar()->setValue(0);
        return false;
    }

private:
    // Pictures no wider than the pane (smaller ones keep their size), so
    // that a screenshot of the window shows whole without scrolling sideways.
    void fitImages()
    {
        const qreal room = viewport()->width() - 2 * document()->documentMargin() - 4;
        if (room <= 0)
            return;
        struct Picture {
            int position;
            int length;
            QTextImageFormat format;
        };
        std::vector<Picture> pictures;
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                if (fragment.isValid() && fragment.charFormat().isImageFormat())
                    pictures.push_back({fragment.position(), fragment.length(), fragment.charFormat().toImageFormat()});
            }
        }
        for (Picture &picture : pictures) {
            const QVariant resource = document()->resource(QTextDocument::ImageResource, QUrl(picture.format.name()));
            QSizeF natural = resource.value<QImage>().size();
            if (natural.isEmpty())
                natural = resource.value<QPixmap>().size();
            if (natural.isEmpty())
                natural = QImage::fromData(resource.toByteArray()).size();
            if (natural.isEmpty())
                continue;
            const qreal width = std::min(room, natural.width());
            if (qFuzzyCompare(picture.format.width(), width))
                continue;
            picture.format.setWidth(width);
            picture.format.setHeight(natural.height() * width / natural.width());
            QTextCursor cursor(document());
            cursor.setPosition(picture.position);
            cursor.setPosition(picture.position + picture.length, QTextCursor::KeepAnchor);
            cursor.setCharFormat(picture.format);
        }
    }

    // Markdown headings made only of code (### `P counts.`) come out in the
    // body's size: every heading is made bold and large, by its level.
    void emphasiseHeadings()
    {
        const qreal base = font().pointSizeF();
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
            const int level = block.blockFormat().headingLevel();
            if (level == 0)
                continue;
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            QTextCharFormat format;
            format.setFontWeight(QFont::Bold);
            format.setFontPointSize(base * (level == 1 ? 1.8 : level == 2 ? 1.4 : 1.15));
            cursor.mergeCharFormat(format);
        }
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTextBrowser::resizeEvent(event);
        fitImages();
    }

    void doSetSource(const QUrl &name, QTextDocument::ResourceType type) override
    {
        QUrl page = name;
        page.setFragment({});
        if (page != source()) {
            QTextBrowser::doSetSource(page, type);
            emphasiseHeadings();
            fitImages();
        }
        // Room below the end, so that a section near the end can still be
        // scrolled to the top, whatever the font's size.
        QTextFrameFormat frame = document()->rootFrame()->frameFormat();
        if (frame.bottomMargin() < viewport()->height()) {
            frame.setBottomMargin(viewport()->height());
            document()->rootFrame()->setFrameFormat(frame);
        }
        const QString fragment = name.fragment();
        if (!fragment.isEmpty())
            scrollToHeading([&fragment](const QString &text) { return anchorOf(text) == fragment; });
    }
};

ManualWindow::ManualWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new ManualBrowser(this))
    , m_contents(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("Foul Play Manual"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({QStringLiteral(":/docs")});
    m_contents->setObjectName(QStringLiteral("manualContents"));
    m_contents->setHeaderHidden(true);
    m_contents->header()->setStretchLastSection(true);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    fillContents();
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showSection({item->data(0, Qt::UserRole).toString(), item->data(0, Qt::UserRole + 1).toString()});
    });
    connect(m_contents, &QTreeWidget::itemClicked, m_contents, &QTreeWidget::itemActivated);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &ManualWindow::syncContents);

    // Esc and Ctrl+W (and the platform's other Close keys) close it, as
    // they close a help browser or a browser's tab.
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}) {
        if (!closeKeys.contains(key))
            closeKeys.append(key);
    }
    auto *closeShortcut = new QShortcut(this);
    closeShortcut->setKeys(closeKeys);
    closeShortcut->setContext(Qt::WindowShortcut);
    connect(closeShortcut, &QShortcut::activated, this, &QWidget::close);

    const int em = fontMetrics().averageCharWidth();
    resize(em * 160, fontMetrics().height() * 50);
    m_contents->setMinimumWidth(em * 28);
    showSection({QStringLiteral("README.md"), {}});
}

void ManualWindow::fillContents()
{
    // The chapters in the order of the manual's own contents page, each with
    // its sections (## headings).
    static const QRegularExpression chapterLink(QStringLiteral("^- \\[([^\\]]+)\\]\\(([^)#]+\\.md)\\)"));
    auto *top = new QTreeWidgetItem(m_contents, {tr("Contents")});
    top->setData(0, Qt::UserRole, QStringLiteral("README.md"));
    const QStringList lines = readResource(QStringLiteral(":/docs/README.md")).split(u'\n');
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = chapterLink.match(line);
        if (!match.hasMatch())
            continue;
        const QString page = match.captured(2);
        auto *chapter = new QTreeWidgetItem(m_contents, {match.captured(1)});
        chapter->setData(0, Qt::UserRole, page);
        const QStringList chapterLines = readResource(QStringLiteral(":/docs/") + page).split(u'\n');
        bool inCode = false;
        for (const QString &chapterLine : chapterLines) {
            if (chapterLine.startsWith(QLatin1String("```")))
                inCode = !inCode;
            if (inCode || !chapterLine.startsWith(QLatin1String("## ")))
                continue;
            const QString heading = plainHeading(chapterLine.mid(3));
            auto *section = new QTreeWidgetItem(chapter, {heading});
            section->setData(0, Qt::UserRole, page);
            section->setData(0, Qt::UserRole + 1, heading);
        }
    }
}

void ManualWindow::syncContents()
{
    // The chapter shown, and its section at the top of the view, are the
    // current entries of the contents.
    const QString page = currentPage();
    const QString heading = headingAtTop();
    for (int i = 0; i < m_contents->topLevelItemCount(); ++i) {
        QTreeWidgetItem *chapter = m_contents->topLevelItem(i);
        if (chapter->data(0, Qt::UserRole).toString() != page)
            continue;
        chapter->setExpanded(true);
        QTreeWidgetItem *current = chapter;
        for (int j = 0; j < chapter->childCount(); ++j) {
            if (chapter->child(j)->text(0) == heading)
                current = chapter->child(j);
        }
        m_contents->setCurrentItem(current);
        m_contents->scrollToItem(current);
        return;
    }
}

QTextBrowser *ManualWindow::browser() const
{
    return m_browser;
}

void ManualWindow::showSection(const Section &section)
{
    const QString page = section.page.isEmpty() ? QStringLiteral("README.md") : section.page;
    const QUrl url(manualRoot + page);
    if (m_browser->source() != url)
        m_browser->setSource(url, QTextDocument::MarkdownResource);
    const QString heading = plainHeading(section.heading);
    if (heading.isEmpty())
        m_browser->verticalScrollBar()->setValue(0);
    else
        m_browser->scrollToHeading([&heading](const QString &text) { return text.startsWith(heading); });
    syncContents();
}

QString ManualWindow::currentPage() const
{
    return m_browser->source().fileName();
}

QString ManualWindow::headingAtTop() const
{
    const QTextCursor top = m_browser->cursorForPosition(QPoint(0, 1));
    for (QTextBlock block = top.block(); block.isValid(); block = block.previous()) {
        if (block.blockFormat().headingLevel() > 0)
            return block.text();
    }
    return {};
}

ManualWindow::Section ManualWindow::sectionFor(std::optional<Language> language, const QString &keyword,
                                               const QString &previousWord)
{
    return languageWords(language).manualSection(keyword, previousWord);
}

} // namespace Foulplay::Ui
