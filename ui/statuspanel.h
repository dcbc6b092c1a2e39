#pragma once

#include "language.h"

#include <QObject>

class QComboBox;
class QLabel;
class QStatusBar;

namespace Foulplay::Ui {

// The status bar's fields: the run state (editing, running, paused at …,
// finished: …), the tick or turn, the speed, the cursor position and the
// language switcher. GUI thread only.
class StatusPanel final : public QObject {
    Q_OBJECT

public:
    explicit StatusPanel(QStatusBar *bar);

    void setState(const QString &state);
    QString state() const;
    // "Tick 120" or "Turn 45"; empty hides the field.
    void setProgress(const QString &progress);
    QString progress() const;
    // 0 means unlimited.
    void setSpeed(int ticksPerSecond);
    // Shows a speed given in other words (the battle view's turns a second).
    void setSpeedText(const QString &speed);
    QString speedText() const;
    // 1-based; line 0 hides the field (no document).
    void setCursorPosition(int line, int column);
    // Shows language in the switcher without emitting languageChosen.
    void setLanguage(std::optional<Language> language);
    void setLanguageEnabled(bool enabled);

    QComboBox *languageSwitcher() const { return m_language; }

    // "unlimited" or "N ticks/s".
    static QString speedName(int ticksPerSecond);

Q_SIGNALS:
    // The user picked a language in the switcher.
    void languageChosen(std::optional<Foulplay::Ui::Language> language);

private:
    QLabel *m_state = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_speed = nullptr;
    QLabel *m_cursor = nullptr;
    QComboBox *m_language = nullptr;
};

} // namespace Foulplay::Ui
