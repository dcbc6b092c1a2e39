#include "watchesmodel.h"

#include "debugwords.h"

#include "debug/condition.h"
#include "debug/debugengine.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QGuiApplication>

#include <vector>

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;

namespace {

QString noValue()
{
    return QStringLiteral("—");
}

} // namespace

WatchesModel::WatchesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

WatchesModel::~WatchesModel() = default;

QStringList WatchesModel::expressions() const
{
    QStringList list;
    for (const Watch &watch : m_watches)
        list.append(watch.expression);
    return list;
}

void WatchesModel::setExpressions(const QStringList &expressions)
{
    beginResetModel();
    m_watches.clear();
    for (const QString &expression : expressions) {
        if (!expression.trimmed().isEmpty())
            m_watches.append({expression.trimmed(), m_evaluated ? compute(expression) : noValue(), false});
    }
    endResetModel();
    Q_EMIT expressionsChanged();
}

void WatchesModel::addExpression(const QString &expression)
{
    if (expression.trimmed().isEmpty())
        return;
    const int row = int(m_watches.size());
    beginInsertRows({}, row, row);
    m_watches.append({expression.trimmed(), m_evaluated ? compute(expression) : noValue(), false});
    endInsertRows();
    Q_EMIT expressionsChanged();
}

void WatchesModel::removeExpression(int row)
{
    if (row < 0 || row >= m_watches.size())
        return;
    beginRemoveRows({}, row, row);
    m_watches.removeAt(row);
    endRemoveRows();
    Q_EMIT expressionsChanged();
}

QString WatchesModel::value(int row) const
{
    return row >= 0 && row < m_watches.size() ? m_watches.at(row).value : QString();
}

bool WatchesModel::isChanged(int row) const
{
    return row >= 0 && row < m_watches.size() && m_watches.at(row).changed;
}

void WatchesModel::setProgram(Debug::Language language, const QStringList &sources)
{
    m_language = language;
    m_evaluated = false;
    m_engine = Debug::createDebugEngine(language);
    std::vector<std::string> programs;
    for (const QString &source : sources)
        programs.push_back(source.toStdString());
    std::vector<Debug::DebugDiagnostic> diagnostics;
    if (!m_engine->load(programs, Debug::DebugSettings{}, nullptr, nullptr, diagnostics))
        m_engine.reset();
    resetValues();
}

void WatchesModel::clearProgram()
{
    m_evaluated = false;
    m_engine.reset();
    resetValues();
}

void WatchesModel::resetValues()
{
    for (Watch &watch : m_watches) {
        watch.value = noValue();
        watch.changed = false;
    }
    if (!m_watches.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_watches.size()) - 1, ColumnCount - 1));
}

void WatchesModel::evaluate(const Debug::DebugSnapshot &snapshot)
{
    if (!m_engine || !snapshot.isValid() || snapshot.language != m_language)
        return;
    m_engine->restore(*snapshot.state);
    for (Watch &watch : m_watches) {
        const QString value = compute(watch.expression);
        watch.changed = m_evaluated && value != watch.value;
        watch.value = value;
    }
    m_evaluated = true;
    if (!m_watches.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_watches.size()) - 1, ColumnCount - 1));
}

QString WatchesModel::compute(const QString &expression) const
{
    if (!m_engine)
        return noValue();
    Debug::ConditionError error;
    const auto parsed = Debug::Condition::parse(expression, Debug::conditionVocabulary(m_language), error);
    if (!parsed)
        return Words::conditionError(error);
    const auto value = parsed->value(*m_engine, error);
    if (!value)
        return Words::conditionError(error);
    return QString::fromStdString(value->toString());
}

int WatchesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_watches.size());
}

int WatchesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_watches.size())
        return {};
    const Watch &watch = m_watches.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return index.column() == ExpressionColumn ? watch.expression : watch.value;
    case ChangedRole:
        return watch.changed;
    case Qt::FontRole:
        if (watch.changed && index.column() == ValueColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (watch.changed && index.column() == ValueColumn) {
            const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
            return QBrush(dark ? QColor(0x6b, 0x55, 0x10) : QColor(0xff, 0xec, 0x99));
        }
        return {};
    case Qt::ToolTipRole:
        return watch.changed ? tr("Changed since the previous stop") : QVariant();
    default:
        return {};
    }
}

bool WatchesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != ExpressionColumn || role != Qt::EditRole)
        return false;
    const QString expression = value.toString().trimmed();
    if (expression.isEmpty()) {
        removeExpression(index.row());
        return true;
    }
    Watch &watch = m_watches[index.row()];
    watch.expression = expression;
    watch.value = m_evaluated ? compute(expression) : noValue();
    watch.changed = false;
    Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    Q_EMIT expressionsChanged();
    return true;
}

Qt::ItemFlags WatchesModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ExpressionColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant WatchesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == ExpressionColumn ? tr("Expression") : tr("Value");
}

} // namespace Foulplay::Ui::Debugger
