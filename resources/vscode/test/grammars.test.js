// The TextMate grammars of the installed extension, read by the libraries
// VS Code itself colours with (vscode-textmate on vscode-oniguruma): each is
// what scripts/grammars.js makes from resources/syntax today, every bundled
// example is coloured without one token marked invalid, sample lines get
// the scopes of their words, comments and numbers, and so do fenced code
// blocks in Markdown (in a stand-in for VS Code's Markdown grammar, which
// only VS Code has, that knows no fenced blocks itself).
// FOULPLAY_VSCODE_EXTENSION names the installed extension folder (default:
// this folder, after npm run build).
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const oniguruma = require('vscode-oniguruma');
const textmate = require('vscode-textmate');
const { grammar: generate, markdownInjection, languages } = require('../scripts/grammars.js');

const folder = path.resolve(process.env.FOULPLAY_VSCODE_EXTENSION || path.join(__dirname, '..'));
const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
const examples = path.resolve(__dirname, '../../examples');
const extensions = { unfair: '.unfair', cheat: '.cheat', fyb: '.fyb' };
const exampleDirs = { unfair: 'unfair', cheat: 'cheat', fyb: 'fyb' };

let registry;
function load() {
    if (!registry) {
        const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
        const ready = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength))
            .then(() => ({
                createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
                createOnigString: (s) => new oniguruma.OnigString(s),
            }));
        registry = new textmate.Registry({
            onigLib: ready,
            getInjections: (scopeName) => manifest.contributes.grammars
                .filter((g) => (g.injectTo || []).includes(scopeName)).map((g) => g.scopeName),
            loadGrammar: async (scopeName) => {
                if (scopeName === 'text.html.markdown')
                    return { scopeName, patterns: [] };
                const entry = manifest.contributes.grammars.find((g) => g.scopeName === scopeName);
                if (!entry)
                    return null;
                const file = path.join(folder, entry.path);
                return textmate.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
            },
        });
    }
    return registry;
}

// [text, scopes] of every token of text, line by line; language 'markdown'
// is the stand-in Markdown grammar.
async function tokens(language, text) {
    const grammar = await load().loadGrammar(language === 'markdown' ? 'text.html.markdown' : `source.${language}`);
    assert.ok(grammar, `no grammar for ${language}`);
    const out = [];
    let stack = textmate.INITIAL;
    for (const line of text.split('\n')) {
        const result = grammar.tokenizeLine(line, stack);
        for (const t of result.tokens)
            out.push([line.slice(t.startIndex, t.endIndex), t.scopes.slice(1)]);
        stack = result.ruleStack;
    }
    return out;
}

// The scopes of the first token whose text is word.
async function scopesOf(language, text, word) {
    const found = (await tokens(language, text)).find(([t]) => t === word);
    assert.ok(found, `no token "${word}" in ${JSON.stringify(text)}`);
    return found[1].join(' ');
}

test('the installed grammars are what resources/syntax gives', () => {
    for (const { id, file } of languages) {
        const entry = manifest.contributes.grammars.find((g) => g.language === id);
        const xml = fs.readFileSync(path.resolve(__dirname, '../../syntax', file), 'utf8');
        assert.equal(fs.readFileSync(path.join(folder, entry.path), 'utf8'), generate(id, xml), `${entry.path} is stale`);
    }
    const injection = manifest.contributes.grammars.find((g) => g.injectTo);
    assert.equal(fs.readFileSync(path.join(folder, injection.path), 'utf8'), markdownInjection());
});

test('every example is coloured without an invalid token', async () => {
    let files = 0;
    for (const [language, dir] of Object.entries(exampleDirs)) {
        for (const name of fs.readdirSync(path.join(examples, dir)).filter((n) => n.endsWith(extensions[language]))) {
            const text = fs.readFileSync(path.join(examples, dir, name), 'utf8');
            const bad = (await tokens(language, text)).filter(([, s]) => s.some((x) => x.startsWith('invalid')));
            assert.deepEqual(bad, [], `${dir}/${name}`);
            files++;
        }
    }
    assert.ok(files >= 10, `only ${files} examples`);
});

test('words, numbers and comments get their scopes', async () => {
    const unfair = 'Player 1.5 de-syncs for 3 steps. # a comment\nLabel top. Do top again.\nPlayer 1 jumps?';
    assert.match(await scopesOf('unfair', unfair, 'Player 1.5'), /^variable\.other\.player\.unfair$/);
    assert.match(await scopesOf('unfair', unfair, 'de-syncs'), /^keyword\.other\.unfair$/);
    assert.match(await scopesOf('unfair', unfair, '3'), /^constant\.numeric/);
    assert.match(await scopesOf('unfair', unfair, ' a comment'), /^comment\.line\.unfair$/);
    assert.match(await scopesOf('unfair', unfair, 'top'), /^entity\.name\.label\.unfair$/);
    assert.match(await scopesOf('unfair', unfair, '?'), /^invalid\.illegal/);

    const cheat = 'Zoe counts by 2,5 if her score is larger than 3. // a comment';
    assert.match(await scopesOf('cheat', cheat, 'Zoe'), /^variable\.other\.player\.cheat$/);
    assert.match(await scopesOf('cheat', cheat, 'counts'), /^keyword\.other\.cheat$/);
    assert.match(await scopesOf('cheat', cheat, '2,5'), /^constant\.numeric/);
    assert.match(await scopesOf('cheat', cheat, 'her'), /^storage\.type\.pronoun\.cheat$/);
    assert.match(await scopesOf('cheat', cheat, 'larger'), /^keyword\.operator\.cheat$/);
    assert.match(await scopesOf('cheat', cheat, ' a comment'), /^comment\.line\.cheat$/);

    const fyb = '(a comment\nover two lines) seek {>}[+]!';
    assert.match(await scopesOf('fyb', fyb, 'over two lines'), /^comment\.block\.fyb$/);
    assert.match(await scopesOf('fyb', fyb, '+'), /^keyword\.operator\.data\.fyb$/);
    assert.match(await scopesOf('fyb', fyb, '!'), /^keyword\.other\.commit\.fyb$/);
    assert.match(await scopesOf('fyb', fyb, '{'), /^keyword\.control\.loop\.fyb$/);
    assert.match(await scopesOf('fyb', fyb, 'seek'), /^comment\.ignored\.fyb$/);
});

test('fenced code blocks in Markdown take their language\'s colours', async () => {
    const markdown = 'Some prose: Zoe counts.\n\n```cheat\nZoe counts. // a comment\n```\n\n'
        + '~~~fukyorbrane\n(a comment) {>}\n~~~\nafter\n';
    const all = await tokens('markdown', markdown);
    const zoe = all.filter(([t]) => t === 'Zoe');
    assert.equal(zoe.length, 1, JSON.stringify(all));
    assert.ok(zoe[0][1].includes('meta.embedded.block.cheat'));
    assert.ok(zoe[0][1].includes('variable.other.player.cheat'));
    assert.ok(all.some(([t, s]) => t === ' a comment' && s.includes('comment.line.cheat')));
    assert.ok(all.some(([t, s]) => t === '{' && s.includes('keyword.control.loop.fyb')));
    const after = all.find(([t]) => t === 'after');
    assert.ok(!after[1].some((s) => /fyb|cheat/.test(s)), JSON.stringify(after));
});
