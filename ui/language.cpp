#include "language.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Foulplay::Ui {

Language languageForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("unfair"))
        return Language::Unfair;
    if (suffix == QLatin1String("cheat"))
        return Language::Cheat;
    if (suffix == QLatin1String("fyb"))
        return Language::Fyb;
    return Language::PlainText;
}

QString languageDisplayName(Language language)
{
    switch (language) {
    case Language::Unfair:
        return QCoreApplication::translate("Foulplay::Ui::Language", "Unfair");
    case Language::Cheat:
        return QCoreApplication::translate("Foulplay::Ui::Language", "Cheat");
    case Language::Fyb:
        return QCoreApplication::translate("Foulplay::Ui::Language", "FukYorBrane");
    case Language::PlainText:
        break;
    }
    return QCoreApplication::translate("Foulplay::Ui::Language", "Plain Text");
}

QString languageFileExtension(Language language)
{
    switch (language) {
    case Language::Unfair:
        return QStringLiteral("unfair");
    case Language::Cheat:
        return QStringLiteral("cheat");
    case Language::Fyb:
        return QStringLiteral("fyb");
    case Language::PlainText:
        break;
    }
    return {};
}

CommentStyle languageCommentStyle(Language language)
{
    switch (language) {
    case Language::Unfair:
        return {QStringLiteral("#"), {}};
    case Language::Cheat:
        return {QStringLiteral("//"), {}};
    case Language::Fyb:
        return {QStringLiteral("("), QStringLiteral(")")};
    case Language::PlainText:
        break;
    }
    return {};
}

QList<Language> allLanguages()
{
    return {Language::Unfair, Language::Cheat, Language::Fyb, Language::PlainText};
}

} // namespace Foulplay::Ui
