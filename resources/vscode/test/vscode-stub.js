// A stand-in for the `vscode` module, which only VS Code itself provides:
// just enough of its API for the bundled extension and vscode-languageclient
// to activate in plain node. It records what the extension registers (debug
// adapter factories, diagnostics) so a test can look at it. Any other API
// member is a function that does nothing and returns a disposable.
'use strict';

const { EventEmitter: NodeEmitter } = require('node:events');
const { pathToFileURL, fileURLToPath } = require('node:url');

class Disposable {
    constructor(callOnDispose) { this.callOnDispose = callOnDispose; }
    static from(...items) { return new Disposable(() => items.forEach((i) => i && i.dispose && i.dispose())); }
    dispose() { if (this.callOnDispose) this.callOnDispose(); this.callOnDispose = undefined; }
}

class EventEmitter {
    constructor() {
        this.emitter = new NodeEmitter();
        this.event = (listener, thisArg, disposables) => {
            const bound = thisArg ? listener.bind(thisArg) : listener;
            this.emitter.on('event', bound);
            const d = new Disposable(() => this.emitter.off('event', bound));
            if (Array.isArray(disposables))
                disposables.push(d);
            return d;
        };
    }
    fire(value) { this.emitter.emit('event', value); }
    dispose() { this.emitter.removeAllListeners(); }
}

class Uri {
    constructor(url) {
        this.url = new URL(url);
        this.scheme = this.url.protocol.replace(/:$/, '');
        this.path = decodeURIComponent(this.url.pathname);
        this.fsPath = this.scheme === 'file' ? fileURLToPath(this.url) : this.path;
        this.query = this.url.search.replace(/^\?/, '');
        this.fragment = this.url.hash.replace(/^#/, '');
        this.authority = this.url.host;
    }
    static parse(value) { return new Uri(value); }
    static file(path) { return new Uri(pathToFileURL(path).href); }
    toString() { return this.url.href; }
    toJSON() { return this.toString(); }
    with() { return this; }
}

class Position {
    constructor(line, character) { this.line = line; this.character = character; }
}

class Range {
    constructor(a, b, c, d) {
        [this.start, this.end] = a instanceof Position ? [a, b] : [new Position(a, b), new Position(c, d)];
    }
}

class Location { constructor(uri, range) { this.uri = uri; this.range = range; } }
class Diagnostic {
    constructor(range, message, severity) { this.range = range; this.message = message; this.severity = severity; }
}
class DiagnosticRelatedInformation { constructor(location, message) { this.location = location; this.message = message; } }
class DebugAdapterExecutable { constructor(command, args, options) { this.command = command; this.args = args; this.options = options; } }
class CancellationTokenSource {
    constructor() {
        const emitter = new EventEmitter();
        this.token = { isCancellationRequested: false, onCancellationRequested: emitter.event };
        this.emitter = emitter;
    }
    cancel() { this.token.isCancellationRequested = true; this.emitter.fire(); }
    dispose() { this.emitter.dispose(); }
}
class CancellationError extends Error {}
class CodeActionKind {
    constructor(value) { this.value = value; }
    append(part) { return new CodeActionKind(this.value ? `${this.value}.${part}` : part); }
    contains(other) { return this.value === '' || other.value === this.value || other.value.startsWith(this.value + '.'); }
    intersects(other) { return this.contains(other) || other.contains(this); }
}
for (const [name, value] of Object.entries({
    Empty: '', QuickFix: 'quickfix', Refactor: 'refactor', RefactorExtract: 'refactor.extract',
    RefactorInline: 'refactor.inline', RefactorRewrite: 'refactor.rewrite', Source: 'source',
    SourceOrganizeImports: 'source.organizeImports', SourceFixAll: 'source.fixAll' }))
    CodeActionKind[name] = new CodeActionKind(value);

// A text document VS Code would have open.
class TextDocument {
    constructor(path, languageId, text) {
        this.uri = Uri.file(path);
        this.fileName = path;
        this.languageId = languageId;
        this.version = 1;
        this.text = text;
        this.isClosed = false;
        this.isDirty = false;
        this.isUntitled = false;
        this.eol = 1;
    }
    getText() { return this.text; }
    get lineCount() { return this.text.split('\n').length; }
}

// What a test can look at.
const recorded = {
    settings: {},
    debugAdapterFactories: new Map(),
    diagnostics: new Map(),
    diagnosticsChanged: new EventEmitter(),
    messages: [],
    missing: new Set(),
};

// A regular function, so that `new` works on it too.
function noop() { return new Disposable(); }

// A namespace whose unknown members do nothing (and are remembered).
function namespace(name, members) {
    return new Proxy(members, {
        get(target, key) {
            if (key in target || typeof key === 'symbol')
                return target[key];
            recorded.missing.add(`${name}.${String(key)}`);
            return noop;
        },
    });
}

const openDocument = new EventEmitter();
const textDocuments = [];

const workspace = namespace('workspace', {
    textDocuments,
    workspaceFolders: undefined,
    getConfiguration(section) {
        return {
            get: (key, fallback) => {
                const value = recorded.settings[section ? `${section}.${key}` : key];
                return value === undefined ? fallback : value;
            },
            has: (key) => `${section}.${key}` in recorded.settings,
            update: async () => {},
        };
    },
    onDidOpenTextDocument: openDocument.event,
    onDidCloseTextDocument: new EventEmitter().event,
    onDidChangeTextDocument: new EventEmitter().event,
    onDidSaveTextDocument: new EventEmitter().event,
    onWillSaveTextDocument: new EventEmitter().event,
    onDidChangeConfiguration: new EventEmitter().event,
    onDidChangeWorkspaceFolders: new EventEmitter().event,
    createFileSystemWatcher: () => ({ onDidCreate: noop, onDidChange: noop, onDidDelete: noop, dispose() {} }),
});

// The language client's score of a document for a selector: filters with
// language, scheme and pattern, as VS Code matches them (patterns unused here).
function match(selector, document) {
    const filters = Array.isArray(selector) ? selector : [selector];
    let best = 0;
    for (const f of filters) {
        if (typeof f === 'string') {
            if (f === document.languageId)
                best = Math.max(best, 10);
            continue;
        }
        if (f.language && f.language !== document.languageId && f.language !== '*')
            continue;
        if (f.scheme && f.scheme !== document.uri.scheme && f.scheme !== '*')
            continue;
        if (f.pattern)
            continue;
        best = Math.max(best, f.language === document.languageId ? 10 : 5);
    }
    return best;
}

const languages = namespace('languages', {
    match,
    createDiagnosticCollection(name) {
        const entries = new Map();
        return {
            name,
            set(uri, diagnostics) {
                if (Array.isArray(uri)) {
                    for (const [u, d] of uri)
                        this.set(u, d);
                    return;
                }
                entries.set(uri.toString(), diagnostics || []);
                recorded.diagnostics.set(uri.toString(), diagnostics || []);
                recorded.diagnosticsChanged.fire(uri.toString());
            },
            get: (uri) => entries.get(uri.toString()),
            has: (uri) => entries.has(uri.toString()),
            delete(uri) { entries.delete(uri.toString()); },
            clear() { entries.clear(); },
            forEach(callback) { entries.forEach((d, u) => callback(Uri.parse(u), d, this)); },
            dispose() { entries.clear(); },
        };
    },
});

const outputLines = [];
const window = namespace('window', {
    activeTextEditor: undefined,
    visibleTextEditors: [],
    tabGroups: { all: [], onDidChangeTabs: noop, onDidChangeTabGroups: noop },
    createOutputChannel(name) {
        return {
            name,
            append: (text) => outputLines.push(text),
            appendLine: (text) => outputLines.push(text + '\n'),
            replace() {}, clear() {}, show() {}, hide() {}, dispose() {},
        };
    },
    showErrorMessage: async (message) => { recorded.messages.push(['error', message]); },
    showWarningMessage: async (message) => { recorded.messages.push(['warning', message]); },
    showInformationMessage: async (message) => { recorded.messages.push(['information', message]); },
    onDidChangeActiveTextEditor: new EventEmitter().event,
    onDidChangeVisibleTextEditors: new EventEmitter().event,
    withProgress: async (options, task) => task({ report() {} }, new CancellationTokenSource().token),
});

const debug = namespace('debug', {
    registerDebugAdapterDescriptorFactory(type, factory) {
        recorded.debugAdapterFactories.set(type, factory);
        return new Disposable(() => recorded.debugAdapterFactories.delete(type));
    },
});

const enums = {
    DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
    DiagnosticTag: { Unnecessary: 1, Deprecated: 2 },
    ProgressLocation: { SourceControl: 1, Window: 10, Notification: 15 },
    UIKind: { Desktop: 1, Web: 2 },
    EndOfLine: { LF: 1, CRLF: 2 },
    TextDocumentSaveReason: { Manual: 1, AfterDelay: 2, FocusOut: 3 },
    CodeActionTriggerKind: { Invoke: 1, Automatic: 2 },
    CompletionTriggerKind: { Invoke: 0, TriggerCharacter: 1, TriggerForIncompleteCompletions: 2 },
    SignatureHelpTriggerKind: { Invoke: 1, TriggerCharacter: 2, ContentChange: 3 },
    FoldingRangeKind: { Comment: 1, Imports: 2, Region: 3 },
    FileType: { Unknown: 0, File: 1, Directory: 2, SymbolicLink: 64 },
};

const api = namespace('vscode', {
    version: '1.82.0',
    Disposable, EventEmitter, Uri, Position, Range, Location, Diagnostic, DiagnosticRelatedInformation,
    DebugAdapterExecutable, CancellationTokenSource, CancellationError, CodeActionKind,
    TabInputText: class {}, TabInputTextDiff: class {}, TabInputCustom: class {}, TabInputNotebook: class {},
    TabInputNotebookDiff: class {},
    ...enums,
    workspace, languages, window, debug,
    commands: namespace('commands', { registerCommand: noop, executeCommand: async () => undefined }),
    env: namespace('env', { appName: 'Visual Studio Code', language: 'en', machineId: 'test', sessionId: 'test',
                           uiKind: 1, openExternal: async () => true }),
    extensions: namespace('extensions', { all: [], getExtension: () => undefined, onDidChange: noop }),
});

// Opens a document: listed in workspace.textDocuments, announced to listeners.
function open(path, languageId, text) {
    const document = new TextDocument(path, languageId, text);
    textDocuments.push(document);
    openDocument.fire(document);
    return document;
}

module.exports = { api, recorded, open, outputLines };
