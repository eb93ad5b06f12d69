// `broadside serve FILE`: a live preview in the browser, updated on each save.
import { printableNames } from '../printables/registry.js';
import { extras } from './args.js';
import type { Command } from './command.js';
import { oneOf, paper, templates, templatesDir } from './shared.js';

export const serve: Command = {
  name: 'serve',
  add: (y, { io }) => y.command('serve <file>', 'live preview in the browser of a kit file (or a ship file with --printable), updated on each save', (c) => c
    .positional('file', { type: 'string', demandOption: true })
    .option('printable', { type: 'string', ...oneOf(printableNames()), describe: 'preview one printable of a ship file' })
    .option('paper', paper)
    .option('templates', templates)
    .option('port', { type: 'number', default: 4310, describe: 'port on 127.0.0.1 (the next free one if busy)' })
    .strict(false),
  async (a) => {
    const options = extras(a, ['file', 'printable', 'paper', 'templates', 'port']);
    const { serve: start } = await import('../serve/index.js');
    await start({ file: a.file, printable: a.printable, paper: a.paper, templatesDir: templatesDir(a.templates), options, port: a.port }, io.out);
  }),
};
