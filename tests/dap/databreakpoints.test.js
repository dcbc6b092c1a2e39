// Data breakpoints on a value of each language, as a client from the
// ecosystem (the DebugClient of @vscode/debugadapter-testsupport) sets them:
// dataBreakpointInfo (by expression, or by a variable as VS Code's "Break on
// Value Change" does), setDataBreakpoints, then continue and reverseContinue.
// Forwards a stop comes right after each change, backwards right before it.
// FOULPLAY_DAP names the built adapter.
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

const adapter = process.env.FOULPLAY_DAP;
const examples = path.resolve(__dirname, '../../resources/examples');

function client() {
    assert.ok(adapter, 'set FOULPLAY_DAP to the built foulplay-dap');
    const dc = new DebugClient(adapter, '--stdio', 'foulplay');
    dc.defaultTimeout = 60000;
    return dc;
}

// Launches with the data breakpoint that setUp() makes once the program is
// loaded (before configurationDone), and gives the first stop.
async function launchWith(dc, launch, setUp) {
    await dc.initializeRequest({ adapterID: 'foulplay' });
    const initialized = dc.waitForEvent('initialized');
    const launched = dc.launchRequest(launch);
    await initialized;
    await setUp();
    const stopped = dc.waitForEvent('stopped');
    await dc.configurationDoneRequest();
    await launched;
    return stopped;
}

async function go(dc, request) {
    const [, stop] = await Promise.all([request({ threadId: 1 }), dc.waitForEvent('stopped')]);
    return stop.body;
}

async function tick(dc) {
    return Number((await dc.evaluateRequest({ expression: 'tick', context: 'watch' })).body.result);
}

test('Unfair: the count, with a condition on the new value', { timeout: 120000 }, async () => {
    const dc = client();
    await dc.start();
    try {
        const program = path.join(examples, 'unfair/example-game.unfair');
        let id = 0;
        const first = await launchWith(dc, { program }, async () => {
            const info = await dc.customRequest('dataBreakpointInfo', { name: 'the count' });
            assert.equal(info.body.dataId, 'value:the count');
            assert.deepEqual(info.body.accessTypes, ['write']);
            const set = await dc.customRequest('setDataBreakpoints', {
                breakpoints: [{ dataId: info.body.dataId, accessType: 'write', condition: 'the count == 0' }],
            });
            assert.equal(set.body.breakpoints[0].verified, true);
            id = set.body.breakpoints[0].id;
        });
        assert.equal(first.body.reason, 'data breakpoint');
        assert.deepEqual(first.body.hitBreakpointIds, [id]);
        assert.equal(first.body.description, 'data breakpoint at tick 20: the count 95 → 0, line 23 by Player 2');
        const back = await go(dc, (a) => dc.reverseContinueRequest(a));
        assert.equal(back.reason, 'data breakpoint');
        assert.equal(await tick(dc), 19);
        assert.match(back.description, /running backwards/);
        const trace = await dc.stackTraceRequest({ threadId: 1 });
        assert.equal(trace.body.stackFrames[0].line, 23);
        const again = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(again.description, first.body.description);
        const end = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(end.reason, 'end');
        await Promise.all([dc.terminateRequest(), dc.waitForEvent('terminated')]);
    } finally {
        await dc.stop();
    }
});

test("Cheat: Bob's score from the Variables view", { timeout: 120000 }, async () => {
    const dc = client();
    await dc.start();
    try {
        const program = path.join(examples, 'cheat/caught.cheat');
        const entry = await launchWith(dc, { program, stopOnEntry: true }, async () => {});
        assert.equal(entry.body.reason, 'entry');
        const frame = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
        const scopes = (await dc.scopesRequest({ frameId: frame.id })).body.scopes;
        const players = (await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables;
        const bob = players.find((v) => v.name === 'Bob');
        assert.ok(bob, 'a variable for Bob');
        const info = await dc.customRequest('dataBreakpointInfo', { variablesReference: bob.variablesReference, name: 'score' });
        assert.equal(info.body.dataId, 'value:score(Bob)');
        await dc.customRequest('setDataBreakpoints', { breakpoints: [{ dataId: info.body.dataId, accessType: 'write' }] });
        const cheated = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(cheated.description, 'data breakpoint at tick 1: score(Bob) 0 → 3, line 5 by Bob');
        const caught = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(caught.description, 'data breakpoint at tick 2: score(Bob) 3 → 0, line 6 by Alice');
        const end = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(end.reason, 'end');
        // From the end, backwards: right before Alice's call, then before Bob's count.
        const beforeCall = await go(dc, (a) => dc.reverseContinueRequest(a));
        assert.equal(beforeCall.reason, 'data breakpoint');
        assert.equal(await tick(dc), 1);
        const beforeCount = await go(dc, (a) => dc.reverseContinueRequest(a));
        assert.equal(beforeCount.reason, 'data breakpoint');
        assert.equal(await tick(dc), 0);
        await Promise.all([dc.terminateRequest(), dc.waitForEvent('terminated')]);
    } finally {
        await dc.stop();
    }
});

test('FukYorBrane: a cell of program 2', { timeout: 120000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foulplay-dap-'));
    const dc = client();
    await dc.start();
    try {
        const program = path.join(dir, 'a.fyb');
        const opponent = path.join(dir, 'b.fyb');
        fs.writeFileSync(program, '++++!');
        fs.writeFileSync(opponent, '%%%%%%%%');
        const first = await launchWith(dc, { program, opponent, maxTurns: 20 }, async () => {
            const info = await dc.customRequest('dataBreakpointInfo', { name: 'data(2, 0)' });
            assert.equal(info.body.dataId, 'value:data(2, 0)');
            assert.deepEqual(info.body.accessTypes, ['write', 'readWrite']);
            await dc.customRequest('setDataBreakpoints', { breakpoints: [{ dataId: info.body.dataId, accessType: 'write' }] });
        });
        assert.equal(first.body.description,
                     'data breakpoint at tick 9: data(2, 0) 0 → 4, program 1, cell 4 by program 1, thread 0');
        const second = await go(dc, (a) => dc.continueRequest(a));
        assert.equal(second.description,
                     'data breakpoint at tick 25: data(2, 0) 4 → 8, program 1, cell 4 by program 1, thread 0');
        const back = await go(dc, (a) => dc.reverseContinueRequest(a));
        assert.equal(back.reason, 'data breakpoint');
        assert.equal(await tick(dc), 24);
        await Promise.all([dc.terminateRequest(), dc.waitForEvent('terminated')]);
    } finally {
        await dc.stop();
        fs.rmSync(dir, { recursive: true, force: true });
    }
});
