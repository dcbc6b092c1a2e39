// Starts foulplay-lsp for Unfair, Cheat and FukYorBrane files, and
// foulplay-dap for debug sessions of type "foulplay". Both speak their
// protocol on standard input and output. scripts/build.js bundles this file
// with vscode-languageclient into dist/extension.js.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

// The debug adapter of a "foulplay" session: foulplay-dap, or the program
// the setting foulplay.adapterPath names.
const adapterFactory = {
    createDebugAdapterDescriptor() {
        const adapter = vscode.workspace.getConfiguration('foulplay').get('adapterPath') || 'foulplay-dap';
        return new vscode.DebugAdapterExecutable(adapter, []);
    },
};

// Returns the extension's API: the language client and the promise of its
// start (settled once the server has answered initialize, or failed to).
function activate(context) {
    context.subscriptions.push(vscode.debug.registerDebugAdapterDescriptorFactory('foulplay', adapterFactory));

    const settings = vscode.workspace.getConfiguration('foulplay');
    const command = settings.get('serverPath') || 'foulplay-lsp';
    client = new LanguageClient('foulplay', 'Foul Play', { command, transport: TransportKind.stdio }, {
        documentSelector: [
            { language: 'unfair' }, { language: 'cheat' }, { language: 'fyb' },
        ],
        // The server asks for the "foulplay" section with workspace/configuration.
        synchronize: { configurationSection: 'foulplay' },
    });
    context.subscriptions.push(client);
    const started = client.start();
    // A missing server is reported by the client in its output channel; the
    // debugger works without it.
    started.catch(() => {});
    return { client, started };
}

function deactivate() {
    return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
