// `broadside preview PDF` (pages as PNG images) and `broadside list` (games and printables).
import { join } from 'node:path';
import { GAMES } from '../games/registry.js';
import { schemaNames, schemaText } from '../data/jsonschema.js';
import { refuseExtras } from './args.js';
import type { Command } from './command.js';
import { oneOrOther, out } from './shared.js';
import { gameOption, namesFile } from '../games/resolve.js';

export const preview: Command = {
  name: 'preview',
  missing: 'name the PDF whose pages to render',
  add: (y, { io, lib }) => y.command('preview <pdf>', 'render a PDF\'s pages to PNG images, to look at', (c) => c
    .positional('pdf', { type: 'string', demandOption: true })
    .option('dpi', { type: 'number', default: 60 })
    .option('page', { type: 'number', array: true, describe: 'page numbers (default: all)' })
    .option('out', { ...out('output folder'), default: join('out', 'preview') }),
  async (a) => {
    refuseExtras(a, ['pdf', 'dpi', 'page', 'out']);
    const { previewPdf } = await lib();
    for (const path of await previewPdf(a.pdf, a.out, a.dpi, a.page)) io.out(path);
  }),
};

export const list: Command = {
  name: 'list',
  add: (y, { io }) => y.command('list', 'show games and printables', (c) => c
    .option('game', { type: 'string', describe: 'a game file of your own: its printables' }), (a) => {
    refuseExtras(a, ['game']);
    for (const g of a.game === undefined ? GAMES : [gameOption(a.game)]) {
      io.out(`${g.id}: ${g.title}`);
      for (const p of g.printables) io.out(`  ${p.name.padEnd(20)} ${p.summary} (count: ${p.count})`);
    }
  }),
};

export const schema: Command = {
  name: 'schema',
  missing: `name the schema: ${schemaNames().join(', ')}`,
  add: (y, { io }) => y.command('schema <name>', `print the JSON Schema of a ship file (${GAMES.map((g) => g.id).join(', ')}, or a game file's path), a kit or a convention file, for editors`,
    (c) => c.positional('name', { type: 'string', ...oneOrOther(schemaNames(), 'schema', 'schema', namesFile), demandOption: true }),
    (a) => {
      refuseExtras(a, ['name']);
      io.out(schemaText(a.name).trimEnd());
    }),
};
