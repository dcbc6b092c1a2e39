// Starts foulplay-lsp for Unfair, Cheat and FukYorBrane files, and
// foulplay-dap for debug sessions of type "foulplay". Both speak their
// protocol on standard input and output. The commands "Why? (Last Change)"
// and "Next Change" of a variable ask foulplay-dap's lastChange and
// nextChange. scripts/build.js bundles this file
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

// "Why?" (backward) or "Next change" of a value: from the Variables view's
// menu the variable (by its evaluateName, or its name in its container),
// from the command palette an expression typed in.
async function valueChange(backward, context) {
    const session = vscode.debug.activeDebugSession;
    if (!session || session.type !== 'foulplay') {
        await vscode.window.showErrorMessage('Foul Play: no Foul Play debug session is active.');
        return;
    }
    let args;
    const variable = context && context.variable;
    if (variable && variable.evaluateName)
        args = { expression: variable.evaluateName };
    else if (variable && context.container)
        args = { expression: variable.name, variablesReference: context.container.variablesReference };
    else {
        const typed = await vscode.window.showInputBox({
            prompt: backward ? 'Why? Go back to the last change of the value:' : 'Run on to the next change of the value:',
            placeHolder: 'score(Bob), the count, data(2, 7) …',
        });
        if (!typed)
            return;
        args = { expression: typed };
    }
    try {
        await session.customRequest(backward ? 'lastChange' : 'nextChange', args);
    } catch (error) {
        await vscode.window.showErrorMessage(`Foul Play: ${error.message || error}`);
    }
}

// Returns the extension's API: the language client and the promise of its
// start (settled once the server has answered initialize, or failed to).
function activate(context) {
    context.subscriptions.push(vscode.debug.registerDebugAdapterDescriptorFactory('foulplay', adapterFactory));
    context.subscriptions.push(
        vscode.commands.registerCommand('foulplay.lastChange', (item) => valueChange(true, item)),
        vscode.commands.registerCommand('foulplay.nextChange', (item) => valueChange(false, item)));

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

module.exports = { activate, deactivate, valueChange };
