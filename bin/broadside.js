#!/usr/bin/env node
// The command line runs from one bundled file (scripts/bundle.mjs): a much faster cold start than
// loading dist/ module by module.
import { createRequire } from 'node:module';

const { run } = createRequire(import.meta.url)('../dist/broadside.cjs');
process.exitCode = await run(process.argv.slice(2));
