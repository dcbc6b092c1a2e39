#include "welcomepage.h"

#include "examplesmenu.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Foulplay::Ui {

namespace {

QLabel *heading(const QString &text, qreal scale, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    label->setFont(font);
    return label;
}

QString link(const QString &target, const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(target.toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *centring = new QHBoxLayout(content);
    auto *body = new QWidget(content);
    body->setMaximumWidth(body->fontMetrics().averageCharWidth() * 200);
    centring->addStretch(1);
    centring->addWidget(body, 100);
    centring->addStretch(1);

    auto *column = new QVBoxLayout(body);
    column->setSpacing(12);
    column->addWidget(heading(tr("Welcome to Foul Play"), 1.8, body));
    column->addWidget(new QLabel(tr("Write, run and debug Unfair, Cheat and FukYorBrane programs."), body));

    auto *buttons = new QHBoxLayout;
    for (const LanguageDescriptor *language : Ui::languages()) {
        const QString text = QCoreApplication::translate("Foulplay::Ui::WelcomePage", language->newButtonText);
        auto *button = new QPushButton(text, body);
        button->setObjectName(QStringLiteral("new") + language->fileExtension());
        const Language which = *language->language;
        connect(button, &QPushButton::clicked, this, [this, which] { Q_EMIT newProgramRequested(which); });
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    column->addLayout(buttons);

    // The examples, one column per language, in the Examples menu's order.
    auto *examples = new QGridLayout;
    examples->setHorizontalSpacing(24);
    QStringList languages;
    QList<QString> lists;
    for (const ExamplesMenu::Example &example : ExamplesMenu::examples()) {
        const QString language = example.resourcePath.section(u'/', 2, 2);
        if (languages.isEmpty() || languages.last() != language) {
            languages << language;
            lists << QString();
        }
        lists.last() += QStringLiteral("<p style=\"margin-top:0; margin-bottom:6px\">%1 — %2</p>")
                            .arg(link(QStringLiteral("example:") + example.resourcePath, example.title),
                                 example.description.toHtmlEscaped());
    }
    for (int i = 0; i < languages.size(); ++i) {
        const LanguageDescriptor &language = descriptor(languageForFileName(QStringLiteral("x.") + languages.at(i)));
        examples->addWidget(heading(tr("%1 examples").arg(language.displayName()), 1.2, body), 0, i);
        QLabel *list = linkLabel(lists.at(i));
        list->setObjectName(QStringLiteral("examples_") + languages.at(i));
        examples->addWidget(list, 1, i, Qt::AlignTop);
        examples->setColumnStretch(i, 1);
    }
    column->addLayout(examples);

    // Beside the examples: the recent files and the manual.
    auto *lower = new QVBoxLayout;
    lower->addWidget(heading(tr("Recent files"), 1.2, body));
    m_recent = linkLabel(QString());
    m_recent->setObjectName(QStringLiteral("recentFiles"));
    lower->addWidget(m_recent);
    lower->addSpacing(12);
    lower->addWidget(heading(tr("The manual"), 1.2, body));
    const auto manual = [](const QString &page, const QString &text) {
        return QStringLiteral("<p style=\"margin-top:0; margin-bottom:6px\">%1</p>")
            .arg(link(QStringLiteral("manual:") + page, text));
    };
    QString manualText = manual(QStringLiteral("README.md"), tr("Contents"))
                         + manual(QStringLiteral("ide.md"), tr("The IDE: files, console, running, shortcuts"))
                         + manual(QStringLiteral("editor.md"), tr("The editor: errors, help, completion"))
                         + manual(QStringLiteral("debugging.md"), tr("Debugging: breakpoints, stepping back"));
    for (const LanguageDescriptor *language : Ui::languages()) {
        if (!language->words->manualPage.isEmpty()) // a registered language may have no chapter
            manualText += manual(language->words->manualPage,
                                 QCoreApplication::translate("Foulplay::Ui::WelcomePage", language->manualTitle));
    }
    QLabel *manualLinks = linkLabel(manualText);
    manualLinks->setObjectName(QStringLiteral("manualLinks"));
    lower->addWidget(manualLinks);
    lower->addStretch(1);
    examples->addLayout(lower, 0, int(languages.size()), 2, 1);
    examples->setColumnStretch(int(languages.size()), 1);
    column->addStretch(1);
    setRecentFiles({});
}

QLabel *WelcomePage::linkLabel(const QString &html)
{
    auto *label = new QLabel(html, this);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(label, &QLabel::linkActivated, this, &WelcomePage::activateLink);
    return label;
}

void WelcomePage::setRecentFiles(const QStringList &paths)
{
    QString html;
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            continue;
        html += QStringLiteral("<p style=\"margin-top:0; margin-bottom:6px\">%1 — %2</p>")
                    .arg(link(QStringLiteral("recent:") + path, QFileInfo(path).fileName()),
                         QDir::toNativeSeparators(QFileInfo(path).absolutePath()).toHtmlEscaped());
    }
    m_recent->setText(html.isEmpty() ? tr("<p>Files you open are listed here.</p>") : html);
}

void WelcomePage::activateLink(const QString &link)
{
    const QString scheme = link.section(u':', 0, 0);
    const QString target = link.section(u':', 1);
    if (scheme == QLatin1String("example"))
        Q_EMIT exampleRequested(target);
    else if (scheme == QLatin1String("recent"))
        Q_EMIT recentFileRequested(target);
    else if (scheme == QLatin1String("manual"))
        Q_EMIT manualRequested(target);
}

} // namespace Foulplay::Ui
