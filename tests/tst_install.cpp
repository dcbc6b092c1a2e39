// The installed tree: `cmake --install` into a fresh folder, then the
// installed programs run from there on their own, and the desktop files
// validate.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestInstall : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void installsTheFiles();
    void cliRunsFromTheInstalledTree();
    void ideStartsFromTheInstalledTree();
    void desktopFilesValidate();

private:
    // Runs program in the scratch folder (not the source or build tree);
    // returns its exit code, -1 when it did not finish.
    int run(const QString &program, const QStringList &arguments, QString *output = nullptr);

    QTemporaryDir m_prefix;
    QTemporaryDir m_scratch;
};

int TestInstall::run(const QString &program, const QStringList &arguments, QString *output)
{
    QProcess process;
    process.setWorkingDirectory(m_scratch.path());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), m_scratch.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_scratch.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_scratch.filePath(QStringLiteral("data")));
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    const QString text = QString::fromUtf8(process.readAll());
    if (output)
        *output = text;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        qWarning().noquote() << program << arguments.join(u' ') << "said:" << text;
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid() && m_scratch.isValid());
    QString output;
    QCOMPARE(run(QStringLiteral(FOULPLAY_CMAKE),
                 {QStringLiteral("--install"), QStringLiteral(FOULPLAY_BUILD_DIR), QStringLiteral("--prefix"),
                  m_prefix.path()},
                 &output),
             0);
}

void TestInstall::installsTheFiles()
{
    const QDir prefix(m_prefix.path());
    for (const char *path :
         {"bin/foulplay", "bin/foulplay-cli", "bin/foulplay-dap", "bin/foulplay-lsp",
          "share/applications/foulplay.desktop", "share/doc/foulplay/COPYING", "share/doc/foulplay/copyright",
          "share/doc/foulplay/changelog.gz", "share/doc/foulplay/manual/ide.md",
          "share/foulplay/examples/unfair/h.unfair", "share/foulplay/examples/fyb/mangler.fyb",
          "share/org.kde.syntax-highlighting/syntax/unfair.xml",
          "share/metainfo/invalid.foulplay.foulplay.metainfo.xml", "share/mime/packages/foulplay.xml",
          "share/icons/hicolor/scalable/apps/foulplay.svg", "share/icons/hicolor/256x256/apps/foulplay.png",
          "share/icons/hicolor/scalable/mimetypes/text-x-unfair.svg",
          "share/icons/hicolor/scalable/mimetypes/text-x-cheat.svg",
          "share/icons/hicolor/scalable/mimetypes/text-x-fukyorbrane.svg"}) {
        QVERIFY2(QFile::exists(prefix.filePath(QLatin1String(path))), path);
    }
}

void TestInstall::cliRunsFromTheInstalledTree()
{
    QString output;
    QCOMPARE(run(m_prefix.filePath(QStringLiteral("bin/foulplay-cli")), {QStringLiteral("--version")}, &output), 0);
    QVERIFY2(output.contains(QStringLiteral(FOULPLAY_VERSION)), qPrintable(output));

    QFile program(m_scratch.filePath(QStringLiteral("h.unfair")));
    QVERIFY(program.open(QIODevice::WriteOnly));
    for (int i = 0; i < 32; ++i)
        program.write("Player 1 counts.\n");
    program.write("Evaluate the count.\n");
    program.close();
    QCOMPARE(run(m_prefix.filePath(QStringLiteral("bin/foulplay-cli")), {QStringLiteral("run"), program.fileName()},
                 &output),
             0);
    QVERIFY2(output.contains(QStringLiteral("72")), qPrintable(output));
}

void TestInstall::ideStartsFromTheInstalledTree()
{
    QFile program(m_scratch.filePath(QStringLiteral("seeker.fyb")));
    QVERIFY(program.open(QIODevice::WriteOnly));
    program.write("{>}[-]++++++++++++++!\n");
    program.close();
    // Opens the program, shows the window and quits with 0 when both worked.
    QCOMPARE(run(m_prefix.filePath(QStringLiteral("bin/foulplay")),
                 {QStringLiteral("--quit-when-shown"), program.fileName()}),
             0);
    // A file that cannot be opened makes it say so in its exit status.
    QCOMPARE(run(m_prefix.filePath(QStringLiteral("bin/foulplay")),
                 {QStringLiteral("--quit-when-shown"), m_scratch.filePath(QStringLiteral("missing.fyb"))}),
             1);
}

void TestInstall::desktopFilesValidate()
{
    const QString appstream = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
    const QString desktop = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
    if (appstream.isEmpty() || desktop.isEmpty())
        QSKIP("appstreamcli or desktop-file-validate is not installed (.ci/install-deps installs them)");
    const QDir prefix(m_prefix.path());
    QCOMPARE(run(appstream, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                             prefix.filePath(QStringLiteral("share/metainfo/invalid.foulplay.foulplay.metainfo.xml"))}),
             0);
    QCOMPARE(run(desktop, {prefix.filePath(QStringLiteral("share/applications/foulplay.desktop"))}), 0);
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
