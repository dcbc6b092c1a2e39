// The Unfair scenario of docs/dap.md, run by a DAP client from the
// ecosystem (the DebugClient of @vscode/debugadapter-testsupport) against
// the built foulplay-dap. FOULPLAY_DAP and FOULPLAY_CLI name the programs.
'use strict';

const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { test } = require('node:test');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

const adapter = process.env.FOULPLAY_DAP;
const cli = process.env.FOULPLAY_CLI;
const program = path.resolve(__dirname, '../../resources/examples/unfair/countdown.unfair');

test('Unfair: breakpoint, inspect, next, stepBack, continue to the end', async () => {
    assert.ok(adapter && cli, 'set FOULPLAY_DAP and FOULPLAY_CLI to the built programs');
    const dc = new DebugClient(adapter, '--stdio', 'foulplay');
    // Generous: the CI build runs with sanitizers on a busy machine.
    dc.defaultTimeout = 60000;
    const output = [];
    dc.on('output', (event) => {
        if (event.body.category === 'stdout')
            output.push(event.body.output);
    });
    await dc.start();
    try {
        await dc.hitBreakpoint({ program }, { path: program, line: 7 });

        const threads = await dc.threadsRequest();
        assert.deepEqual(threads.body.threads.map((t) => t.id), [1]);
        const trace = await dc.stackTraceRequest({ threadId: 1 });
        const frame = trace.body.stackFrames[0];
        assert.equal(frame.line, 7);
        assert.equal(frame.name, "Evaluate Player 2's counting number.");

        const scopes = await dc.scopesRequest({ frameId: frame.id });
        assert.deepEqual(scopes.body.scopes.map((s) => s.name), ['Players', 'Universes', 'Run']);
        const players = await dc.variablesRequest({ variablesReference: scopes.body.scopes[0].variablesReference });
        assert.deepEqual(players.body.variables.map((v) => [v.name, v.value]),
                         [['Player 2', 'CN 6, RN 1'], ['Player 1', 'CN 5, RN 1']]);
        const player2 = await dc.variablesRequest({ variablesReference: players.body.variables[0].variablesReference });
        assert.deepEqual(player2.body.variables.map((v) => [v.name, v.value, v.evaluateName]),
                         [['counting number', '6', "Player 2's counting number"],
                          ['raising number', '1', "Player 2's raising number"]]);
        const watch = await dc.evaluateRequest({ expression: "Player 2's counting number", context: 'watch', frameId: frame.id });
        assert.equal(watch.body.result, '6');

        await Promise.all([dc.nextRequest({ threadId: 1 }), dc.assertStoppedLocation('step', { path: program, line: 8 })]);
        await Promise.all([dc.stepBackRequest({ threadId: 1 }), dc.assertStoppedLocation('step', { path: program, line: 7 })]);
        const back = await dc.evaluateRequest({ expression: 'cn(2) = 6 and tick = 60', context: 'watch' });
        assert.equal(back.body.result, 'true');

        await Promise.all([dc.continueRequest({ threadId: 1 }), dc.waitForEvent('terminated')]);
        assert.equal(output.join(''), execFileSync(cli, ['run', program]).toString());
    } finally {
        await dc.stop();
    }
});
