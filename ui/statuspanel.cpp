#include "statuspanel.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QStatusBar>

namespace Foulplay::Ui {

StatusPanel::StatusPanel(QStatusBar *bar)
    : QObject(bar)
    , m_state(new QLabel)
    , m_progress(new QLabel)
    , m_speed(new QLabel)
    , m_cursor(new QLabel)
    , m_language(new QComboBox)
{
    m_state->setObjectName(QStringLiteral("stateLabel"));
    m_progress->setObjectName(QStringLiteral("progressLabel"));
    m_speed->setObjectName(QStringLiteral("speedLabel"));
    m_cursor->setObjectName(QStringLiteral("cursorLabel"));
    m_language->setObjectName(QStringLiteral("languageSwitcher"));
    m_language->setToolTip(tr("The language of the current document"));
    m_language->setFocusPolicy(Qt::NoFocus);
    for (const LanguageDescriptor *language : languages())
        m_language->addItem(language->displayName(), int(*language->language));
    m_language->addItem(plainTextLanguage().displayName()); // no data: plain text

    bar->addWidget(m_state, 1);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_speed);
    bar->addPermanentWidget(m_cursor);
    bar->addPermanentWidget(m_language);

    connect(m_language, &QComboBox::activated, this, [this](int index) {
        const QVariant data = m_language->itemData(index);
        Q_EMIT languageChosen(data.isValid() ? std::optional(static_cast<Language>(data.toInt())) : std::nullopt);
    });
    setState(tr("Editing"));
    setProgress({});
    setSpeed(0);
    setCursorPosition(0, 0);
}

void StatusPanel::setState(const QString &state)
{
    m_state->setText(state);
}

QString StatusPanel::state() const
{
    return m_state->text();
}

void StatusPanel::setProgress(const QString &progress)
{
    m_progress->setText(progress);
    m_progress->setVisible(!progress.isEmpty());
}

QString StatusPanel::progress() const
{
    return m_progress->text();
}

QString StatusPanel::speedName(int ticksPerSecond)
{
    return ticksPerSecond <= 0 ? tr("unlimited") : tr("%L1 ticks/s").arg(ticksPerSecond);
}

void StatusPanel::setSpeed(int ticksPerSecond)
{
    setSpeedText(speedName(ticksPerSecond));
}

void StatusPanel::setSpeedText(const QString &speed)
{
    m_speed->setText(tr("Speed: %1").arg(speed));
}

QString StatusPanel::speedText() const
{
    return m_speed->text();
}

void StatusPanel::setCursorPosition(int line, int column)
{
    m_cursor->setVisible(line > 0);
    m_cursor->setText(tr("Ln %1, Col %2").arg(line).arg(column));
}

void StatusPanel::setLanguage(std::optional<Language> language)
{
    const QSignalBlocker blocker(m_language);
    m_language->setCurrentIndex(language ? m_language->findData(int(*language)) : m_language->count() - 1);
}

void StatusPanel::setLanguageEnabled(bool enabled)
{
    m_language->setEnabled(enabled);
}

} // namespace Foulplay::Ui
