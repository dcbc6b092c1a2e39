// Packs the built extension (npm run build) into a .vsix, the zip that
// `code --install-extension` installs: [Content_Types].xml,
// extension.vsixmanifest, and the extension's files under extension/.
// Only what the extension needs at run time goes in; it loads nothing from
// node_modules, because dist/extension.js bundles it.
// Usage: node scripts/pack.js [--out FILE]   (default foulplay.vsix)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const yazl = require('yazl');

const here = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const outIndex = process.argv.indexOf('--out');
const out = path.resolve(outIndex > 0 ? process.argv[outIndex + 1] : path.join(here, 'foulplay.vsix'));

// The files of the extension, relative to this folder.
function files() {
    const list = ['package.json', 'README.md', 'LICENSE.txt', manifest.icon, manifest.main];
    for (const language of manifest.contributes.languages)
        list.push(language.configuration);
    for (const grammar of manifest.contributes.grammars)
        list.push(grammar.path);
    const normal = list.map((f) => path.posix.normalize(f));
    for (const f of normal) {
        if (!fs.existsSync(path.join(here, f)))
            throw new Error(`pack: ${f} is missing; run npm run build first`);
    }
    return [...new Set(normal)].sort();
}

const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function vsixManifest() {
    const properties = {
        'Microsoft.VisualStudio.Code.Engine': manifest.engines.vscode,
        'Microsoft.VisualStudio.Code.ExtensionDependencies': '',
        'Microsoft.VisualStudio.Code.ExtensionPack': '',
        'Microsoft.VisualStudio.Code.ExtensionKind': 'workspace',
        'Microsoft.VisualStudio.Code.LocalizedLanguages': '',
        'Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown': 'true',
        'Microsoft.VisualStudio.Services.Content.Pricing': 'Free',
    };
    const tags = [...manifest.contributes.languages.map((l) => l.id), 'debuggers', 'language server'];
    return `<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">
  <Metadata>
    <Identity Language="en-US" Id="${xml(manifest.name)}" Version="${xml(manifest.version)}" Publisher="${xml(manifest.publisher)}"/>
    <DisplayName>${xml(manifest.displayName)}</DisplayName>
    <Description xml:space="preserve">${xml(manifest.description)}</Description>
    <Tags>${xml(tags.join(','))}</Tags>
    <Categories>${xml(manifest.categories.join(','))}</Categories>
    <GalleryFlags>Public</GalleryFlags>
    <Properties>
${Object.entries(properties).map(([id, value]) => `      <Property Id="${id}" Value="${xml(value)}"/>`).join('\n')}
    </Properties>
    <License>extension/LICENSE.txt</License>
    <Icon>extension/${xml(manifest.icon)}</Icon>
  </Metadata>
  <Installation>
    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>
  </Installation>
  <Dependencies/>
  <Assets>
    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true"/>
    <Asset Type="Microsoft.VisualStudio.Services.Content.Details" Path="extension/README.md" Addressable="true"/>
    <Asset Type="Microsoft.VisualStudio.Services.Content.License" Path="extension/LICENSE.txt" Addressable="true"/>
    <Asset Type="Microsoft.VisualStudio.Services.Icons.Default" Path="extension/${xml(manifest.icon)}" Addressable="true"/>
  </Assets>
</PackageManifest>
`;
}

function contentTypes(names) {
    const types = { '.json': 'application/json', '.js': 'application/javascript', '.md': 'text/markdown',
                    '.png': 'image/png', '.txt': 'text/plain', '.vsixmanifest': 'text/xml' };
    const used = new Set(['.vsixmanifest', ...names.map((n) => path.extname(n).toLowerCase())]);
    const defaults = [...used].sort().map((ext) => {
        if (!types[ext])
            throw new Error(`pack: no content type for ${ext}`);
        return `<Default Extension="${ext}" ContentType="${types[ext]}"/>`;
    });
    return `<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults.join('')}</Types>
`;
}

const names = files();
const zip = new yazl.ZipFile();
// The same bytes for the same sources: a fixed time stamp, files in order.
const mtime = new Date(Date.UTC(2000, 0, 1));
zip.addBuffer(Buffer.from(contentTypes(names)), '[Content_Types].xml', { mtime });
zip.addBuffer(Buffer.from(vsixManifest()), 'extension.vsixmanifest', { mtime });
for (const name of names)
    zip.addFile(path.join(here, name), `extension/${name}`, { mtime, mode: 0o100644 });
zip.end();
zip.outputStream.pipe(fs.createWriteStream(out)).on('close', () => {
    console.log(`pack: ${out} (${names.length} files: ${names.join(', ')})`);
});
