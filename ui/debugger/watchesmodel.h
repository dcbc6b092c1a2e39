#pragma once

#include "debug/debugsnapshot.h"
#include "debug/debugtypes.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace Foulplay::Core::Debug {
class DebugEngine;
}

namespace Foulplay::Ui::Debugger {

// The Watches dock's table: expressions in the condition language and
// their values at the latest stop. A value that differs from the previous
// stop is marked changed (bold, highlighted). Values are computed from the
// session's snapshot by an engine of its own, loaded with the run's
// programs (views never reach into the session's engine). GUI thread only.
class WatchesModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ExpressionColumn, ValueColumn, ColumnCount };
    enum Role { ChangedRole = Qt::UserRole + 1 };

    explicit WatchesModel(QObject *parent = nullptr);
    ~WatchesModel() override;

    QStringList expressions() const;
    void setExpressions(const QStringList &expressions);
    void addExpression(const QString &expression);
    void removeExpression(int row);
    // The value shown for a row ("12", "—", or "column 3: ...").
    QString value(int row) const;
    bool isChanged(int row) const;

    // The programs of a new run (FYB: both warriors); values reset to "—".
    void setProgram(Core::Debug::Language language, const QStringList &sources);
    // No program (a tab that has not run yet): every value "—".
    void clearProgram();
    // Evaluates every expression at the snapshot; changed marks what differs
    // from the last evaluation.
    void evaluate(const Core::Debug::DebugSnapshot &snapshot);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // An expression was added, edited or removed.
    void expressionsChanged();

private:
    struct Watch {
        QString expression;
        QString value;
        bool changed = false;
    };
    QString compute(const QString &expression) const;
    void resetValues();

    QList<Watch> m_watches;
    Core::Debug::Language m_language{};
    std::unique_ptr<Core::Debug::DebugEngine> m_engine; // null until a program loads
    bool m_evaluated = false;
};

} // namespace Foulplay::Ui::Debugger
