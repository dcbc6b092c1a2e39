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

protected:
    // The current tab's shortest is as much of its name as the room left
    // beside the other tabs' shortest allows, up to the whole name.
    QSize minimumTabSizeHint(int index) const override
    {
        QSize size = QTabBar::minimumTabSizeHint(index);
        if (index != currentIndex())
            return size;
        int others = 0;
        for (int i = 0; i < count(); ++i) {
            if (i != index)
                others += QTabBar::minimumTabSizeHint(i).width();
        }
        const int whole = std::max(size.width(), tabSizeHint(index).width());
        size.setWidth(std::clamp(width() - others, size.width(), whole));
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
