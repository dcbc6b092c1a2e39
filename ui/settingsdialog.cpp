#include "settingsdialog.h"

#include "language.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace Foulplay::Ui {

namespace {

QSpinBox *spinBox(int low, int high, const QString &suffix = {})
{
    auto *box = new QSpinBox;
    box->setRange(low, high);
    box->setGroupSeparatorShown(true);
    box->setSuffix(suffix);
    return box;
}

} // namespace

QString SettingsDialog::themeTitle(const Theme::Choice &choice)
{
    if (!choice.builtIn)
        return choice.title;
    return *choice.builtIn == Theme::Variant::Dark ? tr("Dark") : tr("Light");
}

SettingsDialog::SettingsDialog(const AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_original(settings)
    , m_theme(new QComboBox)
    , m_font(new QFontComboBox)
    , m_fontSize(spinBox(4, 72, tr(" pt")))
    , m_speed(spinBox(0, 1'000'000, tr(" ticks/s")))
    , m_memoryBudget(spinBox(16, 65'536, tr(" MB")))
    , m_consoleLines(spinBox(100, 10'000'000))
    , m_autosave(spinBox(1, 3600, tr(" s")))
{
    setObjectName(QStringLiteral("SettingsDialog"));
    setWindowTitle(tr("Settings"));
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("Follow the system"), QString());
    for (const Theme::Choice &choice : Theme::choices())
        m_theme->addItem(themeTitle(choice), choice.id);
    m_font->setFontFilters(QFontComboBox::MonospacedFonts);
    m_speed->setSpecialValueText(tr("Unlimited"));
    m_speed->setObjectName(QStringLiteral("speed"));

    auto *fontRow = new QHBoxLayout;
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);

    auto *appearance = new QGroupBox(tr("Appearance"));
    auto *appearanceForm = new QFormLayout(appearance);
    appearanceForm->addRow(tr("&Theme:"), m_theme);
    // A layout row gets no buddy from QFormLayout: name it, so that the
    // ampersand is a mnemonic and not a literal character.
    auto *fontLabel = new QLabel(tr("Editor &font:"));
    fontLabel->setBuddy(m_font);
    appearanceForm->addRow(fontLabel, fontRow);

    auto *limits = new QGroupBox(tr("Running"));
    auto *limitsForm = new QFormLayout(limits);
    // Each language's own limits, in the order the languages are listed.
    for (const LanguageDescriptor *language : languages()) {
        for (const LanguageLimit &limit : language->limits) {
            QSpinBox *box = spinBox(limit.minimum, limit.maximum);
            box->setObjectName(limit.key);
            // The minimum turns it off, as the option left out on the command line.
            if (limit.minimumMeansNone)
                box->setSpecialValueText(tr("None"));
            limitsForm->addRow(QCoreApplication::translate("Foulplay::Ui::SettingsDialog", limit.label), box);
            m_limits.append({limit.key, box});
        }
    }
    limitsForm->addRow(tr("&Speed:"), m_speed);
    limitsForm->addRow(tr("Debugger &memory budget:"), m_memoryBudget);

    auto *ide = new QGroupBox(tr("Console and files"));
    auto *ideForm = new QFormLayout(ide);
    ideForm->addRow(tr("Console &keeps at most (lines):"), m_consoleLines);
    ideForm->addRow(tr("&Autosave unsaved work every:"), m_autosave);

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(appearance);
    layout->addWidget(limits);
    layout->addWidget(ide);
    layout->addWidget(buttons);
    display(settings);
}

void SettingsDialog::display(const AppSettings &s)
{
    // A theme this build does not offer (settings from a build with
    // KSyntaxHighlighting) shows as following the system, which it does.
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(s.theme)));
    const QFont font = s.effectiveFont();
    m_font->setCurrentFont(font);
    m_fontSize->setValue(font.pointSize() > 0 ? font.pointSize() : 10);
    for (const auto &[key, box] : m_limits)
        box->setValue(s.limit(key));
    m_speed->setValue(s.speed);
    m_memoryBudget->setValue(s.memoryBudgetMb);
    m_consoleLines->setValue(s.consoleMaxLines);
    m_autosave->setValue(s.autosaveSeconds);
}

void SettingsDialog::restoreDefaults()
{
    display(AppSettings());
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_original;
    // Keep an unknown theme's id unless the user picked another entry.
    const QString theme = m_theme->currentData().toString();
    if (!theme.isEmpty() || m_theme->findData(s.theme) >= 0)
        s.theme = theme;
    // Keep following the system's fixed font unless the user picked another one.
    const QFont system = AppSettings().effectiveFont();
    const QString family = m_font->currentFont().family();
    s.fontFamily = family == system.family() ? QString() : family;
    s.fontSize = m_fontSize->value() == system.pointSize() ? 0 : m_fontSize->value();
    for (const auto &[key, box] : m_limits)
        s.setLimit(key, box->value());
    s.speed = m_speed->value();
    s.memoryBudgetMb = m_memoryBudget->value();
    s.consoleMaxLines = m_consoleLines->value();
    s.autosaveSeconds = m_autosave->value();
    return s;
}

} // namespace Foulplay::Ui
