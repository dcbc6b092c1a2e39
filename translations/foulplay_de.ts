<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Foulplay::Cli::Text</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="48"/>
        <source>foulplay-cli: unknown command &apos;</source>
        <translation>foulplay-cli: unbekannter Befehl &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="74"/>
        <source> needs a value</source>
        <translation> braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="85"/>
        <source>--max-steps takes a whole number, not &apos;</source>
        <translation>--max-steps erwartet eine ganze Zahl, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="93"/>
        <source>unknown option &apos;</source>
        <translation>unbekannte Option &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="100"/>
        <source>expects exactly one program file</source>
        <translation>erwartet genau eine Programmdatei</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="108"/>
        <source>FukYorBrane programs battle in pairs: use &apos;foulplay-cli battle A.fyb B.fyb&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="114"/>
        <source>cannot tell the language; name the file .unfair or .cheat, or give --lang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="122"/>
        <location filename="../app/cli/runcommand.cpp" line="131"/>
        <source>cannot read: </source>
        <translation>nicht lesbar: </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="21"/>
        <source>Foul Play</source>
        <translation>Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="26"/>
        <source>Editing</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="32"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="33"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="35"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="36"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="37"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="39"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="40"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="41"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="43"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="44"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="46"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="47"/>
        <source>&amp;About Foul Play</source>
        <translation>&amp;Über Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="48"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="55"/>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="56"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="60"/>
        <source>%1 — Foul Play</source>
        <translation>%1 — Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="66"/>
        <source>About Foul Play</source>
        <translation>Über Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="67"/>
        <source>&lt;h3&gt;Foul Play %1&lt;/h3&gt;&lt;p&gt;An IDE and visual debugger for Unfair, Cheat and FukYorBrane.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Foul Play %1&lt;/h3&gt;&lt;p&gt;Eine IDE und ein visueller Debugger für Unfair, Cheat und FukYorBrane.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="13"/>
        <source>Usage:
  foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang LANG]
  foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]
  foulplay-cli --help | --version

run      runs an Unfair (.unfair) or Cheat (.cheat) program. Input comes from
         --input FILE, or standard input; standard output carries only the
         program&apos;s output. LANG is unfair or cheat.
battle   plays a FukYorBrane battle between two programs.

Exit status: 0 normal end or a battle result, 1 runtime error, 2 bad usage,
3 errors before the run or a file that cannot be read, 4 step limit reached.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="19"/>
        <source>An IDE and visual debugger for Unfair, Cheat and FukYorBrane.</source>
        <translation>Eine IDE und ein visueller Debugger für Unfair, Cheat und FukYorBrane.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="23"/>
        <source>Programs to open.</source>
        <translation>Zu öffnende Programme.</translation>
    </message>
</context>
</TS>
