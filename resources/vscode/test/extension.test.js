// Loads the built extension in node, as VS Code would from its install
// folder, with test/vscode-stub.js standing in for VS Code's own API: the
// extension and vscode-languageclient are the real bundled code, and so are
// the programs they start. activate() must start foulplay-lsp, reach the
// initialized state, and show the server's diagnostics for bad documents,
// one open before the start and one opened after; the debug adapter factory
// must give foulplay-dap, which must answer initialize.
// FOULPLAY_LSP and FOULPLAY_DAP name the built programs;
// FOULPLAY_VSCODE_EXTENSION the installed extension folder (default: this
// folder, after npm run build).
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { test } = require('node:test');
const Module = require('node:module');
const stub = require('./vscode-stub');

const folder = path.resolve(process.env.FOULPLAY_VSCODE_EXTENSION || path.join(__dirname, '..'));
const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));

// `require('vscode')` from the extension gets the stand-in.
const load = Module._load;
Module._load = function (request, ...rest) {
    return request === 'vscode' ? stub.api : load.call(this, request, ...rest);
};

// The next diagnostics shown for uri that satisfy accept.
function diagnosticsFor(uri, accept) {
    return new Promise((resolve, reject) => {
        const look = () => {
            const d = stub.recorded.diagnostics.get(uri);
            if (d && accept(d)) {
                clearTimeout(timer);
                listener.dispose();
                resolve(d);
            }
        };
        const timer = setTimeout(() => {
            listener.dispose();
            reject(new Error(`no diagnostics for ${uri}; the client wrote:\n${stub.outputLines.join('')}`));
        }, 60000);
        const listener = stub.recorded.diagnosticsChanged.event(look);
        look();
    });
}

// One request and its answer over the Debug Adapter Protocol.
function dapInitialize(command, args) {
    return new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
        let buffer = Buffer.alloc(0);
        const timer = setTimeout(() => { child.kill(); reject(new Error(`${command} did not answer initialize`)); }, 60000);
        child.on('error', reject);
        child.stdout.on('data', (data) => {
            buffer = Buffer.concat([buffer, data]);
            const header = buffer.indexOf('\r\n\r\n');
            if (header < 0)
                return;
            const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, header).toString())[1]);
            if (buffer.length < header + 4 + length)
                return;
            clearTimeout(timer);
            const message = JSON.parse(buffer.subarray(header + 4, header + 4 + length).toString());
            child.stdin.end();
            child.on('exit', (code) => resolve({ message, code }));
        });
        const body = JSON.stringify({ seq: 1, type: 'request', command: 'initialize',
                                      arguments: { adapterID: 'foulplay', clientID: 'vscode' } });
        child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
}

test('the manifest activates on the languages and on foulplay debug sessions only', () => {
    assert.deepEqual(manifest.activationEvents,
                     ['onLanguage:unfair', 'onLanguage:cheat', 'onLanguage:fyb', 'onDebugResolve:foulplay']);
    for (const language of manifest.contributes.languages) {
        const configuration = JSON.parse(fs.readFileSync(path.join(folder, language.configuration), 'utf8'));
        assert.ok(configuration.comments, `${language.id} has no comment syntax`);
        const grammar = manifest.contributes.grammars.find((g) => g.language === language.id);
        const rules = JSON.parse(fs.readFileSync(path.join(folder, grammar.path), 'utf8'));
        assert.equal(rules.scopeName, grammar.scopeName);
        assert.ok(rules.patterns.some((p) => /^comment\./.test(p.name)), `${language.id}: no comment rule`);
    }
    assert.ok(fs.statSync(path.join(folder, manifest.icon)).size > 0);
});

test('activate starts foulplay-lsp and shows its diagnostics; foulplay-dap debugs', { timeout: 180000 }, async () => {
    const server = process.env.FOULPLAY_LSP;
    const adapter = process.env.FOULPLAY_DAP;
    assert.ok(server && adapter, 'set FOULPLAY_LSP and FOULPLAY_DAP to the built programs');
    Object.assign(stub.recorded.settings, {
        'foulplay.serverPath': server, 'foulplay.adapterPath': adapter, 'foulplay.diagnosticsDelay': 50,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foulplay-vscode-'));
    // Open before activation: the client must send it when it starts.
    const unfair = stub.open(path.join(dir, 'a.unfair'), 'unfair', 'Player 1 jumps.\n');
    // Not ours: the client must leave it alone.
    stub.open(path.join(dir, 'notes.txt'), 'plaintext', 'Player 1 jumps.\n');

    const extension = require(path.join(folder, manifest.main));
    // Bundled: it loads nothing of its folder but itself (this test aside).
    const loaded = Object.keys(require.cache).filter((f) =>
        f.startsWith(folder + path.sep) && !f.startsWith(__dirname + path.sep));
    assert.deepEqual(loaded, [path.join(folder, manifest.main)]);
    const subscriptions = [];
    const exported = extension.activate({ subscriptions, extensionPath: folder, extensionUri: stub.api.Uri.file(folder) });
    await exported.started;
    assert.equal(exported.client.isRunning(), true);
    assert.equal(exported.client.initializeResult.capabilities.textDocumentSync.change, 2);

    const first = await diagnosticsFor(unfair.uri.toString(), (d) => d.length > 0);
    assert.equal(first[0].severity, stub.api.DiagnosticSeverity.Error);
    assert.equal(first[0].range.start.line, 0);
    assert.match(String(first[0].code.value ?? first[0].code), /^Unfair/);

    // Opened while the client runs: a Cheat file is checked as Cheat.
    const cheat = stub.open(path.join(dir, 'b.cheat'), 'cheat', 'Zoe counts.\nBob shuots.\n');
    const second = await diagnosticsFor(cheat.uri.toString(), (d) => d.length > 0);
    assert.equal(second[0].range.start.line, 1);
    assert.match(String(second[0].code.value ?? second[0].code), /^Cheat/);
    assert.ok(![...stub.recorded.diagnostics.keys()].some((u) => u.endsWith('notes.txt')));

    const factory = stub.recorded.debugAdapterFactories.get('foulplay');
    assert.ok(factory, 'no debug adapter factory for "foulplay"');
    const descriptor = factory.createDebugAdapterDescriptor({ type: 'foulplay', configuration: {} }, undefined);
    assert.ok(descriptor instanceof stub.api.DebugAdapterExecutable);
    assert.equal(descriptor.command, adapter);
    const { message, code } = await dapInitialize(descriptor.command, descriptor.args);
    assert.equal(message.type, 'response');
    assert.equal(message.command, 'initialize');
    assert.equal(message.success, true);
    assert.equal(message.body.supportsStepBack, true);
    assert.equal(code, 0);

    await extension.deactivate();
    assert.equal(exported.client.isRunning(), false);
    for (const s of subscriptions)
        s.dispose();
    assert.deepEqual(stub.recorded.messages, []);
    fs.rmSync(dir, { recursive: true, force: true });
});

test('Why? and Next Change of a variable ask foulplay-dap for lastChange and nextChange', async () => {
    const contributed = manifest.contributes.menus['debug/variables/context'].map((item) => item.command);
    assert.deepEqual(contributed, ['foulplay.lastChange', 'foulplay.nextChange']);
    for (const command of contributed)
        assert.ok(manifest.contributes.commands.some((c) => c.command === command), `${command} has no title`);
    const extension = require(path.join(folder, manifest.main));
    const sent = [];
    stub.api.debug.activeDebugSession = {
        type: 'foulplay',
        customRequest: async (command, args) => {
            sent.push([command, args]);
            if (args.expression === 'the moon')
                throw new Error("lastChange: 'the moon': no such value");
        },
    };
    // A variable with an evaluateName, one without (its container's reference), and a refusal shown.
    await extension.valueChange(true, { container: { variablesReference: 3 },
                                        variable: { name: 'score', evaluateName: 'score(Bob)' } });
    await extension.valueChange(false, { container: { variablesReference: 7 }, variable: { name: 'count' } });
    await extension.valueChange(true, { variable: { name: 'moon', evaluateName: 'the moon' } });
    assert.deepEqual(sent, [
        ['lastChange', { expression: 'score(Bob)' }],
        ['nextChange', { expression: 'count', variablesReference: 7 }],
        ['lastChange', { expression: 'the moon' }],
    ]);
    assert.deepEqual(stub.recorded.messages.splice(0), [['error', "Foul Play: lastChange: 'the moon': no such value"]]);
    // No Foul Play session: said so, nothing sent.
    stub.api.debug.activeDebugSession = undefined;
    await extension.valueChange(true, { variable: { name: 'score', evaluateName: 'score(Bob)' } });
    assert.equal(sent.length, 3);
    assert.deepEqual(stub.recorded.messages.splice(0), [['error', 'Foul Play: no Foul Play debug session is active.']]);
});
