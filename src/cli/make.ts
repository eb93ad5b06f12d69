// `broadside make PRINTABLE`: one aid on its own, as a PDF, a true-size SVG, or card images.
import { extname, join } from 'node:path';
import { SHEET_HELP } from '../data/table.js';
import { GAMES, PRINTABLES, printableNames } from '../games/registry.js';
import { namesFile } from '../games/resolve.js';
import { unknownChoice } from '../data/suggest.js';
import { InputError } from '../errors.js';
import { booleanOptions, extras, negations, notAnOption, refuseArguments } from './args.js';
import type { Command } from './command.js';
import { writeStdout } from './io.js';
import { outFolder, outTarget } from './out.js';
import { closedValues } from './values.js';
import { data, inputPath, oneOf, oneOrOther, out, paper, progressTo, quiet, templates, templatesDir } from './shared.js';
import { pagesWord } from '../progress.js';

/** The images of an earlier set beyond this one's, left as they were: said, a few by name. */
const leftText = (left: string[]): string =>
  left.length === 0 ? '' : `; ${left.length} image${left.length === 1 ? '' : 's'} of an earlier set left as ${left.length === 1 ? 'it was' : 'they were'}: ${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}`;

const FLAGS = ['printable', 'ships', 'sheet', 'game', 'count', 'paper', 'out', 'format', 'templates', 'data', 'quiet'];

export const make: Command = {
  name: 'make',
  missing: 'name the printable to make; broadside list shows them',
  add: (y, { io, epilog, lib }) => y.command('make <printable>', 'print one aid on its own', (c) => c
    .positional('printable', { type: 'string', ...oneOrOther(printableNames(), 'make', 'printable', () => true), demandOption: true })
    .option('ships', { type: 'string', describe: 'ship file (for per-ship aids); - reads it from standard input' })
    .option('sheet', { type: 'string', describe: SHEET_HELP })
    .option('game', { type: 'string', ...oneOrOther(GAMES.map((g) => g.id), '--game', 'game', namesFile), describe: 'game (an id, or a game file\'s path), when there is no ship file or it names none' })
    .option('count', { type: 'number', default: 1, describe: 'how many (per ship for per-ship aids)' })
    .option('paper', { ...paper, default: 'letter' })
    .option('out', out('a .pdf file, a folder (<printable>.pdf inside it; default out/), - for standard output, or a .svg file for the one item at true size; with --format png, a folder'))
    .option('format', { type: 'string', ...oneOf(['pdf', 'png'], '--format', 'format'), default: 'pdf', describe: 'png: one 300 dpi image per card face (implies --layout per-card), into the --out folder' })
    .option('templates', templates)
    .option('data', data)
    .option('quiet', quiet)
    .epilog(epilog)
    .strict(false),
  async (a) => {
    // a printable of a game of one's own is known once its game is read
    const shipped = printableNames().includes(a.printable);
    if (!shipped && a.game === undefined && a.ships === undefined) throw new InputError(`make: ${unknownChoice('printable', a.printable, printableNames())}`);
    refuseArguments(a, a._.slice(1), `make prints one printable; to print several, list them in a kit file's print: and run broadside kit FILE`);
    const booleans = booleanOptions([a.printable]);
    const typed = negations(extras(a, FLAGS), booleans);
    // a flag this printable does not take: the nearest among make's own flags and its options
    const own = [...new Set(PRINTABLES.filter((p) => p.name === a.printable).flatMap((p) => Object.keys(p.options)))];
    const known = [...FLAGS.slice(1), ...own, ...booleans.map((k) => `no-${k}`)];
    const theirs = `its options: ${own.map((k) => `--${k}`).join(', ') || 'none'}`;
    if (shipped) for (const key of Object.keys(typed)) if (!own.includes(key)) throw notAnOption(key, known, `of ${a.printable} (${theirs})`);
    const options = closedValues(typed, [a.printable]);
    const opts = {
      ships: a.ships === undefined ? undefined : await inputPath(a.ships, io), sheet: a.sheet,
      game: a.game, count: a.count, paper: a.paper, templatesDir: templatesDir(a.templates), dataFile: a.data, options,
      progress: progressTo(io, a.quiet),
    };
    const { makeJob, makePngs, makeSvg, renderJob, writeJob } = await lib();
    if (a.format === 'png') {
      const dir = outFolder(a.out ?? join('out', a.printable), '--format png writes one image per card face into a folder', `out/${a.printable}/`);
      const { files, left } = await makePngs(a.printable, dir, opts);
      io.out(`${dir} (${files.length} images${leftText(left)})`);
      return;
    }
    const target = outTarget(a.out, a.printable, ['.pdf', '.svg']);
    if (target.kind === 'stdout') {
      const { pdf, pages } = await renderJob(makeJob(a.printable, opts), opts.progress);
      await writeStdout(io, pdf);
      if (!a.quiet) io.err(`standard output (${pagesWord(pages.length)})`);
      return;
    }
    if (extname(target.path).toLowerCase() === '.svg') {
      makeSvg(a.printable, target.path, opts);
      io.out(`${target.path} (one item, true size)`);
      return;
    }
    const { pages } = await writeJob(makeJob(a.printable, opts), target.path, opts.progress);
    io.out(`${target.path} (${pagesWord(pages.length)})`);
  }),
};
