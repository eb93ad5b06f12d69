// `broadside serve FILE`: a live preview in the browser, updated on each save.
import { printableNames } from '../games/registry.js';
import { allPrintableOptions, booleanOptions, extras, negations, notAnOption, refuseArguments } from './args.js';
import type { Command } from './command.js';
import { forgetInputs } from '../pdf/inputs.js';
import { oneOf, paper, templates, templatesDir } from './shared.js';
import { closedValues } from './values.js';

const FLAGS = ['file', 'printable', 'paper', 'templates', 'port'];

export const serve: Command = {
  name: 'serve',
  missing: 'name the kit file to preview (or a ship file, with --printable)',
  add: (y, { io }) => y.command('serve <file>', 'live preview in the browser of a kit file (or a ship file with --printable), updated on each save', (c) => c
    .positional('file', { type: 'string', demandOption: true })
    .option('printable', { type: 'string', ...oneOf(printableNames(), '--printable', 'printable'), describe: 'preview one printable of a ship file' })
    .option('paper', paper)
    .option('templates', templates)
    .option('port', { type: 'number', describe: 'port on 127.0.0.1 (default: 4310, or the next free one if busy)' })
    .strict(false),
  async (a) => {
    refuseArguments(a, a._.slice(1), 'serve previews one kit file (or one ship file with --printable)');
    const names = a.printable === undefined ? undefined : [a.printable];
    const booleans = booleanOptions(names);
    const typed = negations(extras(a, FLAGS), booleans);
    const known = [...FLAGS.slice(1), ...allPrintableOptions(), ...booleans.map((k) => `no-${k}`)];
    for (const key of Object.keys(typed)) if (!known.includes(key)) throw notAnOption(key, known);
    const options = closedValues(typed, names);
    const { serve: start } = await import('../serve/index.js');
    // serve reads files for as long as it runs and writes none: nothing to note them for
    forgetInputs();
    await start({ file: a.file, printable: a.printable, paper: a.paper, templatesDir: templatesDir(a.templates), options, port: a.port }, io.out);
  }),
};
