// Builds the extension in place, ready to load from this folder or to pack:
// the TextMate grammars from resources/syntax (scripts/grammars.js), the icon
// and licence from the project, and dist/extension.js, one file that bundles
// src/extension.js with vscode-languageclient (esbuild), so the extension
// needs no node_modules once built.
// Usage: node scripts/build.js   (or npm run build)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const esbuild = require('esbuild');

const here = path.resolve(__dirname, '..');
const project = path.resolve(here, '../..');

execFileSync(process.execPath, [path.join(__dirname, 'grammars.js')], { stdio: 'inherit' });
fs.copyFileSync(path.join(project, 'resources/icons/foulplay.png'), path.join(here, 'icon.png'));
fs.copyFileSync(path.join(project, 'COPYING'), path.join(here, 'LICENSE.txt'));
esbuild.buildSync({
    entryPoints: [path.join(here, 'src/extension.js')],
    outfile: path.join(here, 'dist/extension.js'),
    bundle: true,
    platform: 'node',
    // The oldest Node of the VS Code versions package.json accepts (1.82: Node 18).
    target: 'node18',
    format: 'cjs',
    external: ['vscode'],
    logLevel: 'warning',
});
console.log('build: dist/extension.js, syntaxes/, icon.png, LICENSE.txt');
