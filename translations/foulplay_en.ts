<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Foulplay::Core::Debug::Condition</name>
    <message numerus="yes">
        <source>the condition nests deeper than %n levels</source>
        <translation>
            <numerusform>the condition nests deeper than %n level</numerusform>
            <numerusform>the condition nests deeper than %n levels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::ConditionVocabulary</name>
    <message numerus="yes">
        <source>%1() takes %n number(s)</source>
        <translation>
            <numerusform>%1() takes %n number</numerusform>
            <numerusform>%1() takes %n numbers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::ReplayFile</name>
    <message numerus="yes">
        <source>expected %n program(s), found %1</source>
        <translation>
            <numerusform>expected %n program, found %1</numerusform>
            <numerusform>expected %n programs, found %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Foulplay::Core::Debug::UnfairDebugEngine</name>
    <message numerus="yes">
        <source>%1 re-syncs from %2&apos;s mistake: %n universe(s) removed</source>
        <translation>
            <numerusform>%1 re-syncs from %2&apos;s mistake: %n universe removed</numerusform>
            <numerusform>%1 re-syncs from %2&apos;s mistake: %n universes removed</numerusform>
        </translation>
    </message>
</context>
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
    <name>Foulplay::Ui::DocumentManager</name>
    <message numerus="yes">
        <source>Foul Play did not close properly last time. The unsaved text of %n document(s) was kept:
%1

Recover it?</source>
        <translation>
            <numerusform>Foul Play did not close properly last time. The unsaved text of %n document was kept:
%1

Recover it?</numerusform>
            <numerusform>Foul Play did not close properly last time. The unsaved text of %n documents was kept:
%1

Recover it?</numerusform>
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
    <name>Foulplay::Ui::Debugger::HistoryPlot</name>
    <message numerus="yes">
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln change</numerusform>
            <numerusform>%Ln changes</numerusform>
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
<context>
    <name>Foulplay::Ui::RunTimelineTrack</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
