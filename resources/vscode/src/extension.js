// Starts foulplay-lsp for Unfair, Cheat and FukYorBrane files, and
// foulplay-dap for debug sessions of type "foulplay". Both speak their
// protocol on standard input and output.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
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
    client.start();

    context.subscriptions.push(vscode.debug.registerDebugAdapterDescriptorFactory('foulplay', {
        createDebugAdapterDescriptor() {
            const adapter = vscode.workspace.getConfiguration('foulplay').get('adapterPath') || 'foulplay-dap';
            return new vscode.DebugAdapterExecutable(adapter, []);
        },
    }));
}

function deactivate() {
    return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
