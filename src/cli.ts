// The command line. `run(argv)` returns the exit code instead of exiting, so tests call it directly:
// 0 done, 2 bad input or usage, 1 a fault.
import { existsSync, statSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import yargs from 'yargs';
import { InputError, exitCodeOf } from './errors.js';
import { GAMES } from './games/registry.js';
import { PAPER_HELP } from './impose/paper.js';
import { PRINTABLES, printableNames } from './printables/registry.js';
import { checkFile } from './check.js';
import { canonical } from './data/suggest.js';
import { isConvention } from './convention/load.js';
import { schemaCommand } from './data/jsonschema.js';

// The library, and with it the PDF writer, is loaded only by the commands that make files: `list`,
// `check` and `--help` never load pdfkit.
const lib = () => import('./index.js');

/** `tty`: stderr is a terminal, so progress lines are worth showing. */
export interface Io { out: (s: string) => void; err: (s: string) => void; tty?: boolean }
const stdio: Io = { out: (s) => process.stdout.write(s + '\n'), err: (s) => process.stderr.write(s + '\n'), tty: process.stderr.isTTY };

export async function run(argv: string[], io: Io = stdio): Promise<number> {
  try {
    await parser(argv, io).parseAsync();
    return 0;
  } catch (err) {
    const code = exitCodeOf(err);
    // several problems in a file: one line each, as compilers print them
    if (code === 2) for (const line of (err as Error).message.split('\n')) io.err(`broadside: ${line}`);
    else io.err(`broadside: internal fault: ${(err as Error).stack ?? err}`);
    return code;
  }
}

function parser(argv: string[], io: Io) {
  const paper = { type: 'string', describe: `paper: ${PAPER_HELP}` } as const;
  const templates = { type: 'string', describe: 'a folder of templates overriding the built-in ones' } as const;
  // yargs lays out each command's whole help before running it; the long list of printable
  // options is only worth that cost when help is asked for
  const epilog = argv.some((a) => a === '--help' || a === '-h') ? printableOptionsHelp() : '';
  return yargs(argv)
    .scriptName('broadside')
    .usage('$0 <command>: print-ready PDFs of naval wargame aids')
    .command('kit <file>', 'build a kit file into one PDF, or a convention file (one with tables:) into a PDF per table or packet and index.pdf', (y) => y
      .positional('file', { type: 'string', demandOption: true })
      .option('paper', paper)
      .option('out', { type: 'string', default: 'out', describe: 'output folder' })
      .option('templates', templates)
      .option('quiet', { type: 'boolean', default: false, describe: 'no progress lines for a convention' })
      .epilog(epilog)
      .strict(false),
    async (a) => {
      if (isConvention(a.file)) {
        const extra = Object.keys(extras(a, ['file', 'paper', 'out', 'templates', 'quiet']));
        if (extra.length) throw new InputError(`--${extra[0]}: printable options apply to a single kit; set them in the convention file's tables`);
        const { conventionPdfs } = await lib();
        const progress = io.tty && !a.quiet ? io.err : undefined;
        const packets = await conventionPdfs(a.file, a.out, { paper: a.paper, templatesDir: a.templates, progress });
        io.out(`${a.out} (${packets.length} PDFs and index.pdf, ${packets.reduce((n, p) => n + p.plan.pages.length, 0)} pages)`);
        return;
      }
      const out = join(a.out, basename(a.file, extname(a.file)) + '.pdf');
      const { kitPdf } = await lib();
      const { pages } = await kitPdf(a.file, out, { paper: a.paper, templatesDir: a.templates, options: extras(a, ['file', 'paper', 'out', 'templates', 'quiet']) });
      io.out(`${out} (${pages.length} pages)`);
    })
    .command('make <printable>', 'print one aid on its own', (y) => y
      .positional('printable', { type: 'string', ...oneOf(printableNames()), demandOption: true })
      .option('ships', { type: 'string', describe: 'ship file (for per-ship aids)' })
      .option('game', { type: 'string', ...oneOf(GAMES.map((g) => g.id)), describe: 'game, when there is no ship file or it names none' })
      .option('count', { type: 'number', default: 1, describe: 'how many (per ship for per-ship aids)' })
      .option('paper', { ...paper, default: 'letter' })
      .option('out', { type: 'string', describe: 'output PDF file or folder (default out/<printable>.pdf); a .svg name writes the one item as a true-size SVG; with --format png, a folder' })
      .option('format', { type: 'string', ...oneOf(['pdf', 'png']), default: 'pdf', describe: 'png: one 300 dpi image per card face (implies --layout per-card), into the --out folder' })
      .option('templates', templates)
      .epilog(epilog)
      .strict(false),
    async (a) => {
      const extra = extras(a, ['printable', 'ships', 'game', 'count', 'paper', 'out', 'format', 'templates']);
      const { makePdf, makePngs, makeSvg } = await lib();
      const opts = { ships: a.ships, game: a.game, count: a.count, paper: a.paper, templatesDir: a.templates, options: extra };
      if (a.format === 'png') {
        const dir = a.out ?? join('out', a.printable);
        if (!isFolder(dir)) throw new InputError(`--out: --format png writes one image per card face into a folder; got "${dir}", which is not a folder (end it with / to make one, e.g. --out out/${a.printable}/)`);
        const files = await makePngs(a.printable, dir, opts);
        io.out(`${dir} (${files.length} images)`);
        return;
      }
      const out = a.out === undefined ? join('out', `${a.printable}.pdf`) : isFolder(a.out) ? join(a.out, `${a.printable}.pdf`) : a.out;
      if (extname(out).toLowerCase() === '.svg') {
        makeSvg(a.printable, out, opts);
        io.out(`${out} (one item, true size)`);
        return;
      }
      const { pages } = await makePdf(a.printable, out, opts);
      io.out(`${out} (${pages.length} pages)`);
    })
    .command('check <file>', 'validate a ship, kit or convention file', (y) => y
      .positional('file', { type: 'string', demandOption: true })
      .option('game', { type: 'string', choices: GAMES.map((g) => g.id), describe: 'game, when the ship file names none' }),
    (a) => io.out(checkFile(a.file, a.game)))
    .command('preview <pdf>', 'render a PDF\'s pages to PNG images, to look at', (y) => y
      .positional('pdf', { type: 'string', demandOption: true })
      .option('dpi', { type: 'number', default: 60 })
      .option('page', { type: 'number', array: true, describe: 'page numbers (default: all)' })
      .option('out', { type: 'string', default: join('out', 'preview'), describe: 'output folder' }),
    async (a) => {
      const { previewPdf } = await lib();
      for (const path of await previewPdf(a.pdf, a.out, a.dpi, a.page)) io.out(path);
    })
    .command('list', 'show games and printables', () => {}, () => {
      for (const g of GAMES) {
        io.out(`${g.id}: ${g.title}`);
        for (const p of g.printables) io.out(`  ${p.name.padEnd(20)} ${p.summary} (count: ${p.count})`);
      }
    })
    .command(...schemaCommand(io.out))
    .demandCommand(1, 'name a command: kit, make, check, preview, list or schema (see --help)')
    .strict()
    .help()
    .version(false)
    .exitProcess(false)
    .fail((msg, err) => {
      throw err ?? new InputError(msg);
    });
}

/** A choice among names, typed in any case ("--game Crane"); yargs then sees the canonical spelling. */
const oneOf = (values: string[]) => ({ choices: values, coerce: (v: string) => (typeof v === 'string' ? canonical(v, values) ?? v : v) });

/** The printables' own options, listed from the registry so help never falls behind. */
function printableOptionsHelp(): string {
  const lines = PRINTABLES.flatMap((p) => Object.entries(p.options).map(([k, f]) => `  ${p.name}: --${k}  ${f.doc ?? ''}`));
  return lines.length ? `Options of single printables:\n${lines.join('\n')}` : '';
}

/** A folder: one that exists, or a path ending in a slash (made when written). */
function isFolder(path: string): boolean {
  return path.endsWith('/') || path.endsWith(sep) || (existsSync(path) && statSync(path).isDirectory());
}

/** The flags yargs does not know: a printable's own options, as the user typed them. */
function extras(args: Record<string, unknown>, known: string[]): Record<string, unknown> {
  const skip = new Set(['_', '$0', ...known]);
  // yargs adds a camelCase copy of every dashed flag
  return Object.fromEntries(Object.entries(args).filter(([k]) => !skip.has(k) && !/[A-Z]/.test(k)));
}
