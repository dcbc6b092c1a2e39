<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
