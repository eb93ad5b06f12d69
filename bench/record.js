// Records the primitives broadside draws for a kit (shapes as paths, text as runs, reuse off) as
// JSON, for bench/replay.js to draw with plain pdfkit: node bench/record.js KIT.yaml OUT.json
import { writeFileSync } from 'node:fs';
import { compose } from '../dist/build.js';
import { kitJob } from '../dist/index.js';
import { recordPrimitives } from '../dist/pdf/record.js';

const [kit, out] = process.argv.slice(2);
writeFileSync(out, JSON.stringify(recordPrimitives(compose(kitJob(kit)).pages)));
