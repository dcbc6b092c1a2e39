// The Cheat and FYB scenarios of docs/lsp.md, spoken by the client
// connection of vscode-languageserver-protocol (the library VS Code's own
// client is built on) to the built foulplay-lsp, with incremental edits.
// FOULPLAY_LSP names the server; .ci/run-lsp sets it.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const { spawn } = require('node:child_process');
const {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter,
    InitializeRequest, InitializedNotification, DidOpenTextDocumentNotification,
    DidChangeTextDocumentNotification, PublishDiagnosticsNotification, HoverRequest,
    CompletionRequest, CompletionResolveRequest, DefinitionRequest, ShutdownRequest, ExitNotification,
    SemanticTokensRequest, FoldingRangeRequest,
} = require('vscode-languageserver-protocol/node');

const server = process.env.FOULPLAY_LSP;

function start() {
    assert.ok(server, 'FOULPLAY_LSP is not set');
    const child = spawn(server, ['--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout),
                                                new StreamMessageWriter(child.stdin));
    const diagnostics = new Map();
    const waiting = [];
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
        diagnostics.set(params.uri, params);
        for (const w of waiting.splice(0))
            w();
    });
    connection.listen();
    // The next diagnostics for uri that satisfy accept.
    const published = (uri, accept) => new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri}`)), 20000);
        const look = () => {
            const p = diagnostics.get(uri);
            if (p && accept(p)) {
                clearTimeout(timer);
                resolve(p.diagnostics);
            } else {
                waiting.push(look);
            }
        };
        look();
    });
    return { child, connection, published };
}

async function initialize(connection) {
    const result = await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid, rootUri: null, capabilities: {},
        initializationOptions: { diagnosticsDelay: 50 },
    });
    assert.strictEqual(result.capabilities.textDocumentSync.change, 2);
    assert.ok(result.capabilities.semanticTokensProvider.legend.tokenTypes.length > 0);
    await connection.sendNotification(InitializedNotification.type, {});
}

async function stop({ child, connection }) {
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    connection.dispose();
    assert.strictEqual(code, 0);
}

test('Cheat: diagnostics, an incremental fix, hover, completion, definition', async () => {
    const session = start();
    const { connection, published } = session;
    await initialize(connection);
    const uri = 'file:///tmp/client.cheat';
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: {
        uri, languageId: 'cheat', version: 1,
        text: 'Zoe counts.\nBob counts by 2.\nZoe calls cheat to Bob if Bob counted.\nBob shuots.\n' } });
    const first = await published(uri, (p) => p.version === 1);
    assert.ok(first.length > 0);
    assert.strictEqual(first[0].range.start.line, 3);
    assert.strictEqual(first[0].range.start.character, 4);
    assert.match(first[0].code, /^Cheat/);

    // Two keystrokes fix the verb: "shuots" becomes "shouts".
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version: 2 },
        contentChanges: [{ range: { start: { line: 3, character: 6 }, end: { line: 3, character: 8 } }, text: '' }] });
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version: 3 },
        contentChanges: [{ range: { start: { line: 3, character: 6 }, end: { line: 3, character: 6 } }, text: 'ou' }] });
    const fixed = await published(uri, (p) => p.version === 3);
    assert.ok(fixed.every((d) => d.range.start.line !== 3 || !/shuots/.test(d.message)), JSON.stringify(fixed));

    const hover = await connection.sendRequest(HoverRequest.type,
        { textDocument: { uri }, position: { line: 2, character: 6 } });
    assert.ok(hover && hover.contents.kind === 'markdown' && hover.contents.value.length > 0);

    const definition = await connection.sendRequest(DefinitionRequest.type,
        { textDocument: { uri }, position: { line: 2, character: 20 } });
    assert.strictEqual(definition.range.start.line, 1);
    assert.strictEqual(definition.range.start.character, 0);

    // After "Bob " the parser wants a verb.
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version: 4 },
        contentChanges: [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: 'Bob c' }] });
    const completion = await connection.sendRequest(CompletionRequest.type,
        { textDocument: { uri }, position: { line: 4, character: 5 } });
    const labels = completion.items.map((i) => i.label);
    assert.ok(labels.includes('counts'), labels.join('|'));
    assert.ok(labels.every((l) => l.toLowerCase().startsWith('c')), labels.join('|'));
    const item = completion.items.find((i) => i.label === 'counts');
    assert.deepStrictEqual(item.textEdit.range, { start: { line: 4, character: 4 }, end: { line: 4, character: 5 } });
    const resolved = await connection.sendRequest(CompletionResolveRequest.type, item);
    assert.strictEqual(resolved.label, 'counts');
    await stop(session);
});

test('FYB: diagnostics, brackets, folding, tokens', async () => {
    const session = start();
    const { connection, published } = session;
    await initialize(connection);
    const uri = 'file:///tmp/client.fyb';
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: {
        uri, languageId: 'fyb', version: 1, text: '(seek [the] enemy)\n{>}[\n+!\n]\n' } });
    assert.deepStrictEqual(await published(uri, (p) => p.version === 1), []);
    // An unclosed comment is a warning.
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version: 2 },
        contentChanges: [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: '(open' }] });
    const warned = await published(uri, (p) => p.version === 2);
    assert.strictEqual(warned.length, 1);
    assert.strictEqual(warned[0].severity, 2);
    assert.match(warned[0].code, /^Fyb/);

    const definition = await connection.sendRequest(DefinitionRequest.type,
        { textDocument: { uri }, position: { line: 1, character: 3 } });
    assert.deepStrictEqual(definition.range.start, { line: 3, character: 0 });
    const folds = await connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri } });
    assert.deepStrictEqual(folds.map((f) => [f.startLine, f.endLine]), [[1, 3]]);
    const hover = await connection.sendRequest(HoverRequest.type,
        { textDocument: { uri }, position: { line: 2, character: 1 } });
    assert.ok(hover && hover.contents.value.length > 0);
    const tokens = await connection.sendRequest(SemanticTokensRequest.type, { textDocument: { uri } });
    assert.strictEqual(tokens.data.length % 5, 0);
    assert.ok(tokens.data.length >= 5 * 7);
    await stop(session);
});
