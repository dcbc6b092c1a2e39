#pragma once

#include <QObject>

class QFileDialog;

namespace Foulplay::Ui {

// Fits the columns of Qt's own file dialog (the one shown where the desktop
// offers none) to their titles and contents each time one is shown: its
// fixed widths cut longer titles short, such as German's "Änderungsdatum".
// Watches the whole application while it lives. GUI thread only.
class FileDialogColumns final : public QObject {
    Q_OBJECT

public:
    explicit FileDialogColumns(QObject *parent = nullptr);
    ~FileDialogColumns() override;

    // The name takes the room left; size, type and date fit their titles and values.
    static void fit(QFileDialog *dialog);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Foulplay::Ui
