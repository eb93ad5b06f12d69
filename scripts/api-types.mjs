// Writes src/api/schema-types.ts, the library's input types, from the schemas in the built dist/.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypes } from '../dist/api/typegen.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'api', 'schema-types.ts');
writeFileSync(out, generateTypes());
console.log(`wrote ${out}`);
