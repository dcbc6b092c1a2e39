#pragma once

#include "common/diagnostic.h"

#include <QAbstractTableModel>
#include <QList>

#include <vector>

namespace Foulplay::Ui {

// The diagnostics of one file as a table: severity, line, column, message
// (with the hint, when there is one). GUI thread only.
class ProblemsModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SeverityColumn, LineColumn, ColumnColumn, MessageColumn, ColumnCount };
    enum Role { LineRole = Qt::UserRole + 1, ColumnRole };

    explicit ProblemsModel(QObject *parent = nullptr);

    // Replaces the listed diagnostics (sorted by position).
    void setDiagnostics(std::vector<Core::Diagnostic> diagnostics);
    void setDiagnostics(const QList<Core::Diagnostic> &diagnostics);
    const std::vector<Core::Diagnostic> &diagnostics() const { return m_diagnostics; }
    int errorCount() const;
    int warningCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Core::Diagnostic> m_diagnostics;
};

} // namespace Foulplay::Ui
