#pragma once

#include "appsettings.h"
#include "theme.h"

#include <QDialog>
#include <QList>

#include <utility>

class QComboBox;
class QFontComboBox;
class QSpinBox;

namespace Foulplay::Ui {

// Edits AppSettings: theme, editor font, run limits, speed, the debugger's
// memory budget, the console's size and the autosave interval. GUI thread only.
class SettingsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings &settings, QWidget *parent = nullptr);

    // The settings as edited so far.
    AppSettings settings() const;
    // The name the theme list shows for choice.
    static QString themeTitle(const Theme::Choice &choice);

private:
    void restoreDefaults();
    void display(const AppSettings &settings);

    AppSettings m_original;
    QComboBox *m_theme = nullptr;
    QFontComboBox *m_font = nullptr;
    QSpinBox *m_fontSize = nullptr;
    QList<std::pair<QString, QSpinBox *>> m_limits; // each language's limits (LanguageLimit), by key
    QSpinBox *m_speed = nullptr;
    QSpinBox *m_memoryBudget = nullptr;
    QSpinBox *m_consoleLines = nullptr;
    QSpinBox *m_autosave = nullptr;
};

} // namespace Foulplay::Ui
