#include "evolvewindow.h"

#include "evolveplot.h"
#include "evolveworker.h"
#include "tournamentwindow.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QThread>
#include <QVBoxLayout>

#include <limits>

namespace Foulplay::Ui {

namespace Evolve = Core::Evolve;

EvolveWindow::EvolveWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("evolveWindow"));
    setWindowTitle(tr("Evolve FukYorBrane Warriors"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowFlag(Qt::Window);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(createSetup());
    splitter->addWidget(createResults());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({360, 840});
    setCentralWidget(splitter);
    resize(1200, 720);
    setHill(TournamentWindow::bundledWarriors());
    setOutputDirectory(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
                       + QStringLiteral("/evolve/")
                       + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    updateState();
}

EvolveWindow::~EvolveWindow()
{
    stopThread();
}

QWidget *EvolveWindow::createSetup()
{
    auto *setup = new QWidget(this);
    auto *layout = new QVBoxLayout(setup);

    auto *hillBox = new QGroupBox(tr("Hill"), setup);
    auto *hillLayout = new QVBoxLayout(hillBox);
    m_hillList = new QListWidget(hillBox);
    m_hillList->setObjectName(QStringLiteral("evolveHill"));
    hillLayout->addWidget(m_hillList);
    auto *hillButtons = new QHBoxLayout;
    auto *addFiles = new QPushButton(tr("Add Files…"), hillBox);
    auto *addFolder = new QPushButton(tr("Add Folder…"), hillBox);
    auto *examples = new QPushButton(tr("Examples"), hillBox);
    examples->setToolTip(tr("The five example warriors"));
    hillButtons->addWidget(addFiles);
    hillButtons->addWidget(addFolder);
    hillButtons->addWidget(examples);
    hillLayout->addLayout(hillButtons);
    connect(addFiles, &QPushButton::clicked, this, [this] {
        const QStringList files =
            QFileDialog::getOpenFileNames(this, tr("Hill Warriors"), {}, tr("FukYorBrane (*.fyb)"));
        setHill(m_hillPaths + files);
    });
    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("The Warriors of a Folder"));
        if (dir.isEmpty())
            return;
        QStringList paths = m_hillPaths;
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*.fyb")}, QDir::Files, QDir::Name))
            paths << QDir(dir).filePath(name);
        setHill(paths);
    });
    connect(examples, &QPushButton::clicked, this, [this] { setHill(TournamentWindow::bundledWarriors()); });
    layout->addWidget(hillBox, 1);

    auto *parameters = new QGroupBox(tr("Parameters"), setup);
    auto *form = new QFormLayout(parameters);
    const auto spin = [&](const QString &name, int low, int high, int value) {
        auto *box = new QSpinBox(parameters);
        box->setObjectName(name);
        box->setRange(low, high);
        box->setValue(value);
        box->setGroupSeparatorShown(true);
        return box;
    };
    const Evolve::Params defaults;
    m_population = spin(QStringLiteral("evolvePopulation"), 3, 100000, static_cast<int>(defaults.population));
    m_generations = spin(QStringLiteral("evolveGenerations"), 1, 1000000, 50);
    m_seed = spin(QStringLiteral("evolveSeed"), 0, std::numeric_limits<int>::max(), 1);
    m_maxTurns = spin(QStringLiteral("evolveMaxTurns"), 1, std::numeric_limits<int>::max(),
                      static_cast<int>(Core::Fyb::DefaultMaxTurns));
    m_maxLength = spin(QStringLiteral("evolveMaxLength"), 8, 1000000, static_cast<int>(defaults.maxLength));
    m_jobs = spin(QStringLiteral("evolveJobs"), 1, 4096, std::max(1, QThread::idealThreadCount()));
    form->addRow(tr("Population:"), m_population);
    form->addRow(tr("Generations:"), m_generations);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(tr("Turn limit:"), m_maxTurns);
    form->addRow(tr("Longest warrior:"), m_maxLength);
    form->addRow(tr("Battles at once:"), m_jobs);
    m_output = new QLineEdit(parameters);
    m_output->setObjectName(QStringLiteral("evolveOutput"));
    auto *outputRow = new QHBoxLayout;
    m_chooseOutput = new QPushButton(tr("Choose…"), parameters);
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_chooseOutput);
    form->addRow(tr("Folder:"), outputRow);
    connect(m_chooseOutput, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("The Run's Folder"));
        if (!dir.isEmpty())
            setOutputDirectory(dir);
    });
    layout->addWidget(parameters);

    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start"), setup);
    m_start->setObjectName(QStringLiteral("evolveStart"));
    m_pause = new QPushButton(tr("Pause"), setup);
    m_pause->setObjectName(QStringLiteral("evolvePause"));
    m_resume = new QPushButton(tr("Resume"), setup);
    m_resume->setObjectName(QStringLiteral("evolveResume"));
    buttons->addWidget(m_start);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_resume);
    layout->addLayout(buttons);
    connect(m_start, &QPushButton::clicked, this, &EvolveWindow::start);
    connect(m_pause, &QPushButton::clicked, this, &EvolveWindow::pause);
    connect(m_resume, &QPushButton::clicked, this, &EvolveWindow::resume);
    m_status = new QLabel(setup);
    m_status->setObjectName(QStringLiteral("evolveStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    return setup;
}

QWidget *EvolveWindow::createResults()
{
    auto *results = new QWidget(this);
    auto *layout = new QVBoxLayout(results);
    m_plot = new EvolvePlot(results);
    layout->addWidget(m_plot, 3);
    connect(m_plot, &EvolvePlot::generationClicked, this, [this](int generation) {
        const QString path = writeChampion(generation);
        if (!path.isEmpty())
            emit championRequested(path);
    });

    auto *championBox = new QGroupBox(tr("Champion (best so far)"), results);
    auto *championLayout = new QVBoxLayout(championBox);
    m_championView = new QPlainTextEdit(championBox);
    m_championView->setObjectName(QStringLiteral("evolveChampion"));
    m_championView->setReadOnly(true);
    m_championView->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    championLayout->addWidget(m_championView);
    auto *row = new QHBoxLayout;
    auto *open = new QPushButton(tr("Open Champion"), championBox);
    m_battle = new QPushButton(tr("Battle the Champion Against…"), championBox);
    m_battle->setObjectName(QStringLiteral("evolveBattle"));
    m_battle->setMenu(new QMenu(m_battle));
    connect(m_battle->menu(), &QMenu::aboutToShow, this, &EvolveWindow::fillBattleMenu);
    row->addWidget(open);
    row->addWidget(m_battle);
    row->addStretch(1);
    championLayout->addLayout(row);
    connect(open, &QPushButton::clicked, this, [this] {
        if (QFileInfo::exists(championPath()))
            emit championRequested(championPath());
    });
    layout->addWidget(championBox, 1);
    return results;
}

void EvolveWindow::fillBattleMenu()
{
    QMenu *menu = m_battle->menu();
    menu->clear();
    for (const QString &path : std::as_const(m_hillPaths)) {
        QAction *action = menu->addAction(QFileInfo(path).fileName());
        action->setData(path);
        connect(action, &QAction::triggered, this, [this, path] { battleChampionAgainst(path); });
    }
}

void EvolveWindow::setHill(const QStringList &paths)
{
    m_hillPaths.clear();
    for (const QString &path : paths) {
        if (!m_hillPaths.contains(path))
            m_hillPaths << path;
    }
    m_hillList->clear();
    for (const QString &path : std::as_const(m_hillPaths)) {
        auto *item = new QListWidgetItem(QFileInfo(path).fileName(), m_hillList);
        item->setToolTip(path);
    }
    // 3 points a win, as program 1 and as program 2, against every warrior.
    if (!m_running)
        m_plot->setMaxScore(6.0 * static_cast<double>(m_hillPaths.size()));
    updateState();
}

void EvolveWindow::setOutputDirectory(const QString &dir)
{
    m_output->setText(dir);
}

QString EvolveWindow::outputDirectory() const
{
    return m_output->text();
}

Evolve::RunSetup EvolveWindow::setup() const
{
    Evolve::RunSetup setup;
    setup.params.population = static_cast<std::size_t>(m_population->value());
    setup.params.seed = static_cast<std::uint64_t>(m_seed->value());
    setup.params.maxLength = static_cast<std::size_t>(m_maxLength->value());
    setup.params.initialMin = std::min(setup.params.initialMin, setup.params.maxLength);
    setup.params.initialMax = std::min(setup.params.initialMax, setup.params.maxLength);
    setup.settings.maxTurns = static_cast<std::uint64_t>(m_maxTurns->value());
    setup.generations = static_cast<std::uint64_t>(m_generations->value());
    for (const QString &path : m_hillPaths)
        setup.hill.push_back(path.toStdString());
    return setup;
}

unsigned EvolveWindow::jobs() const
{
    return static_cast<unsigned>(m_jobs->value());
}

void EvolveWindow::start()
{
    if (m_running || m_hillPaths.isEmpty())
        return;
    stopThread();
    m_plot->clear();
    m_champions.clear();
    m_championView->clear();
    m_best = 0;
    m_battles = 0;
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_thread = new QThread(this);
    m_worker = new EvolveWorker;
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &EvolveWorker::generationFinished, this, &EvolveWindow::showGeneration);
    connect(m_worker, &EvolveWorker::battlesPlayed, this, [this](qulonglong battles) {
        m_battles = battles;
        updateState();
    });
    connect(m_worker, &EvolveWorker::paused, this, [this] {
        m_paused = true;
        updateState();
    });
    connect(m_worker, &EvolveWorker::finished, this, [this] {
        m_running = false;
        m_paused = false;
        updateState();
        emit runEnded();
    });
    connect(m_worker, &EvolveWorker::failed, this, [this](const QString &message) {
        m_running = false;
        m_paused = false;
        updateState();
        m_status->setText(tr("Stopped: %1").arg(message));
        emit runEnded();
    });
    m_thread->start();
    m_running = true;
    m_paused = false;
    const Evolve::RunSetup runSetup = setup();
    const QString dir = outputDirectory();
    const unsigned threads = jobs();
    EvolveWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker,
                              [worker, runSetup, dir, threads] { worker->begin(runSetup, dir, threads, false); });
    updateState();
}

void EvolveWindow::pause()
{
    if (m_running && m_worker)
        m_worker->pause();
}

void EvolveWindow::resume()
{
    if (!m_running || !m_paused || !m_worker)
        return;
    m_paused = false;
    EvolveWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker, [worker] { worker->resume(); });
    updateState();
}

void EvolveWindow::stopThread()
{
    if (!m_thread)
        return;
    if (m_worker)
        m_worker->pause();
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_worker = nullptr;
    m_running = false;
}

void EvolveWindow::showGeneration(qulonglong generation, qulonglong best, double mean, qulonglong maxScore,
                                  const QString &champion)
{
    m_maxScore = maxScore;
    m_plot->setMaxScore(static_cast<double>(maxScore));
    m_plot->addGeneration(static_cast<double>(best), mean);
    m_champions << champion;
    if (generation == 0 || best > m_best) {
        m_best = best;
        m_championView->setPlainText(champion);
    }
    updateState();
    emit generationShown(static_cast<int>(generation));
}

void EvolveWindow::updateState()
{
    m_start->setEnabled(!m_running && !m_hillPaths.isEmpty());
    m_pause->setEnabled(m_running && !m_paused);
    m_resume->setEnabled(m_running && m_paused);
    m_battle->setEnabled(!m_champions.isEmpty());
    for (QSpinBox *box : {m_population, m_generations, m_seed, m_maxTurns, m_maxLength, m_jobs})
        box->setEnabled(!m_running);
    m_output->setEnabled(!m_running);
    m_chooseOutput->setEnabled(!m_running);
    const double seconds = static_cast<double>(QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0;
    if (m_champions.isEmpty()) {
        m_status->setText(m_running ? tr("Generation 0: %1 battles, %2 a second")
                                          .arg(m_battles)
                                          .arg(seconds > 0 ? static_cast<double>(m_battles) / seconds : 0.0, 0, 'f', 0)
                                    : tr("Choose the hill and the parameters, then Start."));
        return;
    }
    QString state = m_paused ? tr("Paused.") : m_running ? tr("Breeding…") : tr("Done.");
    m_status->setText(tr("%1 Generations finished: %2; best score %3 of %4; %5 battles, %6 a second")
                          .arg(state)
                          .arg(m_champions.size())
                          .arg(m_best)
                          .arg(m_maxScore)
                          .arg(m_battles)
                          .arg(seconds > 0 ? static_cast<double>(m_battles) / seconds : 0.0, 0, 'f', 0));
}

QString EvolveWindow::championOf(int generation) const
{
    return generation >= 0 && generation < m_champions.size() ? m_champions[generation] : QString();
}

QString EvolveWindow::championPath() const
{
    return outputDirectory() + QStringLiteral("/champion.fyb");
}

QString EvolveWindow::writeChampion(int generation) const
{
    const QString code = championOf(generation);
    if (code.isEmpty())
        return {};
    const QString dir = outputDirectory() + QStringLiteral("/champions");
    QDir().mkpath(dir);
    const QString path = dir + QStringLiteral("/gen-%1.fyb").arg(generation, 6, 10, QLatin1Char('0'));
    QSaveFile file(path);
    // A comment header (no `)` inside), then the code: the program is the code.
    const QByteArray text = "(champion of generation " + QByteArray::number(generation) + ")\n" + code.toUtf8() + '\n';
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return {};
    return path;
}

void EvolveWindow::battleChampionAgainst(const QString &warrior)
{
    if (QFileInfo::exists(championPath()))
        emit battleRequested(championPath(), warrior);
}

} // namespace Foulplay::Ui
