#pragma once

#include <QMenu>
#include <QString>

namespace Foulplay::Ui {

// Help → Examples: the bundled example programs (under :/examples/<language>/),
// one submenu per language. GUI thread only.
class ExamplesMenu final : public QMenu {
    Q_OBJECT

public:
    struct Example {
        QString resourcePath; // ":/examples/unfair/h.unfair"
        QString title;        // translated
        QString description;  // one translated line
    };

    explicit ExamplesMenu(QWidget *parent = nullptr);

    // Every bundled example, by language, in menu order.
    static QList<Example> examples();
    // The prepared input that goes with an example (its ".input" file), or empty.
    static QString inputFor(const QString &resourcePath);

Q_SIGNALS:
    void exampleChosen(const QString &resourcePath);
};

} // namespace Foulplay::Ui
