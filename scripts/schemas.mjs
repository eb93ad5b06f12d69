// Writes schemas/<name>.json, the JSON Schemas editors use to complete and check ship, kit and
// convention files, from tsc's build (dist/), and points the example files' first lines at the
// schemas of this version of the package: run `npm run schemas` after changing a field or the
// version, and commit the result (a test fails while either differs from what the code makes).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// the ship schemas read each game's title and fields from its data file, through the platform
import '../dist/platform/node.js';
import { schemaLine, schemaNames, schemaText } from '../dist/data/jsonschema.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = join(ROOT, 'schemas');
mkdirSync(DIR, { recursive: true });
const names = schemaNames();
// a schema whose game is gone goes with it
for (const file of readdirSync(DIR)) if (file.endsWith('.json') && !names.includes(file.slice(0, -5))) rmSync(join(DIR, file));
for (const name of names) writeFileSync(join(DIR, `${name}.json`), schemaText(name));
console.log(`schemas/: ${names.map((n) => `${n}.json`).join(', ')}`);

// each example's first line names its schema (the file name of the address it has now)
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const examples = ['examples/convention.yaml', ...['ships', 'kits'].flatMap((d) => readdirSync(join(ROOT, 'examples', d)).map((f) => `examples/${d}/${f}`))]
  .filter((f) => /\.(ya?ml|json)$/.test(f));
for (const file of examples) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const name = /^# yaml-language-server: \$schema=\S*?([\w-]+)\.json\n/.exec(text)?.[1];
  if (name === undefined || !names.includes(name)) throw new Error(`${file}: its first line names no schema of ${names.join(', ')}`);
  writeFileSync(join(ROOT, file), text.replace(/^.*\n/, `${schemaLine(name, version)}\n`));
}
console.log(`examples/: ${examples.length} first lines at broadside@${version}`);
