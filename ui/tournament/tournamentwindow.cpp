#include "tournamentwindow.h"
#include "enginewords.h"

#include "tournamentmodels.h"
#include "tournamentrunner.h"

#include "fyb/parser.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QCoreApplication>
#include <QFileDialog>
#include <QStandardPaths>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QToolBar>
#include <QVBoxLayout>

#include <limits>

namespace Foulplay::Ui {

namespace Fyb = Core::Fyb;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

QTableView *makeView(QWidget *parent, const QString &name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    return view;
}

// The matrix with its legend under it: what a cell's mark and colour say.
QWidget *withLegend(QTableView *matrix, QWidget *parent)
{
    const auto swatch = [](int winner, std::uint64_t turn) {
        Fyb::Result result;
        result.winner = winner;
        result.turn = turn;
        return TournamentMatrixModel::colourOf(result, 1000).name();
    };
    auto *legend = new QLabel(parent);
    legend->setObjectName(QStringLiteral("matrixLegend"));
    legend->setWordWrap(true);
    legend->setTextFormat(Qt::RichText);
    const QString cell = QStringLiteral("<span style=\"background:%1; color:black\">&nbsp;%2&nbsp;</span>");
    legend->setText(TournamentWindow::tr("Row: program 1; column: program 2. %1 program 1 wins, %2 program 2 wins, "
                                         "%3 a draw at the turn limit; the darker the cell, the sooner the battle "
                                         "ended. Click a cell to watch its battle.")
                        .arg(cell.arg(swatch(1, 10), QStringLiteral("1")), cell.arg(swatch(2, 10), QStringLiteral("2")),
                             cell.arg(swatch(0, 1000), QStringLiteral("="))));
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(matrix, 1);
    layout->addWidget(legend);
    return page;
}

} // namespace

TournamentWindow::TournamentWindow(QWidget *parent)
    : QMainWindow(parent, Qt::Window)
    , m_runner(new TournamentRunner(this))
{
    setObjectName(QStringLiteral("TournamentWindow"));
    setWindowTitle(tr("Tournament"));
    setAttribute(Qt::WA_DeleteOnClose);

    m_tableModel = new TournamentTableModel(&m_tournament, this);
    m_matrixModel = new TournamentMatrixModel(&m_tournament, this);
    m_tableView = makeView(this, QStringLiteral("tournamentTable"));
    m_tableView->setModel(m_tableModel);
    m_tableView->verticalHeader()->hide();
    m_matrixView = makeView(this, QStringLiteral("tournamentMatrix"));
    m_matrixView->setModel(m_matrixModel);
    m_matrixView->horizontalHeader()->setDefaultSectionSize(34);
    m_matrixView->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_matrixView->setMouseTracking(true);
    connect(m_matrixView, &QTableView::clicked, this, &TournamentWindow::cellClicked);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_tableView, tr("&Table"));
    m_tabs->addTab(withLegend(m_matrixView, this), tr("&Matrix"));

    auto *splitter = new QSplitter(this);
    splitter->addWidget(createSetup());
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);
    createActions();

    connect(m_runner, &TournamentRunner::resultsReady, this,
            [this](const std::vector<std::pair<std::size_t, Fyb::Result>> &results) {
                for (const auto &[index, result] : results)
                    m_tournament.results[index] = result;
                refresh();
            });
    connect(m_runner, &TournamentRunner::finished, this, [this](bool complete) {
        updateState();
        Q_EMIT runFinished(complete);
    });
    resize(1000, 640);
    updateState();
}

TournamentWindow::~TournamentWindow() = default;

QWidget *TournamentWindow::createSetup()
{
    auto *setup = new QWidget(this);
    auto *layout = new QVBoxLayout(setup);
    layout->addWidget(new QLabel(tr("Warriors:"), setup));
    m_warriors = new QListWidget(setup);
    m_warriors->setObjectName(QStringLiteral("tournamentWarriors"));
    layout->addWidget(m_warriors, 1);
    auto *buttons = new QHBoxLayout;
    auto *addFiles = new QPushButton(tr("Add &Files…"), setup);
    auto *addFolder = new QPushButton(tr("Add F&older…"), setup);
    auto *remove = new QPushButton(tr("&Remove"), setup);
    // A newcomer has no warriors yet: the examples' ones make a first tournament.
    m_addBundled = new QPushButton(tr("Add the &Example Warriors"), setup);
    m_addBundled->setObjectName(QStringLiteral("addExampleWarriors"));
    buttons->addWidget(m_addBundled);
    buttons->addWidget(addFiles);
    buttons->addWidget(addFolder);
    buttons->addWidget(remove);
    layout->addLayout(buttons);
    connect(m_addBundled, &QPushButton::clicked, this, [this] { addWarriors(bundledWarriors()); });
    connect(addFiles, &QPushButton::clicked, this, [this] {
        addWarriors(QFileDialog::getOpenFileNames(this, tr("Add Warriors"), {}, tr("FukYorBrane (*.fyb)")));
    });
    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add the Warriors of a Folder"));
        if (dir.isEmpty())
            return;
        QStringList paths;
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*.fyb")}, QDir::Files, QDir::Name))
            paths << QDir(dir).filePath(name);
        addWarriors(paths);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        QStringList paths = m_tournament.paths;
        for (const QListWidgetItem *item : m_warriors->selectedItems())
            paths.removeAll(item->data(Qt::UserRole).toString());
        setWarriors(paths);
    });

    auto *form = new QFormLayout;
    m_maxTurns = new QSpinBox(setup);
    m_maxTurns->setRange(1, std::numeric_limits<int>::max());
    m_maxTurns->setValue(static_cast<int>(Fyb::DefaultMaxTurns));
    m_maxTurns->setGroupSeparatorShown(true);
    m_maxProcesses = new QSpinBox(setup);
    m_maxProcesses->setRange(2, std::numeric_limits<int>::max());
    m_maxProcesses->setValue(static_cast<int>(Fyb::DefaultMaxProcesses));
    m_jobs = new QSpinBox(setup);
    m_jobs->setRange(1, 4096);
    m_jobs->setValue(std::max(1, QThread::idealThreadCount()));
    m_self = new QCheckBox(tr("Each warrior also fights itself"), setup);
    form->addRow(tr("Turn limit:"), m_maxTurns);
    form->addRow(tr("Process limit:"), m_maxProcesses);
    form->addRow(tr("Battles at once:"), m_jobs);
    form->addRow(m_self);
    layout->addLayout(form);
    const auto limitsChanged = [this] {
        Fyb::Settings settings;
        settings.maxTurns = static_cast<std::uint64_t>(m_maxTurns->value());
        settings.maxProcesses = static_cast<std::uint32_t>(m_maxProcesses->value());
        if (settings != m_tournament.settings || m_self->isChecked() != m_tournament.self)
            setLimits(settings, m_self->isChecked());
    };
    connect(m_maxTurns, &QSpinBox::editingFinished, this, limitsChanged);
    connect(m_maxProcesses, &QSpinBox::editingFinished, this, limitsChanged);
    connect(m_self, &QCheckBox::toggled, this, limitsChanged);

    m_run = new QPushButton(setup);
    m_run->setObjectName(QStringLiteral("tournamentRun"));
    connect(m_run, &QPushButton::clicked, this, [this] { isRunning() ? stop() : start(); });
    layout->addWidget(m_run);
    m_progress = new QProgressBar(setup);
    m_progress->setObjectName(QStringLiteral("tournamentProgress"));
    layout->addWidget(m_progress);
    m_status = new QLabel(setup);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    return setup;
}

void TournamentWindow::createActions()
{
    QMenu *menu = menuBar()->addMenu(tr("&Hill"));
    QToolBar *bar = addToolBar(tr("Hill"));
    bar->setObjectName(QStringLiteral("tournamentToolBar"));
    const auto add = [&](const QString &text, const QKeySequence &keys, auto slot) {
        QAction *action = menu->addAction(text, keys, this, slot);
        bar->addAction(action);
        return action;
    };
    const auto report = [this](bool ok, const QString &error) {
        if (!ok)
            QMessageBox::warning(this, windowTitle(), error);
    };
    add(tr("&Open…"), QKeySequence::Open, [this, report] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Hill"), {}, tr("Hill (*.json)"));
        QString error;
        if (!path.isEmpty())
            report(openFrom(path, &error), error);
    });
    add(tr("&Save…"), QKeySequence::Save, [this, report] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Hill"), {}, tr("Hill (*.json)"));
        QString error;
        if (!path.isEmpty())
            report(saveTo(path, &error), error);
    });
    add(tr("Export &CSV…"), {}, [this, report] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export CSV"), {}, tr("CSV (*.csv)"));
        QString error;
        if (!path.isEmpty())
            report(exportCsv(path, &error), error);
    });
    add(tr("Export &PNG…"), {}, [this, report] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export PNG"), {}, tr("PNG (*.png)"));
        QString error;
        if (!path.isEmpty())
            report(exportPng(path, &error), error);
    });
}

void TournamentWindow::setWarriors(const QStringList &paths)
{
    if (isRunning())
        return;
    m_tournament.setWarriors(paths);
    showWarriors();
    refresh();
}

QStringList TournamentWindow::bundledWarriors()
{
    QStringList folders{QCoreApplication::applicationDirPath() + QStringLiteral("/../share/foulplay/examples/fyb")};
    folders += QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("foulplay/examples/fyb"),
                                         QStandardPaths::LocateDirectory);
    folders << QStringLiteral(":/examples/fyb");
    for (const QString &folder : std::as_const(folders)) {
        const QDir dir(folder);
        const QStringList names = dir.entryList({QStringLiteral("*.fyb")}, QDir::Files, QDir::Name);
        if (names.isEmpty())
            continue;
        QStringList paths;
        for (const QString &name : names)
            paths << QDir::cleanPath(dir.absoluteFilePath(name));
        return paths;
    }
    return {};
}

void TournamentWindow::addWarriors(const QStringList &paths)
{
    setWarriors(m_tournament.paths + paths);
}

void TournamentWindow::setLimits(const Fyb::Settings &settings, bool self)
{
    if (isRunning())
        return;
    m_tournament.settings = settings;
    m_tournament.self = self;
    const QSignalBlocker turns(m_maxTurns), processes(m_maxProcesses), selfBox(m_self);
    m_maxTurns->setValue(static_cast<int>(std::min<std::uint64_t>(settings.maxTurns, std::numeric_limits<int>::max())));
    m_maxProcesses->setValue(
        static_cast<int>(std::min<std::uint32_t>(settings.maxProcesses, std::numeric_limits<int>::max())));
    m_self->setChecked(self);
    resetResults();
}

void TournamentWindow::resetResults()
{
    m_tournament.setWarriors(m_tournament.paths);
    refresh();
}

void TournamentWindow::showWarriors()
{
    m_addBundled->setVisible(m_tournament.paths.isEmpty());
    m_warriors->clear();
    for (int i = 0; i < m_tournament.paths.size(); ++i) {
        auto *item = new QListWidgetItem(m_tournament.names[i], m_warriors);
        item->setData(Qt::UserRole, m_tournament.paths[i]);
        item->setToolTip(m_tournament.paths[i]);
    }
}

bool TournamentWindow::isRunning() const
{
    return m_runner->isRunning();
}

void TournamentWindow::start()
{
    if (isRunning() || m_tournament.paths.isEmpty())
        return;
    // Read every warrior first; a file that cannot be read or parsed is
    // left out, and said so.
    QStringList kept;
    QStringList problems;
    std::vector<Fyb::Program> programs;
    for (const QString &path : std::as_const(m_tournament.paths)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            problems << tr("%1: cannot read: %2").arg(path, file.errorString());
            continue;
        }
        Fyb::ParseResult parsed = Fyb::parse(file.readAll().toStdString(), false);
        const auto error = std::find_if(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                                        [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; });
        if (error != parsed.diagnostics.end()) {
            problems << QStringLiteral("%1:%2:%3: %4")
                            .arg(path)
                            .arg(error->range.begin.line)
                            .arg(error->range.begin.column)
                            .arg(Words::message(error->message));
            continue;
        }
        kept << path;
        programs.push_back(std::move(parsed.program));
    }
    if (kept != m_tournament.paths) {
        m_tournament.setWarriors(kept);
        showWarriors();
    }
    std::vector<std::size_t> missing;
    for (std::size_t i = 0; i < m_tournament.results.size(); ++i) {
        if (!m_tournament.results[i])
            missing.push_back(i);
    }
    m_startedAt = QDateTime::currentMSecsSinceEpoch();
    m_runner->start(std::move(programs), m_tournament.pairings, std::move(missing), m_tournament.settings,
                    static_cast<unsigned>(m_jobs->value()));
    refresh();
    if (!problems.isEmpty())
        m_status->setText(tr("Left out: %1").arg(problems.join(QLatin1Char('\n'))));
}

void TournamentWindow::stop()
{
    m_runner->stop();
}

void TournamentWindow::refresh()
{
    m_tableModel->refresh();
    // A model reset forgets the sections' modes: set them again.
    QHeaderView *header = m_tableView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    m_matrixModel->refresh();
    m_matrixView->resizeColumnsToContents();
    updateState();
}

void TournamentWindow::updateState()
{
    const bool running = isRunning();
    m_run->setText(running ? tr("&Stop") : tr("&Run"));
    m_run->setEnabled(running || !m_tournament.paths.isEmpty());
    for (QWidget *w : {static_cast<QWidget *>(m_maxTurns), static_cast<QWidget *>(m_maxProcesses),
                       static_cast<QWidget *>(m_self), static_cast<QWidget *>(m_warriors)})
        w->setEnabled(!running);
    const auto total = static_cast<int>(m_tournament.pairings.size());
    const auto done = static_cast<int>(m_tournament.played());
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %2 battles").arg(done).arg(total));
    if (running) {
        const double seconds = double(QDateTime::currentMSecsSinceEpoch() - m_startedAt) / 1000.0;
        m_status->setText(tr("Playing, %1 battles at once").arg(m_jobs->value())
                          + (seconds > 0 ? tr(" (%1 a second)").arg(done / seconds, 0, 'f', 1) : QString()));
    } else if (done == total && total > 0) {
        m_status->setText(tr("Done. Click a cell of the matrix to watch that battle."));
    }
}

void TournamentWindow::cellClicked(const QModelIndex &index)
{
    const std::optional<Fyb::Result> *slot = m_tournament.resultOf(index.row(), index.column());
    if (!slot || !*slot)
        return;
    Q_EMIT battleRequested(m_tournament.paths[index.row()], m_tournament.paths[index.column()]);
}

bool TournamentWindow::saveTo(const QString &path, QString *error) const
{
    return writeFile(path, m_tournament.toJson(), error);
}

bool TournamentWindow::openFrom(const QString &path, QString *error)
{
    if (isRunning()) {
        if (error)
            *error = tr("A tournament is running.");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    QString why;
    std::optional<Tournament> loaded = Tournament::fromJson(file.readAll(), &why);
    if (!loaded) {
        if (error)
            *error = tr("%1: %2").arg(path, why);
        return false;
    }
    m_tournament = std::move(*loaded);
    const QSignalBlocker turns(m_maxTurns), processes(m_maxProcesses), selfBox(m_self);
    m_maxTurns->setValue(
        static_cast<int>(std::min<std::uint64_t>(m_tournament.settings.maxTurns, std::numeric_limits<int>::max())));
    m_maxProcesses->setValue(
        static_cast<int>(std::min<std::uint32_t>(m_tournament.settings.maxProcesses, std::numeric_limits<int>::max())));
    m_self->setChecked(m_tournament.self);
    showWarriors();
    refresh();
    return true;
}

bool TournamentWindow::exportCsv(const QString &path, QString *error) const
{
    return writeFile(path, m_tournament.toCsv(), error);
}

bool TournamentWindow::exportPng(const QString &path, QString *error)
{
    // Each view drawn whole (not only its visible part), table above matrix.
    const auto render = [](QTableView *view) {
        const QSize full(view->verticalHeader()->width() + view->horizontalHeader()->length() + 2 * view->frameWidth(),
                         view->horizontalHeader()->height() + view->verticalHeader()->length()
                             + 2 * view->frameWidth());
        const QSize old = view->size();
        view->resize(full.expandedTo(QSize(200, 60)));
        const QPixmap picture = view->grab();
        view->resize(old);
        return picture;
    };
    const QPixmap table = render(m_tableView);
    const QPixmap matrix = render(m_matrixView);
    QPixmap picture(std::max(table.width(), matrix.width()), table.height() + 12 + matrix.height());
    picture.fill(palette().window().color());
    QPainter painter(&picture);
    painter.drawPixmap(0, 0, table);
    painter.drawPixmap(0, table.height() + 12, matrix);
    painter.end();
    if (picture.save(path, "PNG"))
        return true;
    if (error)
        *error = tr("%1: cannot write the picture").arg(path);
    return false;
}

} // namespace Foulplay::Ui
