#include "dapview.h"

#include "debug/builtinlanguages.h"
#include "debug/condition.h"

namespace Foulplay::Dap {

#define FOULPLAY_DECLARE(name) const DapView &name##DapView();
FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_DECLARE)
#undef FOULPLAY_DECLARE

namespace {

QList<const DapView *> &registry()
{
#define FOULPLAY_LIST(name) &name##DapView(),
    static QList<const DapView *> all = {FOULPLAY_BUILTIN_LANGUAGES(FOULPLAY_LIST)};
#undef FOULPLAY_LIST
    return all;
}

} // namespace

const QList<const DapView *> &dapViews()
{
    return registry();
}

bool registerDapView(const DapView &view)
{
    if (dapView(view.language))
        return false;
    registry().append(&view);
    return true;
}

const DapView *dapView(Core::Debug::Language language)
{
    for (const DapView *view : dapViews()) {
        if (view->language == language)
            return view;
    }
    return nullptr;
}

QString ViewContext::playerName(qsizetype i) const
{
    return i >= 0 && i < facts.playerNames.size() ? facts.playerNames[i] : QStringLiteral("player %1").arg(i);
}

std::string ViewContext::player(qsizetype i) const
{
    return i >= 0 && i < facts.players.size() ? facts.players[i].toStdString() : std::string();
}

QString ViewContext::evaluateName(int variable, std::vector<std::string> args) const
{
    return names.name(Core::Debug::ValueRef{variable, std::move(args)});
}

namespace DapJson {

QJsonObject variable(const QString &name, const QString &value, const QString &evaluateName, int reference)
{
    QJsonObject object{{QStringLiteral("name"), name},
                       {QStringLiteral("value"), value},
                       {QStringLiteral("variablesReference"), reference}};
    if (!evaluateName.isEmpty())
        object.insert(QStringLiteral("evaluateName"), evaluateName);
    return object;
}

QJsonObject scope(const QString &name, int reference)
{
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("variablesReference"), reference},
                       {QStringLiteral("expensive"), false}};
}

QString number(const Core::Decimal &value)
{
    return QString::fromStdString(value.toString());
}

void appendMore(QJsonArray &list, std::size_t total)
{
    if (total > MaxEntries)
        list.append(variable(QStringLiteral("..."), QStringLiteral("%1 more not shown").arg(total - MaxEntries)));
}

} // namespace DapJson
} // namespace Foulplay::Dap
