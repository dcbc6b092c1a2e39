#include "debug/debugtypes.h"

#include <QCoreApplication>

namespace Foulplay::Core::Debug {

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Text)
};

} // namespace

QString languageKey(Language language)
{
    switch (language) {
    case Language::Unfair:
        return QStringLiteral("unfair");
    case Language::Cheat:
        return QStringLiteral("cheat");
    case Language::Fyb:
        return QStringLiteral("fyb");
    }
    return {};
}

bool languageFromKey(const QString &key, Language &language)
{
    for (Language candidate : {Language::Unfair, Language::Cheat, Language::Fyb}) {
        if (key.compare(languageKey(candidate), Qt::CaseInsensitive) == 0) {
            language = candidate;
            return true;
        }
    }
    return false;
}

QList<DebugEventKind> eventKindsOf(Language language)
{
    switch (language) {
    case Language::Unfair:
        return {DebugEventKind::CountReset, DebugEventKind::BigReset, DebugEventKind::Desync,
                DebugEventKind::Resync, DebugEventKind::FullReset};
    case Language::Cheat:
        return {DebugEventKind::Count, DebugEventKind::CheatCommitted, DebugEventKind::ValidCall,
                DebugEventKind::InvalidCall, DebugEventKind::Win, DebugEventKind::WinRevoked,
                DebugEventKind::Shout, DebugEventKind::Ask};
    case Language::Fyb:
        return {DebugEventKind::Commit, DebugEventKind::BombCommit, DebugEventKind::Fork,
                DebugEventKind::Defect, DebugEventKind::ThreadDied,
                DebugEventKind::PointerEntersCell};
    }
    return {};
}

Language languageOfEvent(DebugEventKind kind)
{
    for (Language language : {Language::Unfair, Language::Cheat, Language::Fyb}) {
        if (eventKindsOf(language).contains(kind))
            return language;
    }
    return Language::Fyb;
}

QString eventKindName(DebugEventKind kind)
{
    switch (kind) {
    case DebugEventKind::CountReset:
        return Text::tr("count reset");
    case DebugEventKind::BigReset:
        return Text::tr("CN > 100 reset");
    case DebugEventKind::Desync:
        return Text::tr("de-sync");
    case DebugEventKind::Resync:
        return Text::tr("re-sync");
    case DebugEventKind::FullReset:
        return Text::tr("full reset");
    case DebugEventKind::CheatCommitted:
        return Text::tr("cheat committed");
    case DebugEventKind::ValidCall:
        return Text::tr("valid call");
    case DebugEventKind::Win:
        return Text::tr("win");
    case DebugEventKind::WinRevoked:
        return Text::tr("win revoked");
    case DebugEventKind::Count:
        return Text::tr("count");
    case DebugEventKind::InvalidCall:
        return Text::tr("invalid call");
    case DebugEventKind::Shout:
        return Text::tr("shout");
    case DebugEventKind::Ask:
        return Text::tr("ask");
    case DebugEventKind::Commit:
        return Text::tr("commit");
    case DebugEventKind::BombCommit:
        return Text::tr("commit of a bomb");
    case DebugEventKind::Fork:
        return Text::tr("fork");
    case DebugEventKind::Defect:
        return Text::tr("defect");
    case DebugEventKind::ThreadDied:
        return Text::tr("thread died");
    case DebugEventKind::PointerEntersCell:
        return Text::tr("pointer enters cell");
    }
    return {};
}

} // namespace Foulplay::Core::Debug
