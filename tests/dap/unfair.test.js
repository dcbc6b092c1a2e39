// The Unfair scenario of docs/dap.md, run by a DAP client from the
// ecosystem (the DebugClient of @vscode/debugadapter-testsupport) against
// the built foulplay-dap, over standard input/output and over --port.
// FOULPLAY_DAP and FOULPLAY_CLI name the built programs.
'use strict';

const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync, spawn } = require('node:child_process');
const { test } = require('node:test');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

const adapter = process.env.FOULPLAY_DAP;
const cli = process.env.FOULPLAY_CLI;
const program = path.resolve(__dirname, '../../resources/examples/unfair/countdown.unfair');

// Breakpoint on line 7, inspect, next, stepBack, continue to the end (a
// stop), whose output must be what foulplay-cli run prints; then back from
// the end, and terminate.
async function scenario(dc) {
    const output = [];
    dc.on('output', (event) => {
        if (event.body.category === 'stdout')
            output.push(event.body.output);
    });
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

    // The end is a stop: look around, walk back from it, and end the session.
    const [, end] = await Promise.all([dc.continueRequest({ threadId: 1 }), dc.waitForEvent('stopped')]);
    assert.equal(end.body.reason, 'end');
    assert.match(end.body.description, /^the end at tick \d+: finished after \d+ sentences$/);
    assert.equal(output.join(''), execFileSync(cli, ['run', program]).toString());
    const last = Number((await dc.evaluateRequest({ expression: 'tick', context: 'watch' })).body.result);
    const [, step] = await Promise.all([dc.stepBackRequest({ threadId: 1 }), dc.waitForEvent('stopped')]);
    assert.equal(step.body.reason, 'step');
    const stepped = await dc.evaluateRequest({ expression: 'tick', context: 'watch' });
    assert.equal(Number(stepped.body.result), last - 1);
    await Promise.all([dc.reverseContinueRequest({ threadId: 1 }),
                       dc.assertStoppedLocation('breakpoint', { path: program, line: 7 })]);
    await Promise.all([dc.terminateRequest(), dc.waitForEvent('terminated')]);
}

function client() {
    assert.ok(adapter && cli, 'set FOULPLAY_DAP and FOULPLAY_CLI to the built programs');
    const dc = new DebugClient(adapter, '--stdio', 'foulplay');
    // Generous: the CI build runs with sanitizers on a busy machine.
    dc.defaultTimeout = 60000;
    return dc;
}

test('Unfair over standard input/output', { timeout: 120000 }, async () => {
    const dc = client();
    await dc.start();
    try {
        await scenario(dc);
    } finally {
        await dc.stop();
    }
});

test('Unfair over --port', { timeout: 120000 }, async () => {
    const server = spawn(adapter, ['--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    try {
        const port = await new Promise((resolve, reject) => {
            let banner = '';
            server.stderr.on('data', (data) => {
                banner += data;
                const match = /127\.0\.0\.1:(\d+)/.exec(banner);
                if (match)
                    resolve(Number(match[1]));
            });
            server.on('exit', (code) => reject(new Error(`foulplay-dap --port ended with ${code}`)));
        });
        const dc = client();
        await dc.start(port);
        try {
            await scenario(dc);
        } finally {
            await dc.stop();
        }
    } finally {
        server.kill();
    }
});
