#include "documenttabs.h"

#include <QTabBar>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

class DocumentTabBar final : public QTabBar {
public:
    explicit DocumentTabBar(QWidget *parent)
        : QTabBar(parent)
    {
        // Another tab became current: its share of the room changes.
        connect(this, &QTabBar::currentChanged, this, [this] { setElideMode(elideMode()); });
    }

    // Every tab shows at least the start of its name ("desync…"), never a
    // bare "…".
    static constexpr int readableCharacters = 6;

protected:
    // The current tab keeps its whole name; the others shorten to their
    // start, and when even that does not fit, the bar scrolls (keeping the
    // current tab in view).
    QSize minimumTabSizeHint(int index) const override
    {
        QSize size = readableSize(index);
        if (index == currentIndex())
            size.setWidth(std::max(size.width(), tabSizeHint(index).width()));
        return size;
    }

private:
    QSize readableSize(int index) const
    {
        QSize size = QTabBar::minimumTabSizeHint(index);
        const QString text = tabText(index);
        const QSize whole = tabSizeHint(index);
        if (text.size() <= readableCharacters)
            return whole;
        const QFontMetrics metrics = fontMetrics();
        const int padding = whole.width() - metrics.horizontalAdvance(text);
        const int start = metrics.horizontalAdvance(text.left(readableCharacters) + QChar(0x2026)) + 2;
        size.setWidth(std::clamp(padding + start, size.width(), whole.width()));
        return size;
    }
};

} // namespace

DocumentTabs::DocumentTabs(QWidget *parent)
    : QTabWidget(parent)
{
    setTabBar(new DocumentTabBar(this));
}

} // namespace Foulplay::Ui
