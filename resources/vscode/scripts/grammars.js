// Writes a TextMate grammar per language (syntaxes/*.tmLanguage.json) from
// the KSyntaxHighlighting definitions in resources/syntax/*.xml, so VS Code
// colours the same words the IDE and Kate do: the same keyword lists, the
// same comment markers, the same regular expressions, in the same order.
// Also a grammar injected into Markdown's, for fenced code blocks.
// test/grammars.test.js reads the result with VS Code's own TextMate
// libraries. npm run build runs it.
//
// Usage: node scripts/grammars.js
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const syntaxDir = path.resolve(__dirname, '../../syntax');
const outDir = path.resolve(__dirname, '../syntaxes');

// The definition file of each language id of package.json.
const languages = [
    { id: 'unfair', file: 'unfair.xml' },
    { id: 'cheat', file: 'cheat.xml' },
    { id: 'fyb', file: 'fukyorbrane.xml' },
];

// KSyntaxHighlighting default styles as TextMate scopes (the names themes know).
const styleScopes = {
    dsNormal: null,
    dsKeyword: 'keyword.other',
    dsControlFlow: 'keyword.control',
    dsOperator: 'keyword.operator',
    dsBuiltIn: 'support.function',
    dsDataType: 'storage.type',
    dsVariable: 'variable.other',
    dsFunction: 'entity.name.function',
    dsDecVal: 'constant.numeric',
    dsOthers: 'constant.other',
    dsComment: 'comment',
    dsAlert: 'constant.language',
    dsError: 'invalid.illegal',
};

// Every character KSyntaxHighlighting treats as a word delimiter by default.
const defaultDelimiters = ' \t.():!+,-<=>%&*/;?[]^{|}~\\';

// A tiny reader for the definitions' XML: elements with attributes, in order.
function decode(text) {
    return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, e) => {
        if (e[0] === '#')
            return String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
        return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[e];
    });
}

function parse(xml) {
    xml = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g, '');
    const root = { name: '#root', attrs: {}, children: [], text: '' };
    const stack = [root];
    const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
    let m;
    while ((m = tag.exec(xml))) {
        const top = stack[stack.length - 1];
        if (m[5] !== undefined) {
            top.text += decode(m[5]);
        } else if (m[1]) {
            if (stack.pop().name !== m[2])
                throw new Error(`unbalanced </${m[2]}>`);
        } else {
            const attrs = {};
            for (const a of m[3].matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g))
                attrs[a[1]] = decode(a[2]);
            const element = { name: m[2], attrs, children: [], text: '' };
            top.children.push(element);
            if (!m[4])
                stack.push(element);
        }
    }
    return root.children[0];
}

const find = (element, name) => element.children.find((c) => c.name === name);
const findAll = (element, name) => element.children.filter((c) => c.name === name);
const escapeRegExp = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
const escapeClass = (s) => [...s].map((c) => (/[\\[\]^-]/.test(c) ? '\\' + c : c)).join('');

function grammar(id, xml) {
    const language = parse(xml);
    const highlighting = find(language, 'highlighting');
    const general = find(language, 'general');
    const keywordsSettings = (general && find(general, 'keywords')) || { attrs: {} };
    const caseless = (keywordsSettings.attrs.casesensitive ?? language.attrs.casesensitive ?? '1') === '0';
    const weak = keywordsSettings.attrs.weakDeliminator || '';
    const delimiters = [...defaultDelimiters].filter((c) => !weak.includes(c)).join('');
    // Before and after a keyword: a delimiter or the line's edge.
    const wordChar = `[^${escapeClass(delimiters)}]`;

    const lists = new Map(findAll(highlighting, 'list').map((l) =>
        [l.attrs.name, findAll(l, 'item').map((i) => i.text.trim())]));
    const styles = new Map(findAll(find(highlighting, 'itemDatas'), 'itemData').map((d) => [d.attrs.name, d]));
    const contexts = new Map(findAll(find(highlighting, 'contexts'), 'context').map((c) => [c.attrs.name, c]));

    const scope = (attribute, extra) => {
        const style = styles.get(attribute);
        if (!style)
            throw new Error(`${id}: no itemData "${attribute}"`);
        let base = styleScopes[style.attrs.defStyleNum];
        if (base === undefined)
            throw new Error(`${id}: no scope for ${style.attrs.defStyleNum}`);
        if (base === null)
            return undefined;
        if (attribute === 'Punctuation')
            base = 'punctuation.separator';
        if (attribute === 'Label')
            base = 'entity.name.label';
        if (extra)
            base += '.' + extra;
        const word = attribute.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        return base.split('.').includes(word) ? `${base}.${id}` : `${base}.${word}.${id}`;
    };
    const named = (match, attribute) => {
        const name = scope(attribute);
        return name ? { match, name } : { match };
    };
    const caseFlag = (rule, dflt) => {
        if (rule.attrs.insensitive === 'true' || rule.attrs.insensitive === '1')
            return true;
        if (rule.attrs.casesensitive === '1' || rule.attrs.casesensitive === 'true')
            return false;
        return dflt;
    };
    const withCase = (pattern, insensitive) => (insensitive ? `(?i:${pattern})` : pattern);

    // The pattern that ends a context entered by a rule: the end of the line,
    // or the rule inside it that returns (#pop).
    const endOf = (context) => {
        if (context.attrs.lineEndContext === '#pop')
            return '$';
        const pop = context.children.find((r) => r.attrs.context === '#pop');
        if (!pop)
            throw new Error(`${id}: context ${context.attrs.name} never ends`);
        return matchOf(pop);
    };

    // The regular expression a rule matches.
    function matchOf(rule) {
        const a = rule.attrs;
        switch (rule.name) {
        case 'DetectChar': return escapeRegExp(a.char);
        case 'Detect2Chars': return escapeRegExp(a.char + a.char1);
        case 'AnyChar': return `[${escapeClass(a.String)}]`;
        case 'RegExpr': return withCase(a.String, caseFlag(rule, false));
        case 'WordDetect':
            return `(?<!${wordChar})${withCase(escapeRegExp(a.String), caseFlag(rule, false))}(?!${wordChar})`;
        case 'keyword': {
            const words = lists.get(a.String);
            if (!words)
                throw new Error(`${id}: no list "${a.String}"`);
            const alternatives = [...words].sort((x, y) => y.length - x.length || x.localeCompare(y)).map(escapeRegExp);
            return `(?<!${wordChar})${withCase(`(?:${alternatives.join('|')})`, caseless)}(?!${wordChar})`;
        }
        default: throw new Error(`${id}: rule ${rule.name} has no TextMate form`);
        }
    }

    function patterns(context, seen) {
        const out = [];
        for (const rule of context.children) {
            if (rule.name === 'DetectSpaces' || rule.name === 'IncludeRules')
                continue;
            const target = rule.attrs.context || '#stay';
            const attribute = rule.attrs.attribute || context.attrs.attribute;
            if (target === '#stay') {
                out.push(named(matchOf(rule), attribute));
                continue;
            }
            if (target === '#pop')
                continue; // the end of the context that holds it
            const inner = contexts.get(target);
            if (!inner || seen.has(target))
                throw new Error(`${id}: cannot follow context ${target}`);
            const rest = inner.children.filter((r) => r.name !== 'DetectSpaces' && r.name !== 'IncludeRules');
            if (inner.attrs.fallthroughContext === '#pop') {
                // "The next word" contexts (a label after Label or Do): the
                // keyword, then on the same line the word that pops.
                const word = rest.find((r) => r.attrs.context === '#pop');
                const keyword = scope(attribute);
                const wordScope = scope(word.attrs.attribute);
                const captures = {};
                if (keyword)
                    captures[1] = { name: keyword };
                if (wordScope)
                    captures[2] = { name: wordScope };
                out.push({ match: `(${matchOf(rule)})(?:\\s+(${matchOf(word)}))?`, captures });
                continue;
            }
            // A region: a comment, to the end of the line or to its closing rule.
            const region = {
                begin: matchOf(rule),
                end: endOf(inner),
                name: scope(inner.attrs.attribute, inner.attrs.lineEndContext === '#pop' ? 'line' : 'block'),
            };
            const nested = patterns({ ...inner, children: rest }, new Set([...seen, target]));
            if (nested.length)
                region.patterns = nested;
            out.push(region);
        }
        // Text no rule matches takes the context's own attribute.
        const own = scope(context.attrs.attribute);
        if (own && context === contexts.values().next().value) {
            const chars = context.children.filter((r) => ['DetectChar', 'AnyChar'].includes(r.name))
                .map((r) => r.attrs.char || r.attrs.String).join('');
            const others = context.children.length === context.children.filter((r) =>
                ['DetectChar', 'AnyChar', 'DetectSpaces'].includes(r.name)).length;
            out.push({ match: others ? `[^${escapeClass(chars)}\\s]+` : '.', name: own });
        }
        return out;
    }

    const main = contexts.values().next().value;
    const result = {
        $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
        name: language.attrs.name,
        scopeName: `source.${id}`,
        comment: `Generated by scripts/grammars.js from resources/syntax/${languages.find((l) => l.id === id).file}; do not edit.`,
        patterns: patterns(main, new Set([main.attrs.name])),
    };
    // Every expression must at least be a valid JavaScript one (Oniguruma,
    // which VS Code uses, reads nearly the same syntax).
    JSON.stringify(result, (key, value) => {
        if ((key === 'match' || key === 'begin' || key === 'end') && typeof value === 'string')
            new RegExp(value.replace(/\(\?i:/g, '(?:'), 'u');
        return value;
    });
    return JSON.stringify(result, null, 2) + '\n';
}

// Fenced code blocks in Markdown (```unfair, ```cheat, ```fyb or
// ```fukyorbrane) coloured with the language's grammar: a grammar injected
// into VS Code's Markdown grammar, in the form VS Code's own fenced blocks take.
function markdownInjection() {
    const names = { unfair: ['unfair'], cheat: ['cheat'], fyb: ['fyb', 'fukyorbrane'] };
    const repository = {};
    for (const { id } of languages) {
        repository[`${id}-code-block`] = {
            begin: `(^|\\G)(\\s*)(\`{3,}|~{3,})\\s*(?i:(${names[id].join('|')})((\\s+|:|,|\\{|\\?)[^\`~]*)?$)`,
            name: 'markup.fenced_code.block.markdown',
            end: '(^|\\G)(\\2|\\s{0,3})(\\3)\\s*$',
            beginCaptures: {
                3: { name: 'punctuation.definition.markdown' },
                4: { name: 'fenced_code.block.language.markdown' },
                5: { name: 'fenced_code.block.language.attributes.markdown' },
            },
            endCaptures: { 3: { name: 'punctuation.definition.markdown' } },
            patterns: [{
                begin: '(^|\\G)(\\s*)(.*)',
                while: '(^|\\G)(?!\\s*([`~]{3,})\\s*$)',
                contentName: `meta.embedded.block.${id}`,
                patterns: [{ include: `source.${id}` }],
            }],
        };
    }
    return JSON.stringify({
        comment: 'Generated by scripts/grammars.js; do not edit.',
        scopeName: 'markdown.foulplay.codeblock',
        injectionSelector: 'L:text.html.markdown',
        patterns: languages.map(({ id }) => ({ include: `#${id}-code-block` })),
        repository,
    }, null, 2) + '\n';
}

function main() {
    fs.mkdirSync(outDir, { recursive: true });
    for (const { id, file } of languages)
        fs.writeFileSync(path.join(outDir, `${id}.tmLanguage.json`), grammar(id, fs.readFileSync(path.join(syntaxDir, file), 'utf8')));
    fs.writeFileSync(path.join(outDir, 'markdown.tmLanguage.json'), markdownInjection());
}

if (require.main === module)
    main();
module.exports = { grammar, markdownInjection, languages };
