#pragma once

#include "debug/breakpoint.h"
#include "debug/conditionerror.h"
#include "debug/debugtypes.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace Foulplay::Core::Debug {

// The breakpoints of one program or battle, as the UI edits them. A table:
// one row per breakpoint; columns Enabled (checkable), Breakpoint (the
// description), Condition (editable; a bad one shows its error and is not
// accepted), Hit count (editable, 0 = none) and Hits (read-only, updated from
// the session). Lives on the UI thread; every function is for that thread.
// Connect it to a session with DebugSession::setBreakpointModel(): every
// edit reaches the session's worker as one BreakpointDiff.
class BreakpointModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { EnabledColumn, WhatColumn, ConditionColumn, HitTargetColumn, HitsColumn, ColumnCount };
    enum Role { BreakpointIdRole = Qt::UserRole + 1 };

    // The words the model shows, given by the front end: the column headers
    // and each breakpoint's description. Without one, they are empty.
    class Wording {
    public:
        virtual ~Wording() = default;
        virtual QString header(Column column) const = 0;
        virtual QString description(const Breakpoint &breakpoint) const = 0;
    };

    explicit BreakpointModel(QObject *parent = nullptr);
    // Sets the words (not owned; must outlive the model, or be reset first).
    void setWording(const Wording *wording);

    // The language whose names conditions use (default Unfair). Conditions
    // already set are checked again; a bad one is cleared.
    void setLanguage(Language language);
    Language language() const { return m_language; }

    // Adds a breakpoint (its id is assigned) and returns the id, or 0 and
    // error when its condition does not parse.
    int addBreakpoint(Breakpoint breakpoint, ConditionError *error = nullptr);
    // Adds a line breakpoint, or removes the one already on that line (the
    // gutter click / F9). Returns the id added, or 0 when it removed one.
    int toggleLineBreakpoint(int program, int line);
    bool removeBreakpoint(int id);
    void clear();
    // Applies an edit made elsewhere (the ids are the editor's own): adds,
    // changes and removes breakpoints, each keeping its hits, with one
    // breakpointsEdited(). An added or changed breakpoint whose condition
    // does not parse in the language is left out (removed when it was here).
    void apply(const BreakpointDiff &diff);
    bool setEnabled(int id, bool enabled);
    // Sets a condition; false and error when it does not parse.
    bool setCondition(int id, const QString &condition, ConditionError *error = nullptr);
    bool setHitTarget(int id, std::uint64_t hitTarget);
    // The session's count of hits (resets with the run).
    void setHits(int id, std::uint64_t hits);
    void resetHits();

    std::optional<Breakpoint> breakpoint(int id) const;
    const QList<Breakpoint> &breakpoints() const { return m_breakpoints; }
    // The row of a breakpoint id, or -1.
    int rowOf(int id) const;
    // The line breakpoint on program:line, or 0.
    int lineBreakpointAt(int program, int line) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

Q_SIGNALS:
    // Breakpoints were added, removed or edited (not for hit counts): the
    // edit alone, once per change, its revision one more than the last.
    void breakpointsEdited(const Foulplay::Core::Debug::BreakpointDiff &diff);

private:
    void notify(BreakpointDiff diff);
    void notifyChanged(int row);
    bool checkCondition(const QString &condition, ConditionError *error) const;

    QList<Breakpoint> m_breakpoints;
    Language m_language = Language::Unfair;
    int m_nextId = 1;
    std::uint64_t m_revision = 0;
    const Wording *m_wording = nullptr;
};

} // namespace Foulplay::Core::Debug
