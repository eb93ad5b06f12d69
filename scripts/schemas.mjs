// Writes schemas/<name>.json, the JSON Schemas editors use to complete and check ship, kit and
// convention files, from tsc's build (dist/): run `npm run schemas` after changing a field, and
// commit the result (a test fails while a committed schema differs from what the code makes).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaNames, schemaText } from '../dist/data/jsonschema.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
mkdirSync(DIR, { recursive: true });
const names = schemaNames();
// a schema whose game is gone goes with it
for (const file of readdirSync(DIR)) if (file.endsWith('.json') && !names.includes(file.slice(0, -5))) rmSync(join(DIR, file));
for (const name of names) writeFileSync(join(DIR, `${name}.json`), schemaText(name));
console.log(`schemas/: ${names.map((n) => `${n}.json`).join(', ')}`);
