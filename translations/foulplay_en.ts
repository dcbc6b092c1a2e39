<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Foulplay::EngineMessage</name>
    <message numerus="yes">
        <source>the number %1 has more than %n digits</source>
        <translation>
            <numerusform>the number %1 has more than %n digit</numerusform>
            <numerusform>the number %1 has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>input %1 has more than %n digits</source>
        <translation>
            <numerusform>input %1 has more than %n digit</numerusform>
            <numerusform>input %1 has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run needs %n program(s), not %1</source>
        <translation>
            <numerusform>a run needs %n program, not %1</numerusform>
            <numerusform>a run needs %n programs, not %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the ordinal %1 has more than %n digits</source>
        <translation>
            <numerusform>the ordinal %1 has more than %n digit</numerusform>
            <numerusform>the ordinal %1 has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the count overflowed: %1 + %2 needs more than %n digits</source>
        <translation>
            <numerusform>the count overflowed: %1 + %2 needs more than %n digit</numerusform>
            <numerusform>the count overflowed: %1 + %2 needs more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a number of wins has more than %n digits</source>
        <translation>
            <numerusform>a number of wins has more than %n digit</numerusform>
            <numerusform>a number of wins has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>number too long: at most %n digits</source>
        <translation>
            <numerusform>number too long: at most %n digit</numerusform>
            <numerusform>number too long: at most %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>score overflow: %1&apos;s score would have more than %n digits</source>
        <translation>
            <numerusform>score overflow: %1&apos;s score would have more than %n digit</numerusform>
            <numerusform>score overflow: %1&apos;s score would have more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>number overflow: the result has more than %n digits</source>
        <translation>
            <numerusform>number overflow: the result has more than %n digit</numerusform>
            <numerusform>number overflow: the result has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the program has more than %n commands</source>
        <translation>
            <numerusform>the program has more than %n command</numerusform>
            <numerusform>the program has more than %n commands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FindBar</name>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBattleController</name>
    <message numerus="yes">
        <source>%n frame(s) saved.</source>
        <translation>
            <numerusform>%n frame saved.</numerusform>
            <numerusform>%n frames saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export cancelled after %n frame(s).</source>
        <translation>
            <numerusform>Export cancelled after %n frame.</numerusform>
            <numerusform>Export cancelled after %n frames.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybBattlePainter</name>
    <message numerus="yes">
        <source>Program %1 · %n thread(s)</source>
        <translation>
            <numerusform>Program %1 · %n thread</numerusform>
            <numerusform>Program %1 · %n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::FybTimelineBar</name>
    <message numerus="yes">
        <source>%n turn(s)/s</source>
        <translation>
            <numerusform>%n turn/s</numerusform>
            <numerusform>%n turns/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Ui::InspectorDocks</name>
    <message numerus="yes">
        <source>%n turn(s)/s (battle view)</source>
        <translation>
            <numerusform>%n turn/s (battle view)</numerusform>
            <numerusform>%n turns/s (battle view)</numerusform>
        </translation>
    </message>
</context>
</TS>
