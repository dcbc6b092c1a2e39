<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Foulplay::Cli</name>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="98"/>
        <location filename="../app/cli/hillcommand.cpp" line="290"/>
        <location filename="../app/cli/battle.cpp" line="21"/>
        <source> needs a value</source>
        <translation> braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="304"/>
        <location filename="../app/cli/battle.cpp" line="28"/>
        <source>--max-turns takes a whole number, not &apos;</source>
        <translation>--max-turns erwartet eine ganze Zahl, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="312"/>
        <location filename="../app/cli/battle.cpp" line="36"/>
        <source>--max-processes takes a whole number from 2 to 4294967295, not &apos;</source>
        <translation>--max-processes erwartet eine ganze Zahl von 2 bis 4294967295, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="126"/>
        <location filename="../app/cli/battle.cpp" line="49"/>
        <source>unknown option &apos;</source>
        <translation>unbekannte Option &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="56"/>
        <source>expects exactly two program files</source>
        <translation>erwartet genau zwei Programmdateien</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="140"/>
        <source>Draw at turn </source>
        <translation>Unentschieden in Runde </translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="141"/>
        <source>both programs are empty, so nothing can happen</source>
        <translation>beide Programme sind leer, daher kann nichts geschehen</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="141"/>
        <source>no result within the turn limit</source>
        <translation>kein Ergebnis innerhalb der Rundengrenze</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="144"/>
        <location filename="../app/cli/battle.cpp" line="145"/>
        <source>program </source>
        <translation>Programm </translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="145"/>
        <source>wins at turn </source>
        <translation>gewinnt in Runde </translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="147"/>
        <source>ran a bomb</source>
        <translation>hat eine Bombe ausgeführt</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="149"/>
        <source>has no threads left</source>
        <translation>hat keine Threads mehr</translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="152"/>
        <source>limits: </source>
        <translation>Grenzen: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="84"/>
        <location filename="../app/cli/battle.cpp" line="152"/>
        <source> turns, </source>
        <translation> Runden, </translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="153"/>
        <source> processes; the defaults are </source>
        <translation> Prozesse; die Standardwerte sind </translation>
    </message>
    <message>
        <location filename="../app/cli/battle.cpp" line="153"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommand.cpp" line="26"/>
        <source>cannot read: </source>
        <translation>nicht lesbar: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="103"/>
        <source>cannot list: </source>
        <translation>kann nicht auflisten: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="115"/>
        <source>--shard takes K/N with 0 &lt;= K &lt; N, not &apos;</source>
        <translation>--shard erwartet K/N mit 0 &lt;= K &lt; N, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="132"/>
        <source>--shard goes with --pairs-only</source>
        <translation>--shard gehört zu --pairs-only</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="134"/>
        <source>--pairs-only and --merge do not go together</source>
        <translation>--pairs-only und --merge passen nicht zusammen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="140"/>
        <source>--pairs-only writes only the pair list</source>
        <translation>--pairs-only schreibt nur die Paarliste</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="142"/>
        <source>--merge needs at least one result file</source>
        <translation>--merge braucht mindestens eine Ergebnisdatei</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="143"/>
        <source>no warriors: give .fyb files or --dir DIR</source>
        <translation>keine Krieger: .fyb-Dateien oder --dir VERZEICHNIS angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="297"/>
        <source>--jobs takes a whole number from 1 to 4096, not &apos;</source>
        <translation>--jobs erwartet eine ganze Zahl von 1 bis 4096, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="334"/>
        <source>left out of the hill</source>
        <translation>aus dem Hügel ausgeschlossen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="336"/>
        <source>no warrior to play</source>
        <translation>kein Krieger zum Spielen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="354"/>
        <source>a pair list cannot hold a path with a tab or line break: </source>
        <translation>eine Paarliste kann keinen Pfad mit Tabulator oder Zeilenumbruch enthalten: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="80"/>
        <source>PARTIAL: interrupted after </source>
        <translation>UNVOLLSTÄNDIG: unterbrochen nach </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="80"/>
        <source> of </source>
        <translation> von </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="81"/>
        <source> battles</source>
        <translation> Kämpfen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="83"/>
        <source>Hill of </source>
        <translation>Hügel aus </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="83"/>
        <source> warriors, </source>
        <translation> Kriegern, </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="83"/>
        <source> battles (limits: </source>
        <translation> Kämpfe (Grenzen: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="84"/>
        <source> processes); </source>
        <translation> Prozesse); </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="85"/>
        <source> points a win, </source>
        <translation> Punkte für einen Sieg, </translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="85"/>
        <source> a draw, 0 a loss</source>
        <translation> für ein Unentschieden, 0 für eine Niederlage</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="87"/>
        <location filename="../app/cli/hillreport.cpp" line="97"/>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="97"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="97"/>
        <source>Battles</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="97"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="97"/>
        <source>Per battle</source>
        <translation>Pro Kampf</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="167"/>
        <source>program 1 \ program 2</source>
        <translation>Programm 1 \ Programm 2</translation>
    </message>
    <message>
        <location filename="../app/cli/hillreport.cpp" line="191"/>
        <source>cannot write: </source>
        <translation>kann nicht schreiben: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="29"/>
        <source>not a JSON object: </source>
        <translation>kein JSON-Objekt: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="30"/>
        <source>other JSON value</source>
        <translation>anderer JSON-Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="50"/>
        <source>a battle line needs program1, program2, sha256_1, sha256_2, winner (0-2), turn, reason, maxTurns and maxProcesses</source>
        <translation>eine Kampfzeile braucht program1, program2, sha256_1, sha256_2, winner (0-2), turn, reason, maxTurns und maxProcesses</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="63"/>
        <source>reason &apos;</source>
        <translation>Grund &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="63"/>
        <source>&apos; does not go with winner </source>
        <translation>&apos; passt nicht zum Sieger </translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="47"/>
        <location filename="../app/cli/battlescommand.cpp" line="111"/>
        <source>cannot read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="67"/>
        <source>: other file contents (SHA-256) than at </source>
        <translation>: anderer Dateiinhalt (SHA-256) als bei </translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="74"/>
        <source>other limits than at </source>
        <translation>andere Grenzen als bei </translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="79"/>
        <source>the result files hold no battle</source>
        <translation>die Ergebnisdateien enthalten keinen Kampf</translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="113"/>
        <source>a battle of a warrior against itself; merge with --self if the hill has them</source>
        <translation>ein Kampf eines Kriegers gegen sich selbst; mit --self zusammenführen, wenn der Hügel solche enthält</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="250"/>
        <source>: played again (earlier in the file)</source>
        <translation>: erneut gespielt (weiter oben in der Datei)</translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="126"/>
        <source>: played again (first at </source>
        <translation>: erneut gespielt (zuerst bei </translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="128"/>
        <source>missing battle: </source>
        <translation>fehlender Kampf: </translation>
    </message>
    <message>
        <location filename="../app/cli/hillmerge.cpp" line="133"/>
        <source> battles are missing in all</source>
        <translation> Kämpfe fehlen insgesamt</translation>
    </message>
    <message>
        <location filename="../app/cli/battlescommand.cpp" line="78"/>
        <source>unknown option or missing value: &apos;</source>
        <translation>unbekannte Option oder fehlender Wert: &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/battlescommand.cpp" line="84"/>
        <source>--pairs FILE is required (&apos;-&apos; for standard input)</source>
        <translation>--pairs DATEI ist nötig (&apos;-&apos; für die Standardeingabe)</translation>
    </message>
    <message>
        <location filename="../app/cli/battlescommand.cpp" line="139"/>
        <source>expected two paths separated by a tab</source>
        <translation>erwartet zwei durch einen Tabulator getrennte Pfade</translation>
    </message>
    <message>
        <location filename="../app/cli/battlescommand.cpp" line="146"/>
        <source>pair left out</source>
        <translation>Paar ausgelassen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="136"/>
        <location filename="../app/cli/battlescommand.cpp" line="88"/>
        <source>--resume goes with --output FILE</source>
        <translation>--resume gehört zu --output DATEI</translation>
    </message>
    <message>
        <location filename="../app/cli/battlescommand.cpp" line="156"/>
        <source> holds this pair for other file contents (SHA-256) or limits; pair left out</source>
        <translation> enthält dieses Paar für anderen Dateiinhalt (SHA-256) oder andere Grenzen; Paar ausgelassen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="222"/>
        <location filename="../app/cli/battlescommand.cpp" line="175"/>
        <source>cannot write</source>
        <translation>lässt sich nicht schreiben</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="138"/>
        <source>--output goes with playing a hill, not with --pairs-only or --merge</source>
        <translation>--output gehört zum Spielen eines Hügels, nicht zu --pairs-only oder --merge</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="256"/>
        <source>: played for other file contents (SHA-256) or limits; give a new --output file</source>
        <translation>: für anderen Dateiinhalt (SHA-256) oder andere Grenzen gespielt; eine neue --output-Datei angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="266"/>
        <source> battles that are not of this hill; give a new --output file</source>
        <translation> Kämpfe, die nicht zu diesem Hügel gehören; eine neue --output-Datei angeben</translation>
    </message>
</context>
<context>
    <name>Foulplay::Cli::ResultLog</name>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="103"/>
        <source>cannot open for writing</source>
        <translation>lässt sich nicht zum Schreiben öffnen</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="115"/>
        <source>cannot read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="119"/>
        <source>already holds results: add --resume to go on with it, or give a new file</source>
        <translation>enthält schon Ergebnisse: mit --resume weitermachen oder eine neue Datei angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="144"/>
        <source>an unfinished last line (cut off; its battle is played again)</source>
        <translation>eine unvollendete letzte Zeile (abgeschnitten; ihr Kampf wird erneut gespielt)</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="146"/>
        <source>cannot cut off the unfinished last line</source>
        <translation>die unvollendete letzte Zeile lässt sich nicht abschneiden</translation>
    </message>
    <message>
        <location filename="../app/cli/hillresults.cpp" line="158"/>
        <source>: played again (first at </source>
        <translation>: erneut gespielt (zuerst bei </translation>
    </message>
</context>
<context>
    <name>Foulplay::Cli::Text</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="17"/>
        <source>Usage:
  foulplay-cli run PROGRAM [--input FILE] [--max-steps N] [--trace] [--lang LANG]
  foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]
  foulplay-cli history PROGRAM... --value NAME [--input FILE] [--max-steps N]
               [--max-turns N] [--max-processes N] [--lang LANG] [--json]
  foulplay-cli --help | --version
Every command also takes --max-program-size BYTES (256 MiB) and --max-errors N
(100); --option=value works as well as --option value.

run      runs an Unfair (.unfair) or Cheat (.cheat) program. Input comes from
         --input FILE, or standard input; standard output carries only the
         program&apos;s output. LANG is unfair or cheat.
battle   plays a FukYorBrane battle between two programs.
history  runs a program (FukYorBrane: a battle) and prints every change of
         the value NAME, a line each: the tick, where, old → new and who.

Exit status: 0 normal end or a battle result, 1 runtime error, 2 bad usage,
3 errors before the run or a file that cannot be read, 4 step limit reached.
</source>
        <translation>Aufruf:
  foulplay-cli run PROGRAMM [--input DATEI] [--max-steps N] [--trace] [--lang SPRACHE]
  foulplay-cli battle A.fyb B.fyb [--max-turns N] [--max-processes N] [--json] [--trace]
  foulplay-cli history PROGRAMM... --value NAME [--input DATEI] [--max-steps N]
               [--max-turns N] [--max-processes N] [--lang SPRACHE] [--json]
  foulplay-cli --help | --version
Jeder Befehl nimmt auch --max-program-size BYTES (256 MiB) und --max-errors N
(100); --option=wert geht ebenso wie --option wert.

run      führt ein Unfair-Programm (.unfair) oder Cheat-Programm (.cheat) aus. Die
         Eingabe kommt aus --input DATEI oder von der Standardeingabe; die
         Standardausgabe enthält nur die Ausgabe des Programms. SPRACHE ist
         unfair oder cheat.
battle   trägt einen FukYorBrane-Kampf zwischen zwei Programmen aus.
history  führt ein Programm aus (FukYorBrane: einen Kampf) und gibt jede
         Änderung des Werts NAME aus, eine Zeile je Änderung: den Tick, den
         Ort, alt → neu und wer.

Exit-Status: 0 normales Ende oder ein Kampfergebnis, 1 Laufzeitfehler,
2 falscher Aufruf, 3 Fehler vor dem Lauf oder eine nicht lesbare Datei,
4 Schrittgrenze erreicht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/hillcommand.cpp" line="385"/>
        <source>Hills:
foulplay-cli hill WARRIOR.fyb... | --dir DIR [options]
  Plays a FukYorBrane hill: every ordered pair of distinct warriors, once each
  (A-B and B-A: program 1 moves first), and prints the table sorted by score:
  rank, name, battles, W/L/D, score and score per battle. Scoring as on Core War
  hills: 3 points a win, 1 a draw, 0 a loss; equal scores share a rank.
  --dir DIR            every *.fyb file in DIR (may repeat, and go with files)
  --jobs N             battles played at once (default: every core)
  --max-turns N        turns before a battle is a draw (default 10000000)
  --max-processes N    process table size, 2 or more (default 1023)
  --self               each warrior also fights itself (counted for both sides)
  --no-cycle-skip      play periodic draws out turn by turn (same results)
  --json               the whole hill as JSON on standard output: limits,
                       warriors with SHA-256, left-out files, table, battles
  --csv FILE           a CSV row per battle (program1,program2,winner,turn,
                       reason)
  --matrix FILE        CSV matrix: a row per program 1, a column per program 2,
                       cells &quot;WINNER TURN REASON&quot; (WINNER 1, 2 or draw)
  --pairs-only         writes the pair list (PATH1&lt;TAB&gt;PATH2 a line) instead
  --shard K/N          with --pairs-only: the K-th (0 to N-1) of N equal slices
  --output FILE        appends each battle&apos;s result to FILE as a JSON line (as
                       `battles` writes them) the moment it ends
  --resume             with --output: plays only the pairs FILE does not hold
                       yet (for the same file contents and limits)
  --merge RESULTS.jsonl...  the table from `battles` result files; checks every
                       pair is there exactly once, for the same file contents
                       (--self when the hill has self battles)
  Names are file names; files of the same name are shown by path. A file that
  cannot be read or parsed is reported with its first error and left out. While
  it runs, a progress bar goes to standard error when that is a terminal. Ctrl+C
  stops it: the table of the battles played so far is printed, marked PARTIAL
  (&quot;partial&quot;: true in JSON), and the exit status is 130. No warrior: exit 2.
foulplay-cli battles --pairs FILE|- [--jobs N] [--max-turns N]
                     [--max-processes N] [--no-cycle-skip] [--output FILE [--resume]]
  Plays the pairs of FILE (or standard input): PATH1&lt;TAB&gt;PATH2 a line. Writes a
  JSON line per battle, in the list&apos;s order: program1, program2, sha256_1,
  sha256_2, winner (1, 2; 0 a draw), turn, reason (bomb, died, limit), maxTurns,
  maxProcesses. --jobs defaults to 1. Bad lines and warriors: exit 3 at the end.
  --output FILE appends each line to FILE the moment its battle ends (in the
  order they end); --resume skips the pairs FILE already holds.
foulplay-cli battle ... --no-cycle-skip
  Plays a periodic battle out turn by turn instead of skipping whole periods
  (the result is the same; for measuring the interpreter).
</source>
        <translation>Hügel:
foulplay-cli hill KRIEGER.fyb... | --dir VERZEICHNIS [Optionen]
  Spielt einen FukYorBrane-Hügel: jedes geordnete Paar verschiedener Krieger je
  einmal (A-B und B-A: Programm 1 zieht zuerst) und gibt die Tabelle nach Punkten
  geordnet aus: Rang, Name, Kämpfe, S/N/U, Punkte und Punkte pro Kampf. Wertung
  wie auf Core-War-Hügeln: 3 Punkte für einen Sieg, 1 für ein Unentschieden,
  0 für eine Niederlage; gleiche Punktzahlen teilen sich einen Rang.
  --dir VERZEICHNIS    jede *.fyb-Datei im VERZEICHNIS (wiederholbar, auch mit Dateien)
  --jobs N             gleichzeitig gespielte Kämpfe (Vorgabe: jeder Kern)
  --max-turns N        Runden, bevor ein Kampf unentschieden ist (Vorgabe 10000000)
  --max-processes N    Größe der Prozesstabelle, 2 oder mehr (Vorgabe 1023)
  --self               jeder Krieger kämpft auch gegen sich selbst (für beide Seiten gezählt)
  --no-cycle-skip      periodische Unentschieden Runde für Runde ausspielen (gleiche Ergebnisse)
  --json               der ganze Hügel als JSON auf der Standardausgabe: Grenzen,
                       Krieger mit SHA-256, ausgeschlossene Dateien, Tabelle, Kämpfe
  --csv DATEI          eine CSV-Zeile pro Kampf (program1,program2,winner,turn,
                       reason)
  --matrix DATEI       CSV-Matrix: eine Zeile pro Programm 1, eine Spalte pro Programm 2,
                       Zellen &quot;SIEGER RUNDE GRUND&quot; (SIEGER 1, 2 oder draw)
  --pairs-only         schreibt stattdessen die Paarliste (PFAD1&lt;TAB&gt;PFAD2 pro Zeile)
  --shard K/N          mit --pairs-only: der K-te (0 bis N-1) von N gleichen Teilen
  --output DATEI       hängt das Ergebnis jedes Kampfs als JSON-Zeile an DATEI an (wie
                       `battles` sie schreibt), sobald er endet
  --resume             mit --output: spielt nur die Paare, die DATEI noch nicht
                       enthält (für denselben Dateiinhalt und dieselben Grenzen)
  --merge ERGEBNISSE.jsonl...  die Tabelle aus Ergebnisdateien von `battles`; prüft,
                       dass jedes Paar genau einmal vorkommt, für denselben Dateiinhalt
                       (--self, wenn der Hügel Kämpfe gegen sich selbst hat)
  Namen sind Dateinamen; gleichnamige Dateien werden mit ihrem Pfad gezeigt. Eine
  Datei, die sich nicht lesen oder parsen lässt, wird mit ihrem ersten Fehler
  gemeldet und ausgeschlossen. Während des Laufs geht ein Fortschrittsbalken auf
  die Standardfehlerausgabe, wenn diese ein Terminal ist. Ctrl+C hält an: Die
  Tabelle der bisher gespielten Kämpfe wird ausgegeben, als UNVOLLSTÄNDIG markiert
  (&quot;partial&quot;: true in JSON), und der Exit-Status ist 130. Kein Krieger: Exit 2.
foulplay-cli battles --pairs DATEI|- [--jobs N] [--max-turns N]
                     [--max-processes N] [--no-cycle-skip] [--output DATEI [--resume]]
  Spielt die Paare aus DATEI (oder der Standardeingabe): PFAD1&lt;TAB&gt;PFAD2 pro Zeile.
  Schreibt eine JSON-Zeile pro Kampf, in der Reihenfolge der Liste: program1,
  program2, sha256_1, sha256_2, winner (1, 2; 0 unentschieden), turn, reason
  (bomb, died, limit), maxTurns, maxProcesses. --jobs ist ohne Angabe 1.
  Fehlerhafte Zeilen und Krieger: Exit 3 am Ende.
  --output DATEI hängt jede Zeile an DATEI an, sobald ihr Kampf endet (in der
  Reihenfolge, in der sie enden); --resume überspringt die Paare, die DATEI schon enthält.
foulplay-cli battle ... --no-cycle-skip
  Spielt einen periodischen Kampf Runde für Runde aus, statt ganze Perioden zu
  überspringen (das Ergebnis ist dasselbe; zum Messen des Interpreters).
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>tick %1</source>
        <translation>Tick %1</translation>
    </message>
    <message>
        <source>, turn %1</source>
        <translation>, Runde %1</translation>
    </message>
    <message>
        <source> takes a whole number from 2 to 1023, not &apos;</source>
        <translation> nimmt eine ganze Zahl von 2 bis 1023, nicht &apos;</translation>
    </message>
    <message>
        <source> takes a whole number of 1 or more, not &apos;</source>
        <translation> nimmt eine ganze Zahl ab 1, nicht &apos;</translation>
    </message>
    <message>
        <source>--lang takes unfair, cheat or fyb, not &apos;</source>
        <translation>--lang nimmt unfair, cheat oder fyb, nicht &apos;</translation>
    </message>
    <message>
        <source>needs --value NAME: the value whose changes to print</source>
        <translation>braucht --value NAME: den Wert, dessen Änderungen ausgegeben werden</translation>
    </message>
    <message>
        <source>expects a program file (FukYorBrane: two)</source>
        <translation>erwartet eine Programmdatei (FukYorBrane: zwei)</translation>
    </message>
    <message>
        <source>cannot tell the language; name the file .unfair, .cheat or .fyb, or give --lang</source>
        <translation>kann die Sprache nicht erkennen; nenne die Datei .unfair, .cheat oder .fyb oder gib --lang an</translation>
    </message>
    <message>
        <source>expects %1 program files, not %2</source>
        <translation>erwartet %1 Programmdateien, nicht %2</translation>
    </message>
    <message>
        <source>names no value</source>
        <translation>nennt keinen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="67"/>
        <source> takes a whole number</source>
        <translation> erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="104"/>
        <source> takes a whole number, not &apos;</source>
        <translation> erwartet eine ganze Zahl, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="110"/>
        <source>foulplay-cli: unknown command &apos;</source>
        <translation>foulplay-cli: unbekannter Befehl &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="69"/>
        <location filename="../app/cli/runcommand.cpp" line="256"/>
        <location filename="../app/cli/hillwarriors.cpp" line="68"/>
        <source>it is a directory</source>
        <translation>es ist ein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="72"/>
        <source>larger than %1 bytes (see --max-program-size)</source>
        <translation>größer als %1 Bytes (siehe --max-program-size)</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="98"/>
        <source>%1 more errors not shown (see --max-errors)</source>
        <translation>%1 weitere Fehler nicht angezeigt (siehe --max-errors)</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="163"/>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="166"/>
        <source>cannot write the output: %1</source>
        <translation>kann die Ausgabe nicht schreiben: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="167"/>
        <source>cannot write the output to %1: %2</source>
        <translation>kann die Ausgabe nicht nach %1 schreiben: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="186"/>
        <source> needs a value</source>
        <translation> braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="197"/>
        <source>--lang takes unfair or cheat, not &apos;</source>
        <translation>--lang erwartet unfair oder cheat, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="204"/>
        <source>--max-steps takes a whole number, not &apos;</source>
        <translation>--max-steps erwartet eine ganze Zahl, nicht &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="212"/>
        <source>unknown option &apos;</source>
        <translation>unbekannte Option &apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="220"/>
        <source>expects exactly one program file</source>
        <translation>erwartet genau eine Programmdatei</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="228"/>
        <source>FukYorBrane programs battle in pairs: use &apos;foulplay-cli battle A.fyb B.fyb&apos;</source>
        <translation>FukYorBrane-Programme kämpfen paarweise: Verwenden Sie &apos;foulplay-cli battle A.fyb B.fyb&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="235"/>
        <source>cannot tell the language; name the file .unfair or .cheat, or give --lang</source>
        <translation>Sprache nicht erkennbar; geben Sie der Datei die Endung .unfair oder .cheat, oder verwenden Sie --lang</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="243"/>
        <location filename="../app/cli/runcommand.cpp" line="255"/>
        <location filename="../app/cli/runcommand.cpp" line="261"/>
        <location filename="../app/cli/runcommand.cpp" line="272"/>
        <location filename="../app/cli/hillwarriors.cpp" line="72"/>
        <source>cannot read: </source>
        <translation>nicht lesbar: </translation>
    </message>
    <message>
        <location filename="../app/cli/unfaircommand.cpp" line="126"/>
        <source>stopped unexpectedly</source>
        <translation>unerwartet gestoppt</translation>
    </message>
    <message>
        <location filename="../app/cli/cheatcommand.cpp" line="142"/>
        <source>the program waits for input that never comes</source>
        <translation>das Programm wartet auf Eingabe, die nie kommt</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::Breakpoint</name>
    <message>
        <source>%1 changes</source>
        <translation>%1 ändert sich</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>program %1, cell %2</source>
        <translation>Programm %1, Zelle %2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>program %1, thread %2</source>
        <translation>Programm %1, Thread %2</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="109"/>
        <source>program %1, line %2, column %3</source>
        <translation>Programm %1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="114"/>
        <source>program %1, line %2</source>
        <translation>Programm %1, Zeile %2</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="115"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="117"/>
        <source>label %1</source>
        <translation>Marke %1</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="119"/>
        <source>tick %1</source>
        <translation>Tick %1</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="121"/>
        <source>turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="124"/>
        <source>a pointer enters cell %1 of program %2</source>
        <translation>ein Zeiger erreicht Zelle %1 von Programm %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::CheatDebugEngine</name>
    <message>
        <location filename="eventwords.cpp" line="114"/>
        <source>%1 calls cheat on %2, who did not cheat</source>
        <translation>%1 wirft %2 Betrug vor, doch %2 hat nicht betrogen</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="113"/>
        <source>%1 calls cheat and catches nobody</source>
        <translation>%1 wirft Betrug vor und ertappt niemanden</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="107"/>
        <source>%1 catches %2</source>
        <translation>%1 ertappt %2</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="124"/>
        <source>%1&apos;s win is revoked</source>
        <translation>der Sieg von %1 wird aberkannt</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="119"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="129"/>
        <source>%1 shouts %2</source>
        <translation>%1 ruft %2</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="134"/>
        <source>%1 asks and reads %2</source>
        <translation>%1 fragt und liest %2</translation>
    </message>
    <message>
        <location filename="debugwords.cpp" line="22"/>
        <source>%1 asks for a number</source>
        <translation>%1 fragt nach einer Zahl</translation>
    </message>
    <message>
        <location filename="debugwords.cpp" line="23"/>
        <source>%1 asks: allowed to? (yes/no)</source>
        <translation>%1 fragt: erlaubt? (yes/no)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::Condition</name>
    <message>
        <location filename="breakpointwords.cpp" line="41"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>unerwartetes Zeichen &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="43"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <location filename="breakpointwords.cpp" line="45"/>
        <source>the condition nests deeper than %n levels</source>
        <translation>
            <numerusform>die Bedingung ist tiefer als %n Ebene verschachtelt</numerusform>
            <numerusform>die Bedingung ist tiefer als %n Ebenen verschachtelt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="47"/>
        <source>the number &apos;%1&apos; is too long</source>
        <translation>die Zahl &apos;%1&apos; ist zu lang</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="49"/>
        <source>expected &apos;)&apos;</source>
        <translation>&apos;)&apos; erwartet</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="51"/>
        <source>expected a number or a name at the end</source>
        <translation>Zahl oder Name am Ende erwartet</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="53"/>
        <source>expected a number or a name, found &apos;%1&apos;</source>
        <translation>Zahl oder Name erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="55"/>
        <source>expected &apos;)&apos; to close %1(</source>
        <translation>&apos;)&apos; erwartet, um %1( zu schließen</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="57"/>
        <source>%1: not a value of this language</source>
        <translation>%1: kein Wert dieser Sprache</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="59"/>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="61"/>
        <source>the result is too large</source>
        <translation>das Ergebnis ist zu groß</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="79"/>
        <source>%1: the program has no player %2</source>
        <translation>%1: das Programm hat keinen Spieler %2</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="81"/>
        <source>%1: there is no cell %2</source>
        <translation>%1: es gibt keine Zelle %2</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="83"/>
        <source>%1: there is no thread %2</source>
        <translation>%1: es gibt keinen Thread %2</translation>
    </message>
    <message>
        <source>%1 does not exist now</source>
        <translation>%1 gibt es jetzt nicht</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="100"/>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::ConditionVocabulary</name>
    <message>
        <location filename="breakpointwords.cpp" line="63"/>
        <source>&apos;%1&apos; is not a player (write Player N)</source>
        <translation>&apos;%1&apos; ist kein Spieler (schreiben Sie Player N)</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="67"/>
        <source>unknown name &apos;%1&apos;; %2 conditions read: %3</source>
        <translation>unbekannter Name &apos;%1&apos;; %2-Bedingungen verstehen: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="breakpointwords.cpp" line="73"/>
        <source>%1() takes %n number(s)</source>
        <translation>
            <numerusform>%1() nimmt %n Zahl</numerusform>
            <numerusform>%1() nimmt %n Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="65"/>
        <source>&apos;%1&apos; is not a player name</source>
        <translation>&apos;%1&apos; ist kein Spielername</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="75"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="77"/>
        <source>the program is 1 or 2, not %1</source>
        <translation>das Programm ist 1 oder 2, nicht %1</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::ReplayFile</name>
    <message>
        <location filename="breakpointwords.cpp" line="167"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="169"/>
        <source>not a Foul Play replay file</source>
        <translation>keine Foul-Play-Aufzeichnungsdatei</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="171"/>
        <source>replay file version %1 is not supported</source>
        <translation>Version %1 der Aufzeichnungsdatei wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="173"/>
        <source>unknown language &apos;%1&apos;</source>
        <translation>unbekannte Sprache &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <location filename="breakpointwords.cpp" line="175"/>
        <source>expected %n program(s), found %1</source>
        <translation>
            <numerusform>%n Programm erwartet, %1 gefunden</numerusform>
            <numerusform>%n Programme erwartet, %1 gefunden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="177"/>
        <source>a program has no source</source>
        <translation>ein Programm hat keinen Quelltext</translation>
    </message>
    <message>
        <location filename="breakpointwords.cpp" line="179"/>
        <source>the settings of the replay file are not valid</source>
        <translation>die Einstellungen der Aufzeichnungsdatei sind ungültig</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::Text</name>
    <message>
        <location filename="eventwords.cpp" line="32"/>
        <source>count reset</source>
        <translation>Zurücksetzung des Zählstands</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="34"/>
        <source>CN &gt; 100 reset</source>
        <translation>Zurücksetzung bei CN &gt; 100</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="36"/>
        <source>de-sync</source>
        <translation>De-Sync</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="38"/>
        <source>re-sync</source>
        <translation>Re-Sync</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="40"/>
        <source>full reset</source>
        <translation>vollständige Zurücksetzung</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="42"/>
        <source>cheat committed</source>
        <translation>Betrug begangen</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="44"/>
        <source>valid call</source>
        <translation>berechtigter Vorwurf</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="46"/>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="48"/>
        <source>win revoked</source>
        <translation>Sieg aberkannt</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="50"/>
        <source>count</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="52"/>
        <source>invalid call</source>
        <translation>unberechtigter Vorwurf</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="54"/>
        <source>shout</source>
        <translation>Ausruf</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="56"/>
        <source>ask</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="58"/>
        <source>commit</source>
        <translation>Festschreiben</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="60"/>
        <source>commit of a bomb</source>
        <translation>Festschreiben einer Bombe</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="62"/>
        <source>fork</source>
        <translation>Fork</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="64"/>
        <source>defect</source>
        <translation>Überlaufen</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="66"/>
        <source>thread died</source>
        <translation>Thread gestorben</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="68"/>
        <source>pointer enters cell</source>
        <translation>Zeiger erreicht Zelle</translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::UnfairDebugEngine</name>
    <message>
        <location filename="eventwords.cpp" line="81"/>
        <source>%1 resets the count; CN %2 -&gt; %3</source>
        <translation>%1 setzt den Zählstand zurück; CN %2 -&gt; %3</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="86"/>
        <source>%1&apos;s CN passed 100: every CN is 5, RN %2</source>
        <translation>CN von %1 über 100: jede CN ist 5, RN %2</translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="91"/>
        <source>%1 de-syncs: universe %2 with count %3</source>
        <translation>%1 macht einen De-Sync: Universum %2 mit Zählstand %3</translation>
    </message>
    <message numerus="yes">
        <location filename="eventwords.cpp" line="96"/>
        <source>%1 re-syncs from %2&apos;s mistake: %n universe(s) removed</source>
        <translation>
            <numerusform>%1 macht einen Re-Sync vom Patzer von %2: %n Universum entfernt</numerusform>
            <numerusform>%1 macht einen Re-Sync vom Patzer von %2: %n Universen entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="eventwords.cpp" line="102"/>
        <source>%1 resets everything</source>
        <translation>%1 setzt alles zurück</translation>
    </message>
    <message>
        <location filename="debugwords.cpp" line="20"/>
        <source>the program asks for a number</source>
        <translation>das Programm fragt nach einer Zahl</translation>
    </message>
</context>
<context>
    <name>Foulplay::EngineMessage</name>
    <message>
        <location filename="../core/common/messages.inc" line="16"/>
        <source>did you mean %1?</source>
        <translation>meinten Sie %1?</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="17"/>
        <source>write it as %1</source>
        <translation>schreiben Sie es als %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="18"/>
        <source>write %1</source>
        <translation>schreiben Sie %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="19"/>
        <source>write e.g. %1</source>
        <translation>schreiben Sie z. B. %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="20"/>
        <source>unexpected character %1</source>
        <translation>unerwartetes Zeichen %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="21"/>
        <source>the number %1 has more than %n digits</source>
        <translation>
            <numerusform>die Zahl %1 hat mehr als %n Ziffer</numerusform>
            <numerusform>die Zahl %1 hat mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="22"/>
        <source>input %1 is not a number</source>
        <translation>die Eingabe %1 ist keine Zahl</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="23"/>
        <source>input %1 has more than %n digits</source>
        <translation>
            <numerusform>die Eingabe %1 hat mehr als %n Ziffer</numerusform>
            <numerusform>die Eingabe %1 hat mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="24"/>
        <source>input %1 has an exponent: write the number out in full</source>
        <translation>die Eingabe %1 hat einen Exponenten: schreiben Sie die Zahl voll aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="25"/>
        <source>a run needs %n program(s), not %1</source>
        <translation>
            <numerusform>ein Lauf braucht %n Programm, nicht %1</numerusform>
            <numerusform>ein Lauf braucht %n Programme, nicht %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="28"/>
        <source>expected %1 after %2, found %3</source>
        <translation>%1 nach %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="29"/>
        <source>expected &apos;,&apos; after the condition, found %1</source>
        <translation>&apos;,&apos; nach der Bedingung erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="30"/>
        <source>a &apos;.&apos; with no sentence before it</source>
        <translation>ein &apos;.&apos; ohne Satz davor</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="31"/>
        <source>label %1 is already defined at line %2, column %3</source>
        <translation>das Label %1 ist schon in Zeile %2, Spalte %3 definiert</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="32"/>
        <source>a sentence cannot start with %1; sentences start with &apos;Player&apos;, &apos;Label&apos;, &apos;Do&apos;, &apos;If&apos;, &apos;Evaluate&apos; or &apos;Define&apos;</source>
        <translation>ein Satz kann nicht mit %1 beginnen; Sätze beginnen mit &apos;Player&apos;, &apos;Label&apos;, &apos;Do&apos;, &apos;If&apos;, &apos;Evaluate&apos; oder &apos;Define&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="33"/>
        <source>is a &apos;.&apos; missing before %1?</source>
        <translation>fehlt ein &apos;.&apos; vor %1?</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="34"/>
        <source>expected &apos;.&apos; after %1, found %2</source>
        <translation>&apos;.&apos; nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="35"/>
        <source>missing &apos;.&apos; at the end of the sentence</source>
        <translation>am Ende des Satzes fehlt ein &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="36"/>
        <source>expected &quot;&apos;s&quot; after %1, found %2</source>
        <translation>&quot;&apos;s&quot; nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="37"/>
        <source>expected a player (&apos;Player 1&apos;) after %1, found %2</source>
        <translation>einen Spieler (&apos;Player 1&apos;) nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="38"/>
        <source>expected the player&apos;s number after &apos;Player&apos;, found %1</source>
        <translation>die Nummer des Spielers nach &apos;Player&apos; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="39"/>
        <source>players are numbers: &apos;Player 1&apos;, &apos;Player 2&apos;, &apos;Player 1.5&apos;</source>
        <translation>Spieler sind Zahlen: &apos;Player 1&apos;, &apos;Player 2&apos;, &apos;Player 1.5&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="40"/>
        <source>a player&apos;s number cannot be negative: %1</source>
        <translation>die Nummer eines Spielers kann nicht negativ sein: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="41"/>
        <source>expected the number of steps after &apos;for&apos;, found %1</source>
        <translation>die Zahl der Schritte nach &apos;for&apos; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="42"/>
        <source>the number of steps cannot be negative: %1</source>
        <translation>die Zahl der Schritte kann nicht negativ sein: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="43"/>
        <source>the number of steps must be a whole number, not %1</source>
        <translation>die Zahl der Schritte muss ganz sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="44"/>
        <source>%1 is not an ordinal</source>
        <translation>%1 ist keine Ordnungszahl</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="45"/>
        <source>mistakes count from &apos;1st&apos;, not %1</source>
        <translation>Fehler zählen ab &apos;1st&apos;, nicht ab %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="46"/>
        <source>the ordinal %1 has more than %n digits</source>
        <translation>
            <numerusform>die Ordnungszahl %1 hat mehr als %n Ziffer</numerusform>
            <numerusform>die Ordnungszahl %1 hat mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="47"/>
        <source>expected a label name after %1, found %2</source>
        <translation>einen Labelnamen nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="48"/>
        <source>%1 is not a label name</source>
        <translation>%1 ist kein Labelname</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="49"/>
        <source>label names are letters, digits and &apos;_&apos;</source>
        <translation>Labelnamen bestehen aus Buchstaben, Ziffern und &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="50"/>
        <source>expected &apos;the count&apos; or a player&apos;s number after %1, found %2</source>
        <translation>&apos;the count&apos; oder die Nummer eines Spielers nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="51"/>
        <source>expected &apos;the count&apos;, a player&apos;s number or a number after %1, found %2</source>
        <translation>&apos;the count&apos;, die Nummer eines Spielers oder eine Zahl nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="52"/>
        <source>expected &apos;resets&apos; or &apos;is&apos; after &apos;the count&apos;, found %1</source>
        <translation>&apos;resets&apos; oder &apos;is&apos; nach &apos;the count&apos; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="53"/>
        <source>say which number to compare: both sides leave it out</source>
        <translation>sagen Sie, welche Zahl verglichen wird: beide Seiten lassen sie weg</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="54"/>
        <source>write &apos;Player X&apos;s counting number&apos; or &apos;Player X&apos;s raising number&apos; on one side</source>
        <translation>schreiben Sie auf einer Seite &apos;Player X&apos;s counting number&apos; oder &apos;Player X&apos;s raising number&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="55"/>
        <source>say which number of the player to compare: &apos;counting number&apos; or &apos;raising number&apos;</source>
        <translation>sagen Sie, welche Zahl des Spielers verglichen wird: &apos;counting number&apos; oder &apos;raising number&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="56"/>
        <source>only a player&apos;s number on the other side can be left out</source>
        <translation>nur die Zahl eines Spielers auf der anderen Seite darf wegfallen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="57"/>
        <source>unknown label %1</source>
        <translation>unbekanntes Label %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="58"/>
        <source>define it with %1</source>
        <translation>definieren Sie es mit %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="59"/>
        <source>labels are case-sensitive</source>
        <translation>bei Labels zählt die Groß- und Kleinschreibung</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="62"/>
        <source>the count overflowed: %1 + %2 needs more than %n digits</source>
        <translation>
            <numerusform>der Zähler ist übergelaufen: %1 + %2 braucht mehr als %n Ziffer</numerusform>
            <numerusform>der Zähler ist übergelaufen: %1 + %2 braucht mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="63"/>
        <source>%1&apos;s counting number overflowed</source>
        <translation>die Zählzahl (counting number) von %1 ist übergelaufen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="64"/>
        <source>%1&apos;s raising number overflowed</source>
        <translation>die Erhöhungszahl (raising number) von %1 ist übergelaufen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="65"/>
        <source>%1 has no live mistake to re-sync from</source>
        <translation>%1 hat keinen lebenden Fehler, von dem neu synchronisiert werden kann</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="66"/>
        <source>%1 has no %2 live mistake (%1 has %3)</source>
        <translation>%1 hat keinen %4. lebenden Fehler (%1 hat %3)</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="69"/>
        <source>expected %1, but the program ends</source>
        <translation>%1 erwartet, aber das Programm endet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="70"/>
        <source>expected %1 before &apos;.&apos;</source>
        <translation>%1 vor &apos;.&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="71"/>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="72"/>
        <source>end every statement with &apos;.&apos;</source>
        <translation>beenden Sie jede Anweisung mit &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="73"/>
        <source>a statement begins with a player&apos;s name, not a pronoun</source>
        <translation>eine Anweisung beginnt mit dem Namen eines Spielers, nicht mit einem Pronomen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="74"/>
        <source>write the name, e.g. &apos;Alice counts.&apos;</source>
        <translation>schreiben Sie den Namen, z. B. &apos;Alice counts.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="75"/>
        <source>cannot count by 0</source>
        <translation>zählen um 0 ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="76"/>
        <source>count by a positive amount, or leave out &apos;by&apos;</source>
        <translation>zählen Sie um einen positiven Betrag oder lassen Sie &apos;by&apos; weg</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="77"/>
        <source>cannot count by a negative amount</source>
        <translation>zählen um einen negativen Betrag ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="78"/>
        <source>count by a positive amount</source>
        <translation>zählen Sie um einen positiven Betrag</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="79"/>
        <source>the target of &apos;calls cheat to&apos; must be a player&apos;s name</source>
        <translation>das Ziel von &apos;calls cheat to&apos; muss der Name eines Spielers sein</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="80"/>
        <source>pronouns in this statement mean its subject first, then this target</source>
        <translation>Pronomen in dieser Anweisung meinen zuerst ihr Subjekt, dann dieses Ziel</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="81"/>
        <source>a player cannot call cheat on themselves</source>
        <translation>ein Spieler kann nicht sich selbst des Schummelns bezichtigen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="82"/>
        <source>name another player after &apos;to&apos;</source>
        <translation>nennen Sie nach &apos;to&apos; einen anderen Spieler</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="83"/>
        <source>players shout only their own score</source>
        <translation>Spieler rufen nur ihren eigenen Punktestand aus</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="84"/>
        <source>players ask only for their own score</source>
        <translation>Spieler fragen nur nach ihrem eigenen Punktestand</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="85"/>
        <source>write %1 or a pronoun such as &apos;their score&apos;</source>
        <translation>schreiben Sie %1 oder ein Pronomen wie &apos;their score&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="86"/>
        <source>missing &apos;.&apos; at the end of the statement</source>
        <translation>am Ende der Anweisung fehlt ein &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="87"/>
        <source>&apos;calls cheat&apos; needs a condition</source>
        <translation>&apos;calls cheat&apos; braucht eine Bedingung</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="88"/>
        <source>add &apos;if ...&apos; or &apos;unless ...&apos; before the &apos;.&apos;</source>
        <translation>fügen Sie vor dem &apos;.&apos; &apos;if ...&apos; oder &apos;unless ...&apos; ein</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="89"/>
        <source>&apos;Player&apos; needs a number</source>
        <translation>&apos;Player&apos; braucht eine Nummer</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="90"/>
        <source>a player&apos;s number is a whole number</source>
        <translation>die Nummer eines Spielers ist eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="91"/>
        <source>a player&apos;s name begins with a letter</source>
        <translation>der Name eines Spielers beginnt mit einem Buchstaben</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="92"/>
        <source>a second pronoun family needs a target: %1 cannot mean anyone but the subject here</source>
        <translation>eine zweite Pronomenfamilie braucht ein Ziel: %1 kann hier niemanden außer dem Subjekt meinen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="93"/>
        <source>write &apos;calls cheat to NAME&apos; so the second pronoun means NAME</source>
        <translation>schreiben Sie &apos;calls cheat to NAME&apos;, damit das zweite Pronomen NAME meint</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="94"/>
        <source>use the same pronouns for the subject, or write the player&apos;s name</source>
        <translation>verwenden Sie für das Subjekt dieselben Pronomen oder schreiben Sie den Namen des Spielers</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="95"/>
        <source>a statement can use only two pronoun families (subject and target)</source>
        <translation>eine Anweisung kann nur zwei Pronomenfamilien verwenden (Subjekt und Ziel)</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="96"/>
        <source>write the player&apos;s name instead of %1</source>
        <translation>schreiben Sie statt %1 den Namen des Spielers</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="97"/>
        <source>%1 is not a possessive</source>
        <translation>%1 ist kein Possessivpronomen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="98"/>
        <source>write the possessive form: my, your, his, her, its or their</source>
        <translation>schreiben Sie die Possessivform: my, your, his, her, its oder their</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="99"/>
        <source>expected &apos;s after the player&apos;s name</source>
        <translation>&apos;s nach dem Namen des Spielers erwartet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="100"/>
        <source>%1 is a possessive</source>
        <translation>%1 ist ein Possessivpronomen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="101"/>
        <source>before &apos;score&apos; it needs &apos;score&apos;; otherwise write e.g. &apos;he&apos;, &apos;she&apos; or &apos;they&apos;</source>
        <translation>vor &apos;score&apos; gehört &apos;score&apos; dazu; sonst schreiben Sie z. B. &apos;he&apos;, &apos;she&apos; oder &apos;they&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="119"/>
        <source>a program names at most %1 players</source>
        <translation>ein Programm nennt höchstens %1 Spieler</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="102"/>
        <source>%1 has no statement of their own: they never act and their score stays 0</source>
        <translation>%1 hat keine eigene Anweisung: handelt nie, der Punktestand bleibt 0</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="103"/>
        <source>the input condition is written with an apostrophe</source>
        <translation>die Eingabebedingung wird mit Apostroph geschrieben</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="104"/>
        <source>write e.g. &quot;they&apos;re allowed to&quot; or &quot;he&apos;s allowed to&quot;</source>
        <translation>schreiben Sie z. B. &quot;they&apos;re allowed to&quot; oder &quot;he&apos;s allowed to&quot;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="105"/>
        <source>expected &apos;score&apos; after %1</source>
        <translation>&apos;score&apos; nach %1 erwartet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="106"/>
        <source>the input condition takes a pronoun, not a name</source>
        <translation>die Eingabebedingung nimmt ein Pronomen, keinen Namen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="107"/>
        <source>write e.g. &quot;they&apos;re allowed to&quot;: the subject is always the one asked</source>
        <translation>schreiben Sie z. B. &quot;they&apos;re allowed to&quot;: gefragt wird immer das Subjekt</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="108"/>
        <source>expected &apos;s before &apos;score&apos;</source>
        <translation>&apos;s vor &apos;score&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="109"/>
        <source>expected a comparison before the value</source>
        <translation>einen Vergleich vor dem Wert erwartet</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="110"/>
        <source>a number of wins is a whole number, 0 or more</source>
        <translation>eine Anzahl Siege ist eine ganze Zahl, 0 oder mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="111"/>
        <source>a number of wins has more than %n digits</source>
        <translation>
            <numerusform>eine Anzahl Siege hat mehr als %n Ziffer</numerusform>
            <numerusform>eine Anzahl Siege hat mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="112"/>
        <source>a condition speaks of past or future actions</source>
        <translation>eine Bedingung spricht von vergangenen oder künftigen Handlungen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="113"/>
        <source>write e.g. &apos;counted&apos; / &apos;will count&apos;, &apos;called cheat&apos; / &apos;will call cheat&apos;, &apos;shouted&apos;</source>
        <translation>schreiben Sie z. B. &apos;counted&apos; / &apos;will count&apos;, &apos;called cheat&apos; / &apos;will call cheat&apos;, &apos;shouted&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="114"/>
        <source>a number has at most one decimal point</source>
        <translation>eine Zahl hat höchstens ein Dezimaltrennzeichen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="115"/>
        <source>write e.g. 1234.5 or 1234,5</source>
        <translation>schreiben Sie z. B. 1234.5 oder 1234,5</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="116"/>
        <source>number too long: at most %n digits</source>
        <translation>
            <numerusform>Zahl zu lang: höchstens %n Ziffer</numerusform>
            <numerusform>Zahl zu lang: höchstens %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="117"/>
        <source>a &apos;,&apos; belongs to a number only between digits, as in 1,5</source>
        <translation>ein &apos;,&apos; gehört nur zwischen Ziffern zu einer Zahl, wie in 1,5</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="118"/>
        <source>an apostrophe joins &apos;s, &apos;re or &apos;m to the word before it</source>
        <translation>ein Apostroph hängt &apos;s, &apos;re oder &apos;m an das Wort davor</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="121"/>
        <source>&apos;cheat&apos; after &apos;calls&apos;</source>
        <translation>&apos;cheat&apos; nach &apos;calls&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="122"/>
        <source>a player&apos;s name to begin a statement</source>
        <translation>den Namen eines Spielers am Anfang einer Anweisung</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="123"/>
        <source>the name of the player to call cheat to</source>
        <translation>den Namen des Spielers, dem &apos;calls cheat&apos; gilt</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="124"/>
        <source>&apos;score&apos;</source>
        <translation>&apos;score&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="125"/>
        <source>&apos;for&apos; after &apos;asks&apos;</source>
        <translation>&apos;for&apos; nach &apos;asks&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="126"/>
        <source>&apos;counts&apos;, &apos;calls cheat&apos;, &apos;shouts&apos; or &apos;asks for&apos;</source>
        <translation>&apos;counts&apos;, &apos;calls cheat&apos;, &apos;shouts&apos; oder &apos;asks for&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="127"/>
        <source>&apos;if&apos;, &apos;unless&apos; or &apos;.&apos;</source>
        <translation>&apos;if&apos;, &apos;unless&apos; oder &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="128"/>
        <source>&apos;and&apos;, &apos;or&apos; or &apos;.&apos;</source>
        <translation>&apos;and&apos;, &apos;or&apos; oder &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="129"/>
        <source>a player&apos;s name with &apos;s or a possessive such as &apos;his&apos;</source>
        <translation>den Namen eines Spielers mit &apos;s oder ein Possessivpronomen wie &apos;his&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="130"/>
        <source>a player&apos;s name or a pronoun</source>
        <translation>den Namen eines Spielers oder ein Pronomen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="131"/>
        <source>&apos;s</source>
        <translation>&apos;s</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="132"/>
        <source>a condition (a score comparison, a past or future action, or &quot;they&apos;re allowed to&quot;)</source>
        <translation>eine Bedingung (einen Vergleich von Punkteständen, eine vergangene oder künftige Handlung oder &quot;they&apos;re allowed to&quot;)</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="133"/>
        <source>&apos;allowed to&apos;</source>
        <translation>&apos;allowed to&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="134"/>
        <source>&apos;to&apos; after &apos;allowed&apos;</source>
        <translation>&apos;to&apos; nach &apos;allowed&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="135"/>
        <source>&apos;is&apos; after &apos;score&apos;</source>
        <translation>&apos;is&apos; nach &apos;score&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="136"/>
        <source>&apos;to&apos; after &apos;equal&apos;</source>
        <translation>&apos;to&apos; nach &apos;equal&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="137"/>
        <source>&apos;than&apos;</source>
        <translation>&apos;than&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="138"/>
        <source>&apos;by&apos; after &apos;divisible&apos;</source>
        <translation>&apos;by&apos; nach &apos;divisible&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="139"/>
        <source>a comparison: &apos;equal to&apos;, &apos;larger than&apos;, &apos;smaller than&apos; or &apos;divisible by&apos;</source>
        <translation>einen Vergleich: &apos;equal to&apos;, &apos;larger than&apos;, &apos;smaller than&apos; oder &apos;divisible by&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="140"/>
        <source>&apos;cheat&apos; after &apos;will call&apos;</source>
        <translation>&apos;cheat&apos; nach &apos;will call&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="141"/>
        <source>&apos;count&apos; or &apos;call cheat&apos; after &apos;will&apos;</source>
        <translation>&apos;count&apos; oder &apos;call cheat&apos; nach &apos;will&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="142"/>
        <source>&apos;cheat&apos; after &apos;called&apos;</source>
        <translation>&apos;cheat&apos; nach &apos;called&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="143"/>
        <source>&apos;times&apos; after the number of wins</source>
        <translation>&apos;times&apos; nach der Anzahl Siege</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="144"/>
        <source>&apos;counted&apos;, &apos;called cheat&apos;, &apos;shouted&apos;, &apos;won&apos; or &apos;will&apos;</source>
        <translation>&apos;counted&apos;, &apos;called cheat&apos;, &apos;shouted&apos;, &apos;won&apos; oder &apos;will&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="145"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="146"/>
        <source>&apos;by&apos; after &apos;added&apos;</source>
        <translation>&apos;by&apos; nach &apos;added&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="147"/>
        <source>&apos;by&apos; after &apos;subtracted&apos;</source>
        <translation>&apos;by&apos; nach &apos;subtracted&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="148"/>
        <source>&apos;by&apos; after &apos;divided&apos;</source>
        <translation>&apos;by&apos; nach &apos;divided&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="149"/>
        <source>a number or a score (&apos;Olly&apos;s score&apos;, &apos;her score&apos;)</source>
        <translation>eine Zahl oder einen Punktestand (&apos;Olly&apos;s score&apos;, &apos;her score&apos;)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="152"/>
        <source>score overflow: %1&apos;s score would have more than %n digits</source>
        <translation>
            <numerusform>Punktestand übergelaufen: der Punktestand von %1 hätte mehr als %n Ziffer</numerusform>
            <numerusform>Punktestand übergelaufen: der Punktestand von %1 hätte mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="153"/>
        <source>divisible by 0: nothing is divisible by 0</source>
        <translation>teilbar durch 0: nichts ist durch 0 teilbar</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="154"/>
        <source>expected yes or no on input, got %1</source>
        <translation>„yes“ oder „no“ als Eingabe erwartet, erhalten: %1</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="155"/>
        <source>division by 0</source>
        <translation>Division durch 0</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="156"/>
        <source>number overflow: the result has more than %n digits</source>
        <translation>
            <numerusform>Zahlenüberlauf: das Ergebnis hat mehr als %n Ziffer</numerusform>
            <numerusform>Zahlenüberlauf: das Ergebnis hat mehr als %n Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="159"/>
        <source>the program is too large (4 GiB or more)</source>
        <translation>das Programm ist zu groß (4 GiB oder mehr)</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/common/messages.inc" line="160"/>
        <source>the program has more than %n commands</source>
        <translation>
            <numerusform>das Programm hat mehr als %n Befehl</numerusform>
            <numerusform>das Programm hat mehr als %n Befehle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="161"/>
        <source>this comment is never closed, so the rest of the file is a comment</source>
        <translation>dieser Kommentar wird nie geschlossen, also ist der Rest der Datei Kommentar</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="162"/>
        <source>close it with &apos;)&apos;</source>
        <translation>schließen Sie ihn mit &apos;)&apos;</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="165"/>
        <source>finished after %1 sentences</source>
        <translation>beendet nach %1 Sätzen</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="166"/>
        <source>step limit of %1 sentences reached</source>
        <translation>Schrittgrenze von %1 Sätzen erreicht</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="167"/>
        <source>finished after %1 slots</source>
        <translation>beendet nach %1 Slots</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="168"/>
        <source>step limit of %1 slots reached</source>
        <translation>Schrittgrenze von %1 Slots erreicht</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="169"/>
        <source>program %1 wins at turn %2: program %3 ran a bomb</source>
        <translation>Programm %1 gewinnt in Runde %2: Programm %3 hat eine Bombe ausgeführt</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="170"/>
        <source>program %1 wins at turn %2: program %3 has no threads left</source>
        <translation>Programm %1 gewinnt in Runde %2: Programm %3 hat keine Threads mehr</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="171"/>
        <source>draw at turn %1: the turn limit</source>
        <translation>Unentschieden in Runde %1: Rundengrenze erreicht</translation>
    </message>
    <message>
        <location filename="../core/common/messages.inc" line="172"/>
        <source>out of memory at tick %1</source>
        <translation>Kein Speicher mehr frei bei Tick %1</translation>
    </message>
    <message>
        <location filename="enginewords.cpp" line="78"/>
        <source>the end of the program</source>
        <translation>das Programmende</translation>
    </message>
    <message>
        <location filename="enginewords.cpp" line="79"/>
        <source>, </source>
        <comment>between alternatives: &apos;a&apos;, &apos;b&apos; or &apos;c&apos;</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="enginewords.cpp" line="81"/>
        <source> or </source>
        <comment>before the last alternative: &apos;a&apos;, &apos;b&apos; or &apos;c&apos;</comment>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="enginewords.cpp" line="96"/>
        <source>%1 (%2)</source>
        <comment>a message and its hint</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::BattleDialog</name>
    <message>
        <location filename="../ui/battledialog.cpp" line="40"/>
        <source>Battle Setup</source>
        <translation>Kampf einrichten</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="49"/>
        <location filename="../ui/battledialog.cpp" line="50"/>
        <source>Open…</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="51"/>
        <source>&amp;Swap</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="52"/>
        <source>Make program 2 program 1 and the other way round</source>
        <translation>Programm 2 zu Programm 1 machen und umgekehrt</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="71"/>
        <source>Program &amp;1 (moves first):</source>
        <translation>Programm &amp;1 (zieht zuerst):</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="73"/>
        <source>Program &amp;2:</source>
        <translation>Programm &amp;2:</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="81"/>
        <source>&amp;Battle</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="88"/>
        <source>A FukYorBrane battle needs two warriors. Each edits the other&apos;s program.</source>
        <translation>Ein FukYorBrane-Kampf braucht zwei Krieger. Jeder bearbeitet das Programm des anderen.</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="110"/>
        <source>Open Warrior</source>
        <translation>Krieger öffnen</translation>
    </message>
    <message>
        <location filename="../ui/battledialog.cpp" line="110"/>
        <source>FukYorBrane (*.fyb);;All files (*)</source>
        <translation>FukYorBrane (*.fyb);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ValueTravel</name>
    <message>
        <source>W&amp;hy? (Last Change)</source>
        <translation>Waru&amp;m? (letzte Änderung)</translation>
    </message>
    <message>
        <source>Next Chan&amp;ge</source>
        <translation>Nächste Än&amp;derung</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Y</source>
        <translation>Ctrl+Shift+Y</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Y</source>
        <translation>Ctrl+Alt+Y</translation>
    </message>
    <message>
        <source>Go back to right before the tick that gave this value its value; again: the change before</source>
        <translation>Zurück bis gleich vor den Tick, der diesem Wert seinen Wert gab; noch einmal: die Änderung davor</translation>
    </message>
    <message>
        <source>Run on to right after the next tick that changes this value</source>
        <translation>Weiter bis gleich nach dem nächsten Tick, der diesen Wert ändert</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CheatInspector</name>
    <message>
        <location filename="../ui/inspectors/cheat/cheatinspector.cpp" line="93"/>
        <source>Scoreboard</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatinspector.cpp" line="94"/>
        <source>Open cheat windows</source>
        <translation>Offene Betrugsfenster</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatinspector.cpp" line="96"/>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatinspector.cpp" line="97"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CheatScoreboardModel</name>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="82"/>
        <source>%1&apos;s score: reaching 100 wins</source>
        <translation>Punktestand von %1: Wer 100 erreicht, gewinnt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="84"/>
        <source>Wins of %1 taken back because the winning count was a caught cheat</source>
        <translation>Aberkannte Siege von %1, weil das siegbringende Zählen ein ertappter Betrug war</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="97"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="99"/>
        <source>Score (to 100)</source>
        <translation>Stand (bis 100)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="101"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatscoreboardmodel.cpp" line="103"/>
        <source>Revoked</source>
        <translation>Aberkannt</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CheatTurnModel</name>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="16"/>
        <source>Statement / condition</source>
        <translation>Anweisung / Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="16"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="56"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="66"/>
        <source>holds</source>
        <translation>trifft zu</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="66"/>
        <source>fails</source>
        <translation>trifft nicht zu</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="75"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="81"/>
        <source>looked at: %1</source>
        <translation>betrachtet: %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="82"/>
        <source>would act</source>
        <translation>würde wirken</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="82"/>
        <source>would not act</source>
        <translation>würde nicht wirken</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="84"/>
        <source>%1 (known already in this slot)</source>
        <translation>%1 (in diesem Slot bereits bekannt)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="125"/>
        <source>not run yet</source>
        <translation>noch nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="133"/>
        <source>acted (slot %1)</source>
        <translation>hat gewirkt (Slot %1)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="133"/>
        <source>did not act (slot %1)</source>
        <translation>hat nicht gewirkt (Slot %1)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="142"/>
        <source>Runs next</source>
        <translation>Wird als Nächstes ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="157"/>
        <source>%1&apos;s score</source>
        <translation>Punktestand von %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatturnmodel.cpp" line="169"/>
        <source>(no evaluation trace from the session)</source>
        <translation>(kein Auswertungsprotokoll aus der Sitzung)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CheatWindowsModel</name>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="73"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="80"/>
        <source>%1 (winning count)</source>
        <translation>%1 (siegbringendes Zählen)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="82"/>
        <source>by %1</source>
        <translation>um %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="84"/>
        <source>1 slot left</source>
        <translation>noch 1 Slot</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="84"/>
        <source>%1 slots left</source>
        <translation>noch %1 Slots</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="93"/>
        <source>%1 counted by %2 in slot %3; a call of cheat on %1 lands until slot %4.</source>
        <translation>%1 hat in Slot %3 um %2 gezählt; ein Betrugsvorwurf gegen %1 greift bis Slot %4.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="107"/>
        <source>Cheater</source>
        <translation>Betrüger</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="109"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/cheatwindowsmodel.cpp" line="111"/>
        <source>Slots left</source>
        <translation>Verbleibende Slots</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CodeEditor</name>
    <message>
        <location filename="../ui/editor/codeeditor.cpp" line="160"/>
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditor.cpp" line="162"/>
        <source>Line (1 to %1):</source>
        <translation>Zeile (1 bis %1):</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="194"/>
        <source>Breakpoint on line %1 (right-click or Ctrl+F9 disables it)</source>
        <translation>Haltepunkt in Zeile %1 (Rechtsklick oder Ctrl+F9 deaktiviert ihn)</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="195"/>
        <source>Disabled breakpoint on line %1 (right-click or Ctrl+F9 enables it)</source>
        <translation>Deaktivierter Haltepunkt in Zeile %1 (Rechtsklick oder Ctrl+F9 aktiviert ihn)</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="197"/>
        <source>Condition: %1</source>
        <translation>Bedingung: %1</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="199"/>
        <source>Stops from hit %1 on</source>
        <translation>Hält ab dem %1. Treffer an</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="201"/>
        <source>Click to set a breakpoint on line %1 (F9)</source>
        <translation>Klicken, um einen Haltepunkt in Zeile %1 zu setzen (F9)</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="569"/>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <location filename="../ui/editor/codeeditormarks.cpp" line="569"/>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ConsoleDock</name>
    <message>
        <location filename="../ui/consoledock.cpp" line="20"/>
        <source>Console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="23"/>
        <source>Input ends after this text</source>
        <translation>Eingabe endet nach diesem Text</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="26"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="27"/>
        <source>End Input</source>
        <translation>Eingabe beenden</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="39"/>
        <source>Program output appears here.</source>
        <translation>Die Ausgabe des Programms erscheint hier.</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="43"/>
        <source>Input given to the program when it starts (numbers, yes/no answers)</source>
        <translation>Eingabe, die das Programm beim Start erhält (Zahlen, Antworten „yes“ oder „no“)</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="47"/>
        <source>When off, the program asks in the console once the prepared input is used up</source>
        <translation>Wenn aus, fragt das Programm in der Konsole, sobald die vorbereitete Eingabe aufgebraucht ist</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="55"/>
        <location filename="../ui/consoledock.cpp" line="261"/>
        <source>The program is not asking for input.</source>
        <translation>Keine Eingabe erfragt.</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="225"/>
        <source>Answer, then press Enter</source>
        <translation>Antwort + Enter</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="61"/>
        <source>Tell the program there is no more input</source>
        <translation>Dem Programm mitteilen, dass keine Eingabe mehr kommt</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="79"/>
        <source>Prepared input:</source>
        <translation>Vorbereitete Eingabe:</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="99"/>
        <source>(end of input)</source>
        <translation>(Ende der Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="156"/>
        <source>[… earlier output trimmed …]</source>
        <translation>[… frühere Ausgabe gekürzt …]</translation>
    </message>
    <message>
        <location filename="../ui/consoledock.cpp" line="274"/>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::CountChartView</name>
    <message>
        <location filename="../ui/inspectors/unfair/countchartview.cpp" line="28"/>
        <source>The visible count over the latest steps; red marks are resets.</source>
        <translation>Der sichtbare Zählstand über die letzten Schritte; rote Markierungen sind Zurücksetzungen.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/countchartview.cpp" line="101"/>
        <source>The visible count appears here while the program runs.</source>
        <translation>Der sichtbare Zählstand erscheint hier, während das Programm läuft.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/countchartview.cpp" line="186"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::BreakpointDialog</name>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>A value changes</source>
        <translation>Ein Wert ändert sich</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="45"/>
        <source>Stops the run (on)</source>
        <translation>Hält den Lauf an (ein)</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="49"/>
        <source>Edit Breakpoint</source>
        <translation>Haltepunkt bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="49"/>
        <source>Add Breakpoint</source>
        <translation>Haltepunkt hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="61"/>
        <source>none (stops from the first hit)</source>
        <translation>keine (hält ab dem ersten Treffer an)</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="65"/>
        <source>the name after Label</source>
        <translation>der Name nach Label</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="71"/>
        <source>&amp;Program:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="72"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="73"/>
        <source>&amp;Line:</source>
        <translation>&amp;Zeile:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="77"/>
        <source>L&amp;abel:</source>
        <translation>L&amp;abel:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="78"/>
        <source>&amp;Number:</source>
        <translation>&amp;Nummer:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="79"/>
        <source>&amp;Event:</source>
        <translation>&amp;Ereignis:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="80"/>
        <source>&amp;Cell:</source>
        <translation>&amp;Zelle:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="81"/>
        <source>C&amp;ondition:</source>
        <translation>B&amp;edingung:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="82"/>
        <source>&amp;Hit count:</source>
        <translation>&amp;Trefferzahl:</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="128"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="130"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="131"/>
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="133"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="139"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="141"/>
        <source>A pointer enters a cell</source>
        <translation>Ein Zeiger betritt eine Zelle</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointdialog.cpp" line="195"/>
        <source>%1 has no label “%2”.</source>
        <translation>%1 hat kein Label „%2“.</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::BreakpointListModel</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1: when %2 changes</source>
        <translation>%1: wenn sich %2 ändert</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="51"/>
        <source>condition not understood: %1</source>
        <translation>Bedingung nicht verstanden: %1</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="67"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="69"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="71"/>
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="73"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="75"/>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="75"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="86"/>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="88"/>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="96"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="90"/>
        <source>%1: tick %L2</source>
        <translation>%1: Tick %L2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="92"/>
        <source>%1: turn %L2</source>
        <translation>%1: Runde %L2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="95"/>
        <source>%1: cell %L2</source>
        <translation>%1: Zelle %L2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="124"/>
        <source>%1: a pointer enters cell %L2</source>
        <translation>%1: ein Zeiger betritt Zelle %L2</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="120"/>
        <source>On: this breakpoint stops the run</source>
        <translation>Ein: Dieser Haltepunkt hält den Lauf an</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="120"/>
        <source>Off: this breakpoint is ignored</source>
        <translation>Aus: Dieser Haltepunkt wird übergangen</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="170"/>
        <source>On</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="172"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="174"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="176"/>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="178"/>
        <source>Hit count</source>
        <translation>Trefferanzahl</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointlistmodel.cpp" line="180"/>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::BreakpointsDock</name>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="19"/>
        <source>Breakpoints</source>
        <translation>Haltepunkte</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="34"/>
        <source>Add &amp;breakpoint…</source>
        <translation>Haltepunkt hinzufü&amp;gen …</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="36"/>
        <source>Add a line, label, tick, turn, event or cell breakpoint</source>
        <translation>Einen Haltepunkt auf eine Zeile, ein Label, einen Tick, eine Runde, ein Ereignis oder eine Zelle setzen</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="38"/>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="43"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="44"/>
        <source>Remove the selected breakpoints (Delete)</source>
        <translation>Die ausgewählten Haltepunkte entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="133"/>
        <source>&amp;Disable Breakpoint</source>
        <translation>Haltepunkt &amp;deaktivieren</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="133"/>
        <source>&amp;Enable Breakpoint</source>
        <translation>Haltepunkt &amp;aktivieren</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="135"/>
        <source>Edit &amp;Condition and Hit Count…</source>
        <translation>&amp;Bedingung und Trefferzahl bearbeiten …</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="136"/>
        <source>&amp;Remove Breakpoint</source>
        <translation>Haltepunkt &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="148"/>
        <source>E&amp;nable All</source>
        <translation>Alle a&amp;ktivieren</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="149"/>
        <source>Disa&amp;ble All</source>
        <translation>Alle dea&amp;ktivieren</translation>
    </message>
    <message>
        <location filename="../ui/debugger/breakpointsdock.cpp" line="150"/>
        <source>Remove &amp;All</source>
        <translation>&amp;Alle entfernen</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::ConditionEdit</name>
    <message>
        <location filename="../ui/debugger/conditionedit.cpp" line="50"/>
        <source>e.g. %1 &gt; 10</source>
        <translation>z. B. %1 &gt; 10</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::HistoryPlot</name>
    <message>
        <source>The history of the selected watch: click a tick to go there</source>
        <translation>Der Verlauf des gewählten Ausdrucks: ein Klick auf einen Tick springt dorthin</translation>
    </message>
    <message>
        <source>History of the selected watch</source>
        <translation>Verlauf des gewählten Ausdrucks</translation>
    </message>
    <message>
        <source>Not a value in this language</source>
        <translation>Kein Wert in dieser Sprache</translation>
    </message>
    <message>
        <source>The run's programs do not load</source>
        <translation>Die Programme des Laufs lassen sich nicht laden</translation>
    </message>
    <message>
        <source>Select a watch to see its history</source>
        <translation>Einen Ausdruck wählen, um seinen Verlauf zu sehen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: run the program to see its history</source>
        <translation>%1: das Programm ausführen, um den Verlauf zu sehen</translation>
    </message>
    <message>
        <source>%1: %2 so far, reading tick %3 of %4…</source>
        <translation>%1: bisher %2, lese Tick %3 von %4…</translation>
    </message>
    <message>
        <source>%1: %2 in ticks 0 to %3</source>
        <translation>%1: %2 in den Ticks 0 bis %3</translation>
    </message>
    <message>
        <source>Tick %1: %2</source>
        <translation>Tick %1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln Änderung</numerusform>
            <numerusform>%Ln Änderungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::WatchesDock</name>
    <message>
        <source>W&amp;hy? (Last Change)</source>
        <translation>Waru&amp;m? (letzte Änderung)</translation>
    </message>
    <message>
        <source>Next Chan&amp;ge</source>
        <translation>Nächste Än&amp;derung</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Y</source>
        <translation>Ctrl+Shift+Y</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Y</source>
        <translation>Ctrl+Alt+Y</translation>
    </message>
    <message>
        <source>Go back to right before the tick that gave this value its value; again: the change before</source>
        <translation>Zurück bis gleich vor den Tick, der diesem Wert seinen Wert gab; noch einmal: die Änderung davor</translation>
    </message>
    <message>
        <source>Run on to right after the next tick that changes this value</source>
        <translation>Weiter bis gleich nach dem nächsten Tick, der diesen Wert ändert</translation>
    </message>
    <message>
        <source>&amp;Break When Value Changes</source>
        <translation>&amp;Anhalten, wenn sich der Wert ändert</translation>
    </message>
    <message>
        <source>&amp;Remove Watch</source>
        <translation>Ausdruck &amp;entfernen</translation>
    </message>
    <message>
        <source>Stop the run right after each tick that changes this value (backwards: right before it)</source>
        <translation>Hält den Lauf gleich nach jedem Tick an, der diesen Wert ändert (rückwärts: gleich davor)</translation>
    </message>
    <message>
        <location filename="../ui/debugger/watchesdock.cpp" line="18"/>
        <source>Watches</source>
        <translation>Überwachte Ausdrücke</translation>
    </message>
    <message>
        <location filename="../ui/debugger/watchesdock.cpp" line="29"/>
        <source>Add a watch: an expression, then Enter</source>
        <translation>Einen Ausdruck zum Überwachen eingeben, dann Enter</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Debugger::WatchesModel</name>
    <message>
        <location filename="../ui/debugger/watchesmodel.cpp" line="182"/>
        <source>Changed since the previous stop</source>
        <translation>Seit dem vorigen Halt geändert</translation>
    </message>
    <message>
        <location filename="../ui/debugger/watchesmodel.cpp" line="218"/>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <location filename="../ui/debugger/watchesmodel.cpp" line="218"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Document</name>
    <message>
        <location filename="../ui/document.cpp" line="42"/>
        <location filename="../ui/documentmanager.cpp" line="117"/>
        <source>Untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::DocumentManager</name>
    <message>
        <location filename="../ui/documentmanager.cpp" line="138"/>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="139"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="209"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="234"/>
        <location filename="../ui/documentmanager.cpp" line="259"/>
        <source>Save File</source>
        <translation>Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="235"/>
        <location filename="../ui/documentmanager.cpp" line="260"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="250"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="252"/>
        <source>Save File As</source>
        <translation>Datei speichern unter</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="287"/>
        <source>Close Document</source>
        <translation>Dokument schließen</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="288"/>
        <source>The document %1 has unsaved changes. Do you want to save them?</source>
        <translation>Das Dokument %1 hat ungesicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="313"/>
        <source>Unsaved Changes</source>
        <translation>Ungesicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="314"/>
        <source>These documents have unsaved changes:
%1

Do you want to save them?</source>
        <translation>Diese Dokumente haben ungesicherte Änderungen:
%1

Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="391"/>
        <source>File Removed</source>
        <translation>Datei entfernt</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="392"/>
        <source>The file %1 was removed from the disk. Save it to keep it.</source>
        <translation>Die Datei %1 wurde von der Festplatte entfernt. Speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="399"/>
        <source>File Changed</source>
        <translation>Datei geändert</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="400"/>
        <source>The file %1 was changed by another program, and you have unsaved changes. Reload it and lose your changes?</source>
        <translation>Die Datei %1 wurde von einem anderen Programm geändert, und Sie haben ungesicherte Änderungen. Neu laden und Ihre Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="410"/>
        <source>Reload File</source>
        <translation>Datei neu laden</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="411"/>
        <source>Cannot reload %1: %2</source>
        <translation>%1 kann nicht neu geladen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="447"/>
        <source>a new document (%1)</source>
        <translation>ein neues Dokument (%1)</translation>
    </message>
    <message>
        <location filename="../ui/documentmanager.cpp" line="451"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/documentmanager.cpp" line="452"/>
        <source>Foul Play did not close properly last time. The unsaved text of %n document(s) was kept:
%1

Recover it?</source>
        <translation>
            <numerusform>Foul Play wurde beim letzten Mal nicht richtig beendet. Der ungesicherte Text eines Dokuments wurde aufbewahrt:
%1

Wiederherstellen?</numerusform>
            <numerusform>Foul Play wurde beim letzten Mal nicht richtig beendet. Der ungesicherte Text von %n Dokumenten wurde aufbewahrt:
%1

Wiederherstellen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::EventLogModel</name>
    <message>
        <location filename="../ui/inspectors/cheat/eventlogmodel.cpp" line="86"/>
        <source>%1 counts by %2</source>
        <translation>%1 zählt um %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/eventlogmodel.cpp" line="86"/>
        <source>%1 cheats by %2</source>
        <translation>%1 betrügt um %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/eventlogmodel.cpp" line="165"/>
        <source>turn %1, tick %2: %3</source>
        <translation>Runde %1, Tick %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/cheat/eventlogmodel.cpp" line="169"/>
        <source>%1 — click to go to tick %2</source>
        <translation>%1 — klicken, um zu Tick %2 zu springen</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ExamplesMenu</name>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="11"/>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="36"/>
        <source>H (prints 72)</source>
        <translation>H (gibt 72 aus)</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="36"/>
        <source>Counts past a reset to print 72, the letter H.</source>
        <translation>Zählt über einen Reset hinaus und gibt 72 aus, den Buchstaben H.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="37"/>
        <location filename="../ui/examplesmenu.cpp" line="53"/>
        <source>Number cat</source>
        <translation>Zahlen-Echo</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="37"/>
        <source>Echoes every number of the input until it ends.</source>
        <translation>Gibt jede Zahl der Eingabe wieder aus, bis sie endet.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="38"/>
        <source>The example game</source>
        <translation>Das Beispielspiel</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="39"/>
        <source>Two players count until a reset raises a counting number.</source>
        <translation>Zwei Spieler zählen, bis ein Reset eine Zählzahl erhöht.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="40"/>
        <source>Layered de-syncs</source>
        <translation>Geschichtete De-Syncs</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="41"/>
        <source>Three players and three universes, as in the language&apos;s table.</source>
        <translation>Drei Spieler und drei Universen, wie in der Tabelle der Sprache.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="42"/>
        <source>Layered de-syncs with an ordinal</source>
        <translation>Geschichtete De-Syncs mit Ordinalzahl</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="43"/>
        <source>A re-sync that names the first of two mistakes.</source>
        <translation>Ein Re-Sync, der den ersten von zwei Fehlern nennt.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="44"/>
        <source>A full reset</source>
        <translation>Ein vollständiger Neustart</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="44"/>
        <source>Brings everything back to one universe with count 0.</source>
        <translation>Bringt alles auf ein Universum mit dem Zählerstand 0 zurück.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="45"/>
        <source>Counting the resets</source>
        <translation>Die Zurücksetzungen zählen</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="46"/>
        <source>Prints the counting number at every reset of the count.</source>
        <translation>Gibt bei jedem Reset des Zählerstands die Zählzahl aus.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="47"/>
        <source>Comparing counting numbers</source>
        <translation>Zählzahlen vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="48"/>
        <source>Compares the counting numbers of two players.</source>
        <translation>Vergleicht die Zählzahlen zweier Spieler.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="49"/>
        <source>Counting and taking turns</source>
        <translation>Zählen und abwechseln</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="50"/>
        <source>Nobody stops counting: it runs until the step limit.</source>
        <translation>Niemand hört auf zu zählen: Es läuft bis zur Schrittgrenze.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="51"/>
        <source>Alice&apos;s 24 (stops at the step limit)</source>
        <translation>Alices 24 (endet an der Schrittgrenze)</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="52"/>
        <source>Prints 24 forever; the step limit in Settings stops it.</source>
        <translation>Gibt immer wieder 24 aus; die Schrittgrenze in den Einstellungen beendet es.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="53"/>
        <source>Echoes numbers until the input ends.</source>
        <translation>Gibt Zahlen wieder aus, bis die Eingabe endet.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="60"/>
        <source>Clears bombs planted in its own buffer.</source>
        <translation>Räumt Bomben ab, die in seinen eigenen Puffer gelegt wurden.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="54"/>
        <source>Cheat machine</source>
        <translation>Betrugsmaschine</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="54"/>
        <source>A truth-machine: answer yes or no when Olly asks.</source>
        <translation>Eine Wahrheitsmaschine: Antworten Sie mit yes oder no, wenn Olly fragt.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="55"/>
        <source>A caught cheat</source>
        <translation>Ein ertappter Betrug</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="55"/>
        <source>Bob counts by 3 and Alice catches him.</source>
        <translation>Bob zählt um 3 weiter, und Alice erwischt ihn.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="56"/>
        <source>The simple seeker</source>
        <translation>Der einfache Sucher</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="56"/>
        <source>Finds the enemy&apos;s program pointer and bombs it.</source>
        <translation>Findet den Programmzeiger des Gegners und bombardiert ihn.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="57"/>
        <source>The threaded seeker</source>
        <translation>Der Sucher mit Threads</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="57"/>
        <source>A seeker with a second thread that defects.</source>
        <translation>Ein Sucher mit einem zweiten Thread, der überläuft.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="58"/>
        <source>A pure mangler</source>
        <translation>Ein reiner Verstümmler</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="58"/>
        <source>The shortest warrior: bump, commit, move on.</source>
        <translation>Der kürzeste Krieger: erhöhen, übertragen, weiterziehen.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="59"/>
        <source>A decoy thread</source>
        <translation>Ein Köder-Thread</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="59"/>
        <source>A looping thread draws the enemy&apos;s bombs.</source>
        <translation>Ein Thread in einer Schleife zieht die Bomben des Gegners auf sich.</translation>
    </message>
    <message>
        <location filename="../ui/examplesmenu.cpp" line="60"/>
        <source>A defecting sweeper</source>
        <translation>Ein überlaufender Aufräumer</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FindBar</name>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="22"/>
        <source>Match &amp;case</source>
        <translation>&amp;Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="23"/>
        <source>&amp;Whole words</source>
        <translation>Nur ganze &amp;Wörter</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="24"/>
        <source>Re&amp;gular expression</source>
        <translation>Regulärer Aus&amp;druck</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="31"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="34"/>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="40"/>
        <source>&amp;Previous</source>
        <translation>&amp;Vorheriges</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="41"/>
        <source>&amp;Next</source>
        <translation>&amp;Nächstes</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="44"/>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="46"/>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="47"/>
        <source>Replace &amp;All</source>
        <translation>&amp;Alle ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="51"/>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="63"/>
        <source>Replace:</source>
        <translation>Ersetzen:</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="185"/>
        <source>Invalid pattern</source>
        <translation>Ungültiges Muster</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="197"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <location filename="../ui/editor/findbar.cpp" line="200"/>
        <source>Wrapped around</source>
        <translation>Suche am anderen Ende fortgesetzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/editor/findbar.cpp" line="275"/>
        <source>%n replaced</source>
        <translation>
            <numerusform>%n Treffer ersetzt</numerusform>
            <numerusform>%n Treffer ersetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBattleController</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="18"/>
        <source>commit</source>
        <translation>Festschreiben</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="20"/>
        <source>bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="22"/>
        <source>fork</source>
        <translation>Fork</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="238"/>
        <source>The battle is over: there is nothing further to find.</source>
        <translation>Der Kampf ist vorbei: Es gibt nichts mehr zu finden.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="264"/>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="277"/>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="337"/>
        <source>%n frame(s) saved.</source>
        <translation>
            <numerusform>%n Bild gespeichert.</numerusform>
            <numerusform>%n Bilder gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="291"/>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="319"/>
        <source>No %1 after tick %2: the battle ends without one.</source>
        <translation>Kein Ereignis „%1“ nach Tick %2: Der Kampf endet ohne eines.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="326"/>
        <source>Next %1: turn %2, tick %3.</source>
        <translation>Nächstes Ereignis „%1“: Runde %2, Tick %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inspectors/fyb/fybbattlecontroller.cpp" line="355"/>
        <source>Export cancelled after %n frame(s).</source>
        <translation>
            <numerusform>Export nach %n Bild abgebrochen.</numerusform>
            <numerusform>Export nach %n Bildern abgebrochen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBattleDock</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="29"/>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="78"/>
        <source>Live threads; double-click one to follow it, right-click a value to ask where it came from</source>
        <translation>Lebende Threads; auf einen doppelklicken, um ihm zu folgen, mit der rechten Maustaste auf einen Wert klicken, um zu fragen, woher er kommt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="138"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="138"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Verkleinern (Ctrl+Mausrad)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="139"/>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="139"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Vergrößern (Ctrl+Mausrad)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="141"/>
        <source>Follow thread:</source>
        <translation>Thread folgen:</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="145"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="146"/>
        <source>Keep this thread&apos;s program pointer in view</source>
        <translation>Den Programmzeiger dieses Threads im sichtbaren Bereich halten</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="150"/>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="152"/>
        <source>Draw a line from each thread&apos;s program pointer to its data pointer</source>
        <translation>Eine Linie vom Programmzeiger jedes Threads zu seinem Datenzeiger zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="157"/>
        <source>Save frame…</source>
        <translation>Bild speichern …</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="157"/>
        <source>Save the visible frame as a PNG image</source>
        <translation>Das sichtbare Bild als PNG-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="159"/>
        <source>Save turns…</source>
        <translation>Runden speichern …</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="159"/>
        <source>Save the next turns as numbered PNG frames</source>
        <translation>Die nächsten Runden als nummerierte PNG-Bilder speichern</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="202"/>
        <source>Program %1 wins at turn %2: program %3 ran a bomb.</source>
        <translation>Programm %1 gewinnt in Runde %2: Programm %3 hat eine Bombe ausgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="207"/>
        <source>Program %1 wins at turn %2: program %3 has no thread left.</source>
        <translation>Programm %1 gewinnt in Runde %2: Programm %3 hat keinen Thread mehr.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="214"/>
        <source>Draw at turn %1: the turn limit.</source>
        <translation>Unentschieden in Runde %1: die Rundengrenze.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="255"/>
        <source>Save Frame</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="255"/>
        <source>battle-turn-%1.png</source>
        <translation>kampf-runde-%1.png</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="256"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="259"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="259"/>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="265"/>
        <source>Folder for the Frames</source>
        <translation>Ordner für die Bilder</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="269"/>
        <source>Save Turns</source>
        <translation>Runden speichern</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="269"/>
        <source>Turns to save after the current one:</source>
        <translation>Zu speichernde Runden nach der aktuellen:</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattledock.cpp" line="273"/>
        <source>Saving frames…</source>
        <translation>Bilder werden gespeichert …</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBattlePainter</name>
    <message numerus="yes">
        <location filename="../ui/inspectors/fyb/fybbattlepainter.cpp" line="218"/>
        <source>Program %1 · %n thread(s)</source>
        <translation>
            <numerusform>Programm %1 · %n Thread</numerusform>
            <numerusform>Programm %1 · %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbattlepainter.cpp" line="220"/>
        <source>P%1 · %2</source>
        <translation>P%1 · %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBufferView</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="24"/>
        <source>bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="284"/>
        <source>Program %1, cell %L2: %3</source>
        <translation>Programm %1, Zelle %L2: %3</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="286"/>
        <source>Pending edit: %1 (not committed yet)</source>
        <translation>Ausstehende Änderung: %1 (noch nicht festgeschrieben)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="288"/>
        <source>Spent: a fork here has already run</source>
        <translation>Verbraucht: Ein Fork an dieser Stelle wurde bereits ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="294"/>
        <source>Last written by thread %1 (program %2) at tick %3, turn %4</source>
        <translation>Zuletzt geschrieben von Thread %1 (Programm %2) in Tick %3, Runde %4</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="298"/>
        <source>It was %1 before</source>
        <translation>Vorher stand hier %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="300"/>
        <source>Written earlier than the history kept for this cell</source>
        <translation>Geschrieben, bevor der für diese Zelle aufbewahrte Verlauf beginnt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="302"/>
        <source>No recorded commit (some events were left out at full speed)</source>
        <translation>Kein aufgezeichnetes Festschreiben (bei vollem Tempo wurden einige Ereignisse ausgelassen)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybbufferview.cpp" line="304"/>
        <source>Never written: the program&apos;s own code</source>
        <translation>Nie geschrieben: der eigene Code des Programms</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybThreadModel</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="125"/>
        <source>Born between two shown frames; this is the later one</source>
        <translation>Zwischen zwei angezeigten Bildern geboren; dies ist das spätere</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="138"/>
        <source>%1 in P%2</source>
        <translation>%1 in P%2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="140"/>
        <source>defected</source>
        <translation>übergelaufen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="145"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="147"/>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="160"/>
        <source>Thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="162"/>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="164"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="166"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="168"/>
        <source>Defected</source>
        <translation>Übergelaufen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadmodel.cpp" line="170"/>
        <source>Born (tick)</source>
        <translation>Geboren (Tick)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybThreadStrip</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadstrip.cpp" line="25"/>
        <source>Live threads of each program over the run; click to go there</source>
        <translation>Lebende Threads jedes Programms über den ganzen Lauf; klicken, um dorthin zu springen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadstrip.cpp" line="65"/>
        <source>P1</source>
        <translation>P1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybthreadstrip.cpp" line="66"/>
        <source>P2</source>
        <translation>P2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybTimelineBar</name>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="34"/>
        <source>The whole battle: drag to any frame</source>
        <translation>Der ganze Kampf: zu einem beliebigen Bild ziehen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="38"/>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="141"/>
        <source>turn %1 · tick %2 of %3</source>
        <translation>Runde %1 · Tick %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="52"/>
        <source>Turn back</source>
        <translation>Runde zurück</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="52"/>
        <source>Back to the start of the previous turn</source>
        <translation>Zurück zum Anfang der vorherigen Runde</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="54"/>
        <source>Tick back</source>
        <translation>Tick zurück</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="54"/>
        <source>Back one tick (one command of one thread)</source>
        <translation>Einen Tick zurück (ein Befehl eines Threads)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="56"/>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="152"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="56"/>
        <source>Play or pause the battle</source>
        <translation>Den Kampf abspielen oder anhalten</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="58"/>
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="58"/>
        <source>Forward one tick</source>
        <translation>Einen Tick vor</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="60"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="60"/>
        <source>Forward to the start of the next turn</source>
        <translation>Vor zum Anfang der nächsten Runde</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="64"/>
        <source>Playing speed in turns a second (a turn runs every live thread once), or the Speed slider&apos;s ticks a second</source>
        <translation>Abspieltempo in Runden pro Sekunde (eine Runde führt jeden lebenden Thread einmal aus) oder die Ticks pro Sekunde des Tempo-Schiebereglers</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="66"/>
        <source>Toolbar speed</source>
        <translation>Tempo der Werkzeugleiste</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="68"/>
        <source>%n turn(s)/s</source>
        <translation>
            <numerusform>%n Runde/s</numerusform>
            <numerusform>%n Runden/s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="69"/>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="86"/>
        <source>Next commit</source>
        <translation>Nächstes Festschreiben</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="86"/>
        <source>Go to the next commit of any cell</source>
        <translation>Zum nächsten Festschreiben einer beliebigen Zelle springen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="87"/>
        <source>Next bomb</source>
        <translation>Nächste Bombe</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="87"/>
        <source>Go to the next committed bomb</source>
        <translation>Zur nächsten festgeschriebenen Bombe springen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="88"/>
        <source>Next fork</source>
        <translation>Nächster Fork</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="88"/>
        <source>Go to the next fork of a thread</source>
        <translation>Zum nächsten Fork eines Threads springen</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="145"/>
        <source>no battle</source>
        <translation>kein Kampf</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/fyb/fybtimelinebar.cpp" line="152"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::InspectorDocks</name>
    <message>
        <source>Break When Its &amp;Value Changes</source>
        <translation>Anhalten, wenn sich ihr &amp;Wert ändert</translation>
    </message>
    <message>
        <source>W&amp;hy? (Last Change)</source>
        <translation>Waru&amp;m? (letzte Änderung)</translation>
    </message>
    <message>
        <source>Next Chan&amp;ge</source>
        <translation>Nächste Än&amp;derung</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="47"/>
        <source>Break When a Pointer &amp;Enters This Cell</source>
        <translation>Anhalten, wenn ein Zeiger diese Zelle &amp;betritt</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="140"/>
        <source>Unfair Inspector</source>
        <translation>Unfair-Inspektor</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="127"/>
        <source>Cheat Inspector</source>
        <translation>Cheat-Inspektor</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="77"/>
        <source>unlimited (battle view)</source>
        <translation>unbegrenzt (Kampfansicht)</translation>
    </message>
    <message numerus="yes">
        <location filename="../languages/fyb/fyblanguage.cpp" line="79"/>
        <source>%n turn(s)/s (battle view)</source>
        <translation>
            <numerusform>%n Runde/s (Kampfansicht)</numerusform>
            <numerusform>%n Runden/s (Kampfansicht)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inspectordocks.cpp" line="65"/>
        <location filename="../ui/inspectordocks.cpp" line="96"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="85"/>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::Language</name>
    <message>
        <location filename="../ui/language.cpp" line="131"/>
        <source>Foul Play programs (%1)</source>
        <translation>Foul-Play-Programme (%1)</translation>
    </message>
    <message>
        <location filename="../ui/language.cpp" line="133"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="155"/>
        <source>Unfair</source>
        <translation>Unfair</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="142"/>
        <source>Cheat</source>
        <translation>Cheat</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="101"/>
        <source>FukYorBrane</source>
        <translation>FukYorBrane</translation>
    </message>
    <message>
        <location filename="../ui/language.cpp" line="73"/>
        <source>Plain Text</source>
        <translation>Reiner Text</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="71"/>
        <location filename="../ui/mainwindow.cpp" line="442"/>
        <source>Foul Play</source>
        <translation>Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="186"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="187"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="156"/>
        <source>&amp;Unfair Program</source>
        <translation>&amp;Unfair-Programm</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="143"/>
        <source>&amp;Cheat Program</source>
        <translation>&amp;Cheat-Programm</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="102"/>
        <source>&amp;FukYorBrane Warrior</source>
        <translation>&amp;FukYorBrane-Krieger</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="200"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="204"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="204"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="207"/>
        <source>Save A&amp;ll</source>
        <translation>A&amp;lle speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="207"/>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="209"/>
        <source>Reloa&amp;d</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="214"/>
        <location filename="../ui/mainwindow.cpp" line="220"/>
        <source>Reload File</source>
        <translation>Datei neu laden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>Reload %1 and lose your unsaved changes?</source>
        <translation>%1 neu laden und die ungesicherten Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="221"/>
        <source>Cannot reload %1: %2</source>
        <translation>%1 kann nicht neu geladen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="224"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="227"/>
        <source>Close All</source>
        <translation>Alle schließen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="227"/>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="238"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="239"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="240"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="243"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="244"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="245"/>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="248"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="250"/>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="252"/>
        <source>Find Pre&amp;vious</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="254"/>
        <source>R&amp;eplace…</source>
        <translation>&amp;Ersetzen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="254"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>&amp;Go to Line…</source>
        <translation>&amp;Gehe zu Zeile …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="259"/>
        <source>Toggle &amp;Comment</source>
        <translation>&amp;Kommentar umschalten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="259"/>
        <source>Ctrl+/</source>
        <translation>Ctrl+/</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="261"/>
        <source>Complete</source>
        <translation>Vervollständigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="261"/>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="264"/>
        <source>Enable/Disable &amp;Breakpoint</source>
        <translation>&amp;Haltepunkt ein-/ausschalten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="264"/>
        <source>Ctrl+F9</source>
        <translation>Ctrl+F9</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="301"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="379"/>
        <source>%1 (example %2)</source>
        <translation>%1 (Beispiel %2)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="445"/>
        <source>%1%2 — Foul Play</source>
        <translation>%1%2 — Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="274"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="276"/>
        <source>Alt+4</source>
        <translation>Alt+4</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="278"/>
        <source>Alt+1</source>
        <translation>Alt+1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="285"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="287"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="289"/>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="289"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="292"/>
        <source>&amp;Next Tab</source>
        <translation>&amp;Nächster Tab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="292"/>
        <source>Ctrl+PgDown</source>
        <translation>Ctrl+PgDown</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="296"/>
        <source>&amp;Previous Tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="296"/>
        <source>Ctrl+PgUp</source>
        <translation>Ctrl+PgUp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="24"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="25"/>
        <source>User &amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="25"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="27"/>
        <source>Opens the manual; in the editor, at the section about the word under the cursor</source>
        <translation>Öffnet das Handbuch; im Editor beim Abschnitt über das Wort unter dem Cursor</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="32"/>
        <source>&amp;About Foul Play</source>
        <translation>&amp;Über Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="34"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="83"/>
        <source>KSyntaxHighlighting: used for the colour themes</source>
        <translation>KSyntaxHighlighting: für die Farbschemata verwendet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="84"/>
        <source>KSyntaxHighlighting: not used (built without it)</source>
        <translation>KSyntaxHighlighting: nicht verwendet (ohne gebaut)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="92"/>
        <source>&lt;p&gt;Built with Qt %1, running on Qt %2.&lt;br&gt;%3&lt;/p&gt;&lt;p&gt;Licence: %4&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;manual:README.md&quot;&gt;Open the user manual&lt;/a&gt; (F1)&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gebaut mit Qt %1, läuft mit Qt %2.&lt;br&gt;%3&lt;/p&gt;&lt;p&gt;Lizenz: %4&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;manual:README.md&quot;&gt;Das Handbuch öffnen&lt;/a&gt; (F1)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="340"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="346"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="360"/>
        <source>Open Example</source>
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="360"/>
        <source>The example %1 is missing.</source>
        <translation>Das Beispiel %1 fehlt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="365"/>
        <source>%1 (example)</source>
        <translation>%1 (Beispiel)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="394"/>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="86"/>
        <source>About Foul Play</source>
        <translation>Über Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowhelp.cpp" line="89"/>
        <source>&lt;h3&gt;Foul Play %1&lt;/h3&gt;&lt;p&gt;An IDE and visual debugger for Unfair, Cheat and FukYorBrane.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Foul Play %1&lt;/h3&gt;&lt;p&gt;Eine IDE und ein visueller Debugger für Unfair, Cheat und FukYorBrane.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ManualWindow</name>
    <message>
        <location filename="../ui/manualwindow.cpp" line="174"/>
        <source>Foul Play Manual</source>
        <translation>Foul-Play-Handbuch</translation>
    </message>
    <message>
        <location filename="../ui/manualwindow.cpp" line="216"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ProblemsDock</name>
    <message>
        <location filename="../ui/problemsdock.cpp" line="11"/>
        <location filename="../ui/problemsdock.cpp" line="39"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../ui/problemsdock.cpp" line="41"/>
        <source>Problems (errors: %1, warnings: %2)</source>
        <translation>Probleme (Fehler: %1, Warnungen: %2)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ProblemsModel</name>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="75"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="75"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="83"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="97"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="99"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="101"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../ui/problemsmodel.cpp" line="103"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ProgramRun</name>
    <message>
        <location filename="../ui/programrun.cpp" line="156"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::ReplayFiles</name>
    <message>
        <location filename="../ui/replayfiles.cpp" line="26"/>
        <source>Foul Play replays (*.json);;All files (*)</source>
        <translation>Foul-Play-Aufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/replayfiles.cpp" line="44"/>
        <source>Save Replay</source>
        <translation>Aufzeichnung speichern</translation>
    </message>
    <message>
        <location filename="../ui/replayfiles.cpp" line="52"/>
        <location filename="../ui/replayfiles.cpp" line="60"/>
        <source>Open Replay</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../ui/replayfiles.cpp" line="61"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/replayfiles.cpp" line="76"/>
        <source>%1 (replay)</source>
        <translation>%1 (Aufzeichnung)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::RunActions</name>
    <message>
        <location filename="../ui/runactions.cpp" line="144"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="56"/>
        <location filename="../ui/runactions.cpp" line="157"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="54"/>
        <source>&amp;Debug</source>
        <translation>&amp;Debuggen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="57"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="57"/>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="59"/>
        <source>St&amp;op</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="66"/>
        <source>Step t&amp;urn</source>
        <translation>Eine R&amp;unde</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="67"/>
        <source>Step o&amp;ver</source>
        <translation>Pr&amp;ozedurschritt</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="68"/>
        <source>Ru&amp;n to cursor</source>
        <translation>Bis zum &amp;Cursor ausführen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="71"/>
        <source>Step bac&amp;k</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="73"/>
        <source>Run back&amp;wards</source>
        <translation>&amp;Rückwärts ausführen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="75"/>
        <source>&amp;Jump to tick…</source>
        <translation>Zu &amp;Tick springen …</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="77"/>
        <source>Toggle breakpo&amp;int</source>
        <translation>&amp;Haltepunkt umschalten</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="81"/>
        <source>Save rep&amp;lay…</source>
        <translation>Aufzeichnung &amp;speichern …</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="83"/>
        <source>Open repla&amp;y…</source>
        <translation>Aufzeichnung ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="85"/>
        <source>B&amp;attle setup…</source>
        <translation>Kampf &amp;einrichten …</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="109"/>
        <source>Debug</source>
        <translation>Debuggen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="61"/>
        <source>R&amp;estart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="64"/>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="87"/>
        <source>Choose the two FukYorBrane warriors of a battle</source>
        <translation>Die zwei FukYorBrane-Krieger eines Kampfes wählen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="125"/>
        <source>Speed: ticks a second while running</source>
        <translation>Tempo: Ticks pro Sekunde beim Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="127"/>
        <source>100,000 ticks/s</source>
        <translation>100.000 Ticks/s</translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="128"/>
        <source> Speed: </source>
        <translation> Tempo: </translation>
    </message>
    <message>
        <location filename="../ui/runactions.cpp" line="157"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::RunController</name>
    <message>
        <location filename="../ui/runcontroller.cpp" line="66"/>
        <source>The program still waits for input:</source>
        <translation>Das Programm wartet weiter auf Eingabe:</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="252"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="253"/>
        <source>%1 is plain text. Choose its language in the status bar to run it.</source>
        <translation>%1 ist reiner Text. Wählen Sie seine Sprache in der Statusleiste, um es auszuführen.</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="230"/>
        <source>Cannot run: %1 has errors</source>
        <translation>Ausführen nicht möglich: %1 enthält Fehler</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="283"/>
        <source>Battle: %1 against %2</source>
        <translation>Kampf: %1 gegen %2</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="284"/>
        <source>Running %1</source>
        <translation>%1 wird ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="287"/>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <location filename="../ui/executionmarkers.cpp" line="25"/>
        <source>Program %1, thread %2</source>
        <translation>Programm %1, Thread %2</translation>
    </message>
    <message>
        <location filename="../ui/executionmarkers.cpp" line="28"/>
        <source>Runs next</source>
        <translation>Wird als Nächstes ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="359"/>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="47"/>
        <location filename="../ui/runcontroller.cpp" line="360"/>
        <source>Editing</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="370"/>
        <source>Restarted.</source>
        <translation>Neu gestartet.</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="445"/>
        <source>Jump to Tick</source>
        <translation>Zu Tick springen</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="446"/>
        <source>Tick (0 to %L1 so far; a later tick runs on to it):</source>
        <translation>Tick (0 bis bisher %L1; ein späterer Tick läuft bis dorthin weiter):</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="455"/>
        <source>Not a tick: %1</source>
        <translation>Kein Tick: %1</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="491"/>
        <source>Replay: %1</source>
        <translation>Aufzeichnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/runcontroller.cpp" line="495"/>
        <source>Opening the replay…</source>
        <translation>Die Aufzeichnung wird geöffnet …</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::RunPresenter</name>
    <message>
        <source>Paused where a value changed: %1 (%2)</source>
        <translation>Angehalten, wo sich ein Wert geändert hat: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="67"/>
        <source>Running…</source>
        <translation>Läuft …</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="95"/>
        <source>Waiting for input: %1</source>
        <translation>Wartet auf Eingabe: %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="233"/>
        <source>Finished: %1</source>
        <translation>Beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="123"/>
        <location filename="../ui/runpresenter.cpp" line="124"/>
        <source>Error at %1: %2</source>
        <translation>Fehler bei %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="134"/>
        <source>Replay saved to %1</source>
        <translation>Aufzeichnung gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="136"/>
        <source>Save Replay</source>
        <translation>Aufzeichnung speichern</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="136"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="145"/>
        <source>Ready at %1</source>
        <translation>Bereit bei %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="151"/>
        <source>Paused at a breakpoint: %1 (%2)</source>
        <translation>Angehalten an einem Haltepunkt: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="153"/>
        <source>Paused at a breakpoint, %1</source>
        <translation>Angehalten an einem Haltepunkt, %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="157"/>
        <source>Waiting for input at %1</source>
        <translation>Wartet auf Eingabe bei %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="160"/>
        <source>At the start, %1</source>
        <translation>Am Anfang, %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="163"/>
        <source>Stopped at %1</source>
        <translation>Gestoppt bei %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="166"/>
        <source>Paused at %1</source>
        <translation>Angehalten bei %1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="179"/>
        <source>The program has errors; see the Problems list.</source>
        <translation>Das Programm enthält Fehler; siehe die Liste der Probleme.</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="180"/>
        <source>Cannot run: the program has errors</source>
        <translation>Ausführen nicht möglich: Das Programm enthält Fehler</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="206"/>
        <source>Tick %L1</source>
        <translation>Tick %L1</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="208"/>
        <source>Turn %L1 · tick %L2</source>
        <translation>Runde %L1 · Tick %L2</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="240"/>
        <source>program %1, cell %L2</source>
        <translation>Programm %1, Zelle %L2</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="242"/>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="244"/>
        <source>program %1, line %2, column %3</source>
        <translation>Programm %1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="245"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../ui/runpresenter.cpp" line="268"/>
        <source>Editing</source>
        <translation>Bearbeiten</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::RunTimelineBar</name>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="222"/>
        <source>Previous event</source>
        <translation>Voriges Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="223"/>
        <source>Back to the previous marked event</source>
        <translation>Zurück zum vorigen markierten Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="226"/>
        <source>Next event</source>
        <translation>Nächstes Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="227"/>
        <source>On to the next marked event</source>
        <translation>Weiter zum nächsten markierten Ereignis</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="233"/>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="319"/>
        <source>tick %1 of %2</source>
        <translation>Tick %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="235"/>
        <source>Go to tick (Ctrl+G)</source>
        <translation>Zu Tick springen (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="236"/>
        <source>Type a tick and press Enter to go there (Ctrl+G in the timeline)</source>
        <translation>Einen Tick eingeben und Enter drücken, um dorthin zu springen (Ctrl+G in der Zeitleiste)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="320"/>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::RunTimelineTrack</name>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="190"/>
        <source>tick %1: %2</source>
        <translation>Tick %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="197"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inspectors/runtimelinebar.cpp" line="199"/>
        <source>The run so far: drag to any tick</source>
        <translation>Der bisherige Lauf: an einen beliebigen Tick ziehen</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="46"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="47"/>
        <source> ticks/s</source>
        <translation> Ticks/s</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="48"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="50"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="53"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="55"/>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="38"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="38"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="59"/>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="66"/>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="68"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="71"/>
        <source>Editor &amp;font:</source>
        <translation>&amp;Schrift des Editors:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="75"/>
        <source>Running</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="173"/>
        <source>&amp;Unfair step limit:</source>
        <translation>Schrittgrenze für &amp;Unfair:</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="160"/>
        <source>&amp;Cheat step limit:</source>
        <translation>Schrittgrenze für &amp;Cheat:</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="121"/>
        <source>FYB &amp;turn limit:</source>
        <translation>FYB-&amp;Rundengrenze:</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="132"/>
        <source>FYB &amp;process table size:</source>
        <translation>Größe der FYB-&amp;Prozesstabelle:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="89"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="90"/>
        <source>Debugger &amp;memory budget:</source>
        <translation>&amp;Speicherbudget des Debuggers:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="92"/>
        <source>Console and files</source>
        <translation>Konsole und Dateien</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="94"/>
        <source>Console &amp;keeps at most (lines):</source>
        <translation>Die Konsole &amp;behält höchstens (Zeilen):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="95"/>
        <source>&amp;Autosave unsaved work every:</source>
        <translation>Ungesicherte Arbeit &amp;automatisch sichern alle:</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::StatusPanel</name>
    <message>
        <location filename="../ui/statuspanel.cpp" line="23"/>
        <source>The language of the current document</source>
        <translation>Die Sprache des aktuellen Dokuments</translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="39"/>
        <source>Editing</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="68"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="68"/>
        <source>%L1 ticks/s</source>
        <translation>%L1 Ticks/s</translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="78"/>
        <source>Speed: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="89"/>
        <source>Ln %1, Col %2</source>
        <translation>Z %1, Sp %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::TournamentMatrixModel</name>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="161"/>
        <source>the loser ran a bomb</source>
        <translation>der Verlierer hat eine Bombe ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="162"/>
        <source>the loser has no threads left</source>
        <translation>der Verlierer hat keine Threads mehr</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="163"/>
        <source>no result within the turn limit</source>
        <translation>kein Ergebnis innerhalb der Rundengrenze</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="164"/>
        <source>Draw at turn %1</source>
        <translation>Unentschieden in Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="165"/>
        <source>%1 (program %2) wins at turn %3</source>
        <translation>%1 (Programm %2) gewinnt in Runde %3</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="169"/>
        <source>%1 (program 1) against %2 (program 2)
%3: %4
Click to open this battle in the battle view.</source>
        <translation>%1 (Programm 1) gegen %2 (Programm 2)
%3: %4
Klicken, um diesen Kampf in der Kampfansicht zu öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="184"/>
        <source>Program 1: %1</source>
        <translation>Programm 1: %1</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="184"/>
        <source>Program 2: %1</source>
        <translation>Programm 2: %1</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::TournamentTableModel</name>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="83"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="85"/>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="87"/>
        <source>Battles</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="89"/>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="91"/>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="93"/>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="95"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentmodels.cpp" line="97"/>
        <source>Per battle</source>
        <translation>Pro Kampf</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="77"/>
        <source>Row: program 1; column: program 2. %1 program 1 wins, %2 program 2 wins, %3 a draw at the turn limit; the darker the cell, the sooner the battle ended. Click a cell to watch its battle.</source>
        <translation>Zeile: Programm 1; Spalte: Programm 2. %1 Programm 1 gewinnt, %2 Programm 2 gewinnt, %3 unentschieden an der Rundengrenze; je dunkler die Zelle, desto früher endete der Kampf. Klicken Sie auf eine Zelle, um ihren Kampf anzusehen.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="97"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="113"/>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="114"/>
        <source>&amp;Matrix</source>
        <translation>&amp;Matrix</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="143"/>
        <source>Warriors:</source>
        <translation>Krieger:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="148"/>
        <source>Add &amp;Files…</source>
        <translation>&amp;Dateien hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="149"/>
        <source>Add F&amp;older…</source>
        <translation>&amp;Ordner hinzufügen …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="150"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="152"/>
        <source>Add the &amp;Example Warriors</source>
        <translation>&amp;Beispiel-Krieger hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="161"/>
        <source>Add Warriors</source>
        <translation>Krieger hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="161"/>
        <source>FukYorBrane (*.fyb)</source>
        <translation>FukYorBrane (*.fyb)</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="164"/>
        <source>Add the Warriors of a Folder</source>
        <translation>Die Krieger eines Ordners hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="190"/>
        <source>Each warrior also fights itself</source>
        <translation>Jeder Krieger kämpft auch gegen sich selbst</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="191"/>
        <source>Turn limit:</source>
        <translation>Rundengrenze:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="192"/>
        <source>Process limit:</source>
        <translation>Prozessgrenze:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="193"/>
        <source>Battles at once:</source>
        <translation>Kämpfe gleichzeitig:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="222"/>
        <source>&amp;Hill</source>
        <translation>&amp;Hügel</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="223"/>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="234"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="235"/>
        <source>Open Hill</source>
        <translation>Hügel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="235"/>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="241"/>
        <source>Hill (*.json)</source>
        <translation>Hügel (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="240"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="241"/>
        <source>Save Hill</source>
        <translation>Hügel speichern</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="246"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="247"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="247"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="252"/>
        <source>Export &amp;PNG…</source>
        <translation>&amp;PNG exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="253"/>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="253"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="341"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: nicht lesbar: %2</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="372"/>
        <source>Left out: %1</source>
        <translation>Ausgeschlossen: %1</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="395"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="395"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="404"/>
        <source>%1 of %2 battles</source>
        <translation>%1 von %2 Kämpfen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="407"/>
        <source>Playing, %1 battles at once</source>
        <translation>Spielt, %1 Kämpfe gleichzeitig</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="408"/>
        <source> (%1 a second)</source>
        <translation> (%1 pro Sekunde)</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="410"/>
        <source>Done. Click a cell of the matrix to watch that battle.</source>
        <translation>Fertig. Klicken Sie auf eine Zelle der Matrix, um diesen Kampf anzusehen.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="431"/>
        <source>A tournament is running.</source>
        <translation>Ein Turnier läuft.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="444"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="488"/>
        <source>%1: cannot write the picture</source>
        <translation>%1: das Bild kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::UnfairInspector</name>
    <message>
        <location filename="../ui/inspectors/unfair/unfairinspector.cpp" line="69"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairinspector.cpp" line="70"/>
        <source>Visible count</source>
        <translation>Sichtbarer Zählstand</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairinspector.cpp" line="63"/>
        <source>Universes</source>
        <translation>Universen</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::UnfairPlayersModel</name>
    <message>
        <location filename="../ui/inspectors/unfair/unfairplayersmodel.cpp" line="145"/>
        <source>%1&apos;s counting number: what a count adds</source>
        <translation>Zählzahl von %1: was ein Zählen addiert</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairplayersmodel.cpp" line="147"/>
        <source>%1&apos;s raising number: what a reset adds to the counting number</source>
        <translation>Steigerungszahl von %1: was eine Zurücksetzung zur Zählzahl addiert</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairplayersmodel.cpp" line="160"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairplayersmodel.cpp" line="162"/>
        <source>CN</source>
        <translation>CN</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/unfairplayersmodel.cpp" line="164"/>
        <source>RN</source>
        <translation>RN</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::UniverseTreeModel</name>
    <message>
        <location filename="../ui/inspectors/unfair/universetreemodel.cpp" line="477"/>
        <source>Player #%1</source>
        <translation>Spieler Nr. %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreemodel.cpp" line="483"/>
        <source>the actual count</source>
        <translation>tatsächlicher Zählstand</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreemodel.cpp" line="484"/>
        <source>%1&apos;s mistake #%2 at tick %3</source>
        <translation>Patzer Nr. %2 von %1 in Tick %3</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreemodel.cpp" line="493"/>
        <source>GC1 (actual)</source>
        <translation>GC1 (tatsächlich)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreemodel.cpp" line="494"/>
        <source>GC%1: %2</source>
        <translation>GC%1: %2</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::UniverseTreeView</name>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="144"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="151"/>
        <source>≈%1</source>
        <translation>≈%1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="152"/>
        <source>Step %1 (tick %2)</source>
        <translation>Schritt %1 (Tick %2)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="153"/>
        <source>%1 came from %2</source>
        <translation>Herkunft von %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="154"/>
        <source>Count here: %1</source>
        <translation>Zählstand hier: %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="157"/>
        <source>Visible then: %1</source>
        <translation>Damals sichtbar: %1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="158"/>
        <source>All universes at this step:</source>
        <translation>Alle Universen in diesem Schritt:</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="161"/>
        <source>%1: CN %2</source>
        <translation>%1: CN %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="162"/>
        <source>Click to go to this step.</source>
        <translation>Klicken, um zu diesem Schritt zu springen.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="54"/>
        <source>No universes yet: run or step the program.</source>
        <translation>Noch keine Universen: Führen Sie das Programm aus oder gehen Sie es schrittweise durch.</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="92"/>
        <source>… 1 earlier count</source>
        <translation>… 1 früherer Zählschritt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="93"/>
        <source>… %1 earlier counts</source>
        <translation>… %1 frühere Zählschritte</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="148"/>
        <source>%1, 1 step, tick %2</source>
        <translation>%1, 1 Schritt, Tick %2</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="149"/>
        <source>%1, %2 steps, tick %3</source>
        <translation>%1, %2 Schritte, Tick %3</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="181"/>
        <source>re-sync</source>
        <translation>Re-Sync</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreeview.cpp" line="62"/>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="223"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="240"/>
        <source>GC%1</source>
        <translation>GC%1</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="240"/>
        <source>GC1 (actual)</source>
        <translation>GC1 (tatsächlich)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="241"/>
        <source>the actual count</source>
        <translation>tatsächlicher Zählstand</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="243"/>
        <source>%1 (re-synced)</source>
        <translation>%1 (per Re-Sync entfernt)</translation>
    </message>
    <message>
        <location filename="../ui/inspectors/unfair/universetreepaint.cpp" line="245"/>
        <source>%1 (visible)</source>
        <translation>%1 (sichtbar)</translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::WelcomePage</name>
    <message>
        <location filename="../ui/welcomepage.cpp" line="58"/>
        <source>Welcome to Foul Play</source>
        <translation>Willkommen bei Foul Play</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="59"/>
        <source>Write, run and debug Unfair, Cheat and FukYorBrane programs.</source>
        <translation>Unfair-, Cheat- und FukYorBrane-Programme schreiben, ausführen und debuggen.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="157"/>
        <source>New &amp;Unfair program</source>
        <translation>Neues &amp;Unfair-Programm</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="144"/>
        <source>New &amp;Cheat program</source>
        <translation>Neues &amp;Cheat-Programm</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="103"/>
        <source>New &amp;FYB program</source>
        <translation>Neues &amp;FYB-Programm</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="90"/>
        <source>%1 examples</source>
        <translation>Beispiele für %1</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="100"/>
        <source>Recent files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="105"/>
        <source>The manual</source>
        <translation>Das Handbuch</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="110"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="111"/>
        <source>The IDE: files, console, running, shortcuts</source>
        <translation>Die IDE: Dateien, Konsole, Ausführen, Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="112"/>
        <source>The editor: errors, help, completion</source>
        <translation>Der Editor: Fehler, Hilfe, Vervollständigung</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="113"/>
        <source>Debugging: breakpoints, stepping back</source>
        <translation>Debuggen: Haltepunkte, Schritte zurück</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="158"/>
        <source>The Unfair language</source>
        <translation>Die Sprache Unfair</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="145"/>
        <source>The Cheat language</source>
        <translation>Die Sprache Cheat</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="104"/>
        <source>The FukYorBrane language</source>
        <translation>Die Sprache FukYorBrane</translation>
    </message>
    <message>
        <location filename="../ui/welcomepage.cpp" line="149"/>
        <source>&lt;p&gt;Files you open are listed here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dateien, die Sie öffnen, stehen hier.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HoverDocs</name>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="66"/>
        <source>the player</source>
        <translation>der Spieler</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="182"/>
        <source>%1 counts: every universe adds %1&apos;s counting number to its count. A universe that reaches 100 or more resets to 0. If the visible count reset, %1&apos;s counting number grows by the raising number; above 100, every counting number goes back to 5 and %1&apos;s raising number grows by 0.5.</source>
        <translation>%1 zählt: Jedes Universum addiert die Zählzahl dieses Spielers zu seinem Zählstand. Ein Universum, das 100 oder mehr erreicht, wird auf 0 zurückgesetzt. Wurde der sichtbare Zählstand zurückgesetzt, wächst die Zählzahl dieses Spielers um seine Steigerungszahl; über 100 gehen alle Zählzahlen auf 5 zurück, und die Steigerungszahl dieses Spielers wächst um 0,5.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="188"/>
        <source>%1 counts, then makes a mistake: a new visible universe starts from the value the actual count had that many counting steps ago. The actual count goes on underneath.</source>
        <translation>%1 zählt und macht dann einen Patzer: Ein neues sichtbares Universum beginnt mit dem Wert, den der tatsächliche Zählstand so viele Zählschritte zuvor hatte. Der tatsächliche Zählstand läuft darunter weiter.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="193"/>
        <source>Removes the named mistake (the newest live one, or the n-th) and every universe above it, then %1 counts. Naming a mistake that does not exist stops the run with an error.</source>
        <translation>Entfernt den genannten Patzer (den neuesten noch bestehenden oder den n-ten) und jedes Universum darüber, dann zählt %1. Wird ein Patzer genannt, den es nicht gibt, endet der Lauf mit einem Fehler.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="198"/>
        <source>Resets everything: one universe with count 0, every counting number 5, every raising number 1, no mistakes. Nobody counts.</source>
        <translation>Setzt alles zurück: ein Universum mit Zählstand 0, jede Zählzahl 5, jede Steigerungszahl 1, keine Patzer. Niemand zählt.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="201"/>
        <source>Marks a place that &lt;code&gt;Do … again.&lt;/code&gt; jumps to. Does nothing itself; each label may be defined once.</source>
        <translation>Markiert eine Stelle, zu der &lt;code&gt;Do … again.&lt;/code&gt; springt. Tut selbst nichts; jede Marke darf nur einmal definiert werden.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="204"/>
        <source>Jumps to the label and goes on from there.</source>
        <translation>Springt zur Marke und macht dort weiter.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="206"/>
        <source>Jumps to the label when the latest counting sentence (counts, de-syncs, re-syncs from a mistake) reset the visible count.</source>
        <translation>Springt zur Marke, wenn der letzte Zählsatz (counts, de-syncs, re-syncs from a mistake) den sichtbaren Zählstand zurückgesetzt hat.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="209"/>
        <source>Jumps to the label when the comparison holds. Each side is a player&apos;s counting or raising number, the count, or a number; &lt;code&gt;Player 2&apos;s&lt;/code&gt; alone means the same property as the other side. &lt;code&gt;than&lt;/code&gt; is accepted for &lt;code&gt;then&lt;/code&gt;.</source>
        <translation>Springt zur Marke, wenn der Vergleich zutrifft. Jede Seite ist die Zähl- oder Steigerungszahl eines Spielers, der Zählstand oder eine Zahl; &lt;code&gt;Player 2&apos;s&lt;/code&gt; allein bezeichnet dieselbe Eigenschaft wie die andere Seite. &lt;code&gt;than&lt;/code&gt; wird anstelle von &lt;code&gt;then&lt;/code&gt; akzeptiert.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="214"/>
        <source>Writes the number (the visible count or a player&apos;s counting or raising number) and a new line.</source>
        <translation>Gibt die Zahl (den sichtbaren Zählstand oder die Zähl- oder Steigerungszahl eines Spielers) und einen Zeilenumbruch aus.</translation>
    </message>
    <message>
        <location filename="../languages/unfair/unfairlanguage.cpp" line="217"/>
        <source>Reads the next number from the input into the visible count or the player&apos;s number. At the end of the input the program stops normally; input that is not a number is an error.</source>
        <translation>Liest die nächste Zahl aus der Eingabe in den sichtbaren Zählstand oder die Zahl des Spielers. Am Ende der Eingabe endet das Programm normal; eine Eingabe, die keine Zahl ist, ist ein Fehler.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="175"/>
        <source>&lt;b&gt;counts [by X]&lt;/b&gt;: adds X (1 when left out, must be above 0) to the player&apos;s score. Counting by more than 1 is a cheat: it opens a window of ceil(X − 1) turns in which a call catches it. Reaching 100 wins and sets every score to 0.</source>
        <translation>&lt;b&gt;counts [by X]&lt;/b&gt;: addiert X (1, wenn weggelassen; muss größer als 0 sein) zum Punktestand des Spielers. Zählen um mehr als 1 ist Betrug: Es öffnet ein Fenster von ceil(X − 1) Runden, in dem ein Vorwurf den Betrug aufdeckt. Wer 100 erreicht, gewinnt, und alle Punktestände werden auf 0 gesetzt.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="179"/>
        <source>&lt;b&gt;calls cheat [to T]&lt;/b&gt;: accuses T (or every other player). Needs a condition. If the target has an open cheat window its score becomes 0, its windows close, a caught winning count is revoked, and the program writes &lt;code&gt;Cheat, NAME.&lt;/code&gt;</source>
        <translation>&lt;b&gt;calls cheat [to T]&lt;/b&gt;: beschuldigt T (oder alle anderen Spieler). Braucht eine Bedingung. Hat das Ziel ein offenes Betrugsfenster, wird sein Punktestand 0, seine Fenster schließen sich, ein so aufgedeckter Sieg wird aberkannt, und das Programm schreibt &lt;code&gt;Cheat, NAME.&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="183"/>
        <source>&lt;b&gt;shouts … score&lt;/b&gt;: writes the player&apos;s own score and a new line.</source>
        <translation>&lt;b&gt;shouts … score&lt;/b&gt;: gibt den eigenen Punktestand des Spielers und einen Zeilenumbruch aus.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="185"/>
        <source>&lt;b&gt;asks for … score&lt;/b&gt;: reads the next number from the input into the player&apos;s own score. At the end of the input the program ends normally.</source>
        <translation>&lt;b&gt;asks for … score&lt;/b&gt;: liest die nächste Zahl aus der Eingabe in den eigenen Punktestand des Spielers. Am Ende der Eingabe endet das Programm normal.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="188"/>
        <source>&lt;b&gt;if&lt;/b&gt;: the statement acts only when the condition holds. Conditions joined with &lt;code&gt;and&lt;/code&gt;/&lt;code&gt;or&lt;/code&gt; are read left to right and stop as soon as the result is known.</source>
        <translation>&lt;b&gt;if&lt;/b&gt;: Die Anweisung wirkt nur, wenn die Bedingung zutrifft. Mit &lt;code&gt;and&lt;/code&gt;/&lt;code&gt;or&lt;/code&gt; verknüpfte Bedingungen werden von links nach rechts gelesen und enden, sobald das Ergebnis feststeht.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="192"/>
        <source>&lt;b&gt;unless&lt;/b&gt;: the statement acts only when the condition does not hold.</source>
        <translation>&lt;b&gt;unless&lt;/b&gt;: Die Anweisung wirkt nur, wenn die Bedingung nicht zutrifft.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="194"/>
        <source>&lt;b&gt;and&lt;/b&gt; binds tighter than &lt;b&gt;or&lt;/b&gt;; evaluation stops as soon as the result is known, so input is read only when needed.</source>
        <translation>&lt;b&gt;and&lt;/b&gt; bindet stärker als &lt;b&gt;or&lt;/b&gt;; die Auswertung endet, sobald das Ergebnis feststeht, daher wird Eingabe nur bei Bedarf gelesen.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="197"/>
        <source>&lt;b&gt;is divisible by E&lt;/b&gt;: true when the score divided by E is a whole number. Dividing by 0 is a runtime error.</source>
        <translation>&lt;b&gt;is divisible by E&lt;/b&gt;: wahr, wenn der Punktestand geteilt durch E eine ganze Zahl ist. Division durch 0 ist ein Laufzeitfehler.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="202"/>
        <source>&lt;b&gt;… score is CMP E&lt;/b&gt;: compares a score with the value of E: equal to; larger, more or higher than; smaller, less or lower than; divisible by.</source>
        <translation>&lt;b&gt;… score is CMP E&lt;/b&gt;: vergleicht einen Punktestand mit dem Wert von E: gleich (equal to); größer (larger, more, higher than); kleiner (smaller, less, lower than); teilbar (divisible by).</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="205"/>
        <source>&lt;b&gt;P won&lt;/b&gt;: true when P won during the last turn. &lt;b&gt;P won N times&lt;/b&gt;: P&apos;s wins, revoked ones not counted, are exactly N.</source>
        <translation>&lt;b&gt;P won&lt;/b&gt;: wahr, wenn P in der letzten Runde gewonnen hat. &lt;b&gt;P won N times&lt;/b&gt;: P hat genau N Siege, aberkannte nicht mitgezählt.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="212"/>
        <source>Arithmetic with exact decimals: &lt;code&gt;*&lt;/code&gt;, &lt;code&gt;/&lt;/code&gt; and their words bind tighter than &lt;code&gt;+&lt;/code&gt; and &lt;code&gt;-&lt;/code&gt;; all are left-associative.</source>
        <translation>Arithmetik mit exakten Dezimalzahlen: &lt;code&gt;*&lt;/code&gt;, &lt;code&gt;/&lt;/code&gt; und ihre Wortformen binden stärker als &lt;code&gt;+&lt;/code&gt; und &lt;code&gt;-&lt;/code&gt;; alle sind linksassoziativ.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="215"/>
        <source>&lt;b&gt;P counted [by X]&lt;/b&gt;: true when P counted (by X) during the last turn.</source>
        <translation>&lt;b&gt;P counted [by X]&lt;/b&gt;: wahr, wenn P in der letzten Runde (um X) gezählt hat.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="217"/>
        <source>&lt;b&gt;P called cheat [to T]&lt;/b&gt;: true when P called cheat (on T) during the last turn; a call without a target matches every other player.</source>
        <translation>&lt;b&gt;P called cheat [to T]&lt;/b&gt;: wahr, wenn P in der letzten Runde Betrug vorgeworfen hat (T, falls angegeben); ein Vorwurf ohne Ziel gilt für jeden anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="220"/>
        <source>&lt;b&gt;P shouted&lt;/b&gt;: true when P shouted during the last turn.</source>
        <translation>&lt;b&gt;P shouted&lt;/b&gt;: wahr, wenn P in der letzten Runde seinen Punktestand ausgerufen hat.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="222"/>
        <source>&lt;b&gt;P will count / will call cheat&lt;/b&gt;: looks at P&apos;s statements in the slots up to this one again; true when one of the right kind would act in the current state. Nothing is simulated.</source>
        <translation>&lt;b&gt;P will count / will call cheat&lt;/b&gt;: betrachtet die Anweisungen von P in den Slots bis zu diesem erneut; wahr, wenn eine der passenden Art im aktuellen Zustand wirken würde. Es wird nichts simuliert.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="226"/>
        <source>&lt;b&gt;… allowed to&lt;/b&gt;: asks the player a yes/no question on the input (yes, y, true, 1 / no, n, false, 0). The end of the input answers no.</source>
        <translation>&lt;b&gt;… allowed to&lt;/b&gt;: stellt dem Spieler über die Eingabe eine Ja/Nein-Frage (yes, y, true, 1 / no, n, false, 0). Das Ende der Eingabe gilt als Nein.</translation>
    </message>
    <message>
        <location filename="../languages/cheat/cheatlanguage.cpp" line="229"/>
        <source>A player&apos;s score: it starts at 0 and counting adds to it.</source>
        <translation>Der Punktestand eines Spielers: Er beginnt bei 0, und Zählen erhöht ihn.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="149"/>
        <source>&lt;b&gt;%&lt;/b&gt; (0): does nothing. Shorter programs are padded with it.</source>
        <translation>&lt;b&gt;%&lt;/b&gt; (0): tut nichts. Kürzere Programme werden damit aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="151"/>
        <source>&lt;b&gt;+&lt;/b&gt; (1): adds 1 to the uncommitted value at the data pointer of the edited buffer (the enemy&apos;s, or your own while defected), wrapping from 16 to 0.</source>
        <translation>&lt;b&gt;+&lt;/b&gt; (1): addiert 1 zum nicht festgeschriebenen Wert am Datenzeiger des bearbeiteten Puffers (dem des Gegners oder, solange übergelaufen, dem eigenen); auf 16 folgt wieder 0.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="154"/>
        <source>&lt;b&gt;&amp;lt;&lt;/b&gt; (2): moves the data pointer left; it stays at 0.</source>
        <translation>&lt;b&gt;&amp;lt;&lt;/b&gt; (2): bewegt den Datenzeiger nach links; bei 0 bleibt er stehen.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="156"/>
        <source>&lt;b&gt;&amp;gt;&lt;/b&gt; (3): moves the data pointer right, wrapping to 0 at the end.</source>
        <translation>&lt;b&gt;&amp;gt;&lt;/b&gt; (3): bewegt den Datenzeiger nach rechts; am Ende springt er auf 0.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="158"/>
        <source>&lt;b&gt;,&lt;/b&gt; (4): reserved; does nothing.</source>
        <translation>&lt;b&gt;,&lt;/b&gt; (4): reserviert; tut nichts.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="160"/>
        <source>&lt;b&gt;.&lt;/b&gt; (5): reserved; does nothing.</source>
        <translation>&lt;b&gt;.&lt;/b&gt; (5): reserviert; tut nichts.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="162"/>
        <source>&lt;b&gt;!&lt;/b&gt; (6): commits the uncommitted value at the data pointer, so that it runs. Committing a defect (@) makes this thread defect.</source>
        <translation>&lt;b&gt;!&lt;/b&gt; (6): schreibt den nicht festgeschriebenen Wert am Datenzeiger fest, sodass er ausgeführt wird. Wird ein Überlaufen (@) festgeschrieben, läuft dieser Thread über.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="165"/>
        <source>&lt;b&gt;?&lt;/b&gt; (7): uncommits: the working value at the data pointer becomes the committed one again.</source>
        <translation>&lt;b&gt;?&lt;/b&gt; (7): verwirft Änderungen: Der Arbeitswert am Datenzeiger wird wieder der festgeschriebene.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="168"/>
        <source>&lt;b&gt;[&lt;/b&gt; (8): enters the loop while the working value at the data pointer is not 0 (a nop); otherwise jumps past the matching ].</source>
        <translation>&lt;b&gt;[&lt;/b&gt; (8): betritt die Schleife, solange der Arbeitswert am Datenzeiger nicht 0 ist (ein Nop); springt sonst hinter die passende ].</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="171"/>
        <source>&lt;b&gt;]&lt;/b&gt; (9): jumps back to the matching [, which tests again.</source>
        <translation>&lt;b&gt;]&lt;/b&gt; (9): springt zurück zur passenden [, die erneut prüft.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="173"/>
        <source>&lt;b&gt;{&lt;/b&gt; (10): enters the loop while no enemy thread&apos;s program pointer is at the data pointer; once one is found, jumps past the matching }.</source>
        <translation>&lt;b&gt;{&lt;/b&gt; (10): betritt die Schleife, solange kein Programmzeiger eines gegnerischen Threads auf dem Datenzeiger steht; sobald einer gefunden ist, springt er hinter die passende }.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="176"/>
        <source>&lt;b&gt;}&lt;/b&gt; (11): jumps back to the matching {.</source>
        <translation>&lt;b&gt;}&lt;/b&gt; (11): springt zurück zur passenden {.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="178"/>
        <source>&lt;b&gt;:&lt;/b&gt; (12): forks once: the new thread runs the body up to the matching ; and loops there, the parent skips past it. A spent : does nothing.</source>
        <translation>&lt;b&gt;:&lt;/b&gt; (12): forkt einmal: Der neue Thread führt den Rumpf bis zum passenden ; aus und wiederholt ihn dort, der Eltern-Thread springt darüber hinweg. Ein verbrauchtes : tut nichts.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="181"/>
        <source>&lt;b&gt;;&lt;/b&gt; (13): sends the thread back to the command after the matching :.</source>
        <translation>&lt;b&gt;;&lt;/b&gt; (13): schickt den Thread zurück zum Befehl nach dem passenden :.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="183"/>
        <source>&lt;b&gt;*&lt;/b&gt; (15): ends the thread. A forked thread ends only right before a ;. When a program has no thread left, it loses.</source>
        <translation>&lt;b&gt;*&lt;/b&gt; (15): beendet den Thread. Ein geforkter Thread endet nur unmittelbar vor einem ;. Hat ein Programm keinen Thread mehr, verliert es.</translation>
    </message>
    <message>
        <location filename="../languages/fyb/fyblanguage.cpp" line="186"/>
        <source>&lt;b&gt;@&lt;/b&gt; (16): defects: from now on this thread edits its own buffer (and back again at the next @); the data pointer moves to this command.</source>
        <translation>&lt;b&gt;@&lt;/b&gt; (16): läuft über: Ab jetzt bearbeitet dieser Thread seinen eigenen Puffer (und beim nächsten @ wieder den gegnerischen); der Datenzeiger springt auf diesen Befehl.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/tournament/tournamentlauncher.cpp" line="18"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Turnier …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournamentlauncher.cpp" line="20"/>
        <source>Play every FukYorBrane warrior against every other and rank them</source>
        <translation>Jeden FukYorBrane-Krieger gegen jeden anderen spielen lassen und sie einordnen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/evolvelauncher.cpp" line="16"/>
        <source>Evolve…</source>
        <translation>Züchten …</translation>
    </message>
    <message>
        <location filename="../ui/tournament/evolvelauncher.cpp" line="18"/>
        <source>Breed FukYorBrane warriors against a hill</source>
        <translation>FukYorBrane-Krieger gegen einen Hügel züchten</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="22"/>
        <source>An IDE and visual debugger for Unfair, Cheat and FukYorBrane.</source>
        <translation>Eine IDE und ein visueller Debugger für Unfair, Cheat und FukYorBrane.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="25"/>
        <source>Programs to open.</source>
        <translation>Zu öffnende Programme.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="29"/>
        <source>Quit as soon as the window is up; the exit status is 1 when a file could not be opened (checks an installation).</source>
        <translation>Beendet sich, sobald das Fenster steht; der Exit-Status ist 1, wenn eine Datei nicht geöffnet werden konnte (prüft eine Installation).</translation>
    </message>
</context>
</TS>
