// Starts foulplay-dap for debug sessions of type "foulplay". The adapter
// speaks the Debug Adapter Protocol on standard input and output.
'use strict';

const vscode = require('vscode');

function activate(context) {
    context.subscriptions.push(vscode.debug.registerDebugAdapterDescriptorFactory('foulplay', {
        createDebugAdapterDescriptor() {
            const adapter = vscode.workspace.getConfiguration('foulplay').get('adapterPath') || 'foulplay-dap';
            return new vscode.DebugAdapterExecutable(adapter, []);
        },
    }));
}

function deactivate() {}

module.exports = { activate, deactivate };
