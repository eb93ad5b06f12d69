// `broadside kit FILE…`: each kit file into a PDF of its own, or a convention file into a folder of them.
import { basename, extname, join } from 'node:path';
import { InputError } from '../errors.js';
import { DATA_IN_CONVENTION, SHEET_IN_CONVENTION, isConvention } from '../convention/load.js';
import { STDIN } from '../data/node.js';
import { SHEET_HELP } from '../data/table.js';
import { allPrintableOptions, booleanOptions, extras, negations, notAnOption } from './args.js';
import type { Command, Context } from './command.js';
import { inputPaths } from './files.js';
import { writeStdout } from './io.js';
import { outFolder, outTarget } from './out.js';
import { data, out, paper, progressTo, quiet, templates, templatesDir } from './shared.js';
import { pagesWord } from '../progress.js';
import { closedValues } from './values.js';

const FLAGS = ['files', 'paper', 'out', 'templates', 'quiet', 'data', 'sheet'];

/** The files of an earlier run a convention removed, a few by name. */
function removedText(removed: string[]): string {
  if (removed.length === 0) return '';
  const named = removed.slice(0, 5).join(', ') + (removed.length > 5 ? ` and ${removed.length - 5} more` : '');
  return `; removed ${removed.length} PDF${removed.length === 1 ? '' : 's'} an earlier run wrote here that this one does not: ${named}`;
}

interface Flags { paper?: string; out: string; templatesDir?: string; data?: string; sheet?: string; quiet: boolean; options: Record<string, unknown> }

/** The PDF's name: the kit file's, or "stdin" for a kit read from standard input. */
const nameOf = (path: string): string => (path === STDIN ? 'stdin' : basename(path, extname(path)));

export const kit: Command = {
  name: 'kit',
  missing: 'name the kit files to build (- reads one from standard input)',
  add: (y, ctx) => y.command('kit <files..>', 'build kit files into a PDF each (- reads one from standard input; its ships: path is then from the current folder), or a convention file (one with tables:) into a PDF per table or packet and index.pdf', (c) => c
    .positional('files', { type: 'string', array: true, demandOption: true })
    .option('paper', paper)
    .option('out', { ...out('a .pdf file, a folder (<kit file name>.pdf inside it; default out/) or - for standard output; for several kits or a convention file, a folder'), default: 'out' })
    .option('templates', templates)
    .option('data', data)
    .option('sheet', { type: 'string', describe: SHEET_HELP })
    .option('quiet', quiet)
    .epilog(ctx.epilog)
    .strict(false),
  async (a) => {
    const booleans = booleanOptions();
    const typed = negations(extras(a, FLAGS), booleans);
    const known = [...FLAGS.slice(1), ...allPrintableOptions(), ...booleans.map((k) => `no-${k}`)];
    for (const key of Object.keys(typed)) if (!known.includes(key)) throw notAnOption(key, known);
    const flags: Flags = { paper: a.paper, out: a.out, templatesDir: templatesDir(a.templates), data: a.data, sheet: a.sheet, quiet: a.quiet, options: closedValues(typed) };
    const files = await inputPaths(a.files, ctx.io);
    if (files.length === 1) {
      await (isConvention(files[0]) ? convention(files[0], flags, ctx) : oneKit(files[0], outTarget(flags.out, nameOf(files[0])), flags, ctx));
      return;
    }
    await severalKits(files, flags, ctx);
  }),
};

async function convention(file: string, flags: Flags, { io, lib }: Context): Promise<void> {
  const keys = Object.keys(flags.options);
  if (keys.length) throw new InputError(`--${keys[0]}: printable options apply to a single kit; set them in the convention file's tables`);
  if (flags.data !== undefined) throw new InputError(DATA_IN_CONVENTION);
  if (flags.sheet !== undefined) throw new InputError(SHEET_IN_CONVENTION);
  const dir = outFolder(flags.out, 'a convention file writes a PDF per table and index.pdf into a folder', 'out/convention/');
  const { conventionPdfs } = await lib();
  const { packets, pages, removed } = await conventionPdfs(file, dir, { paper: flags.paper, templatesDir: flags.templatesDir, progress: progressTo(io, flags.quiet) });
  io.out(`${dir} (${packets.length} PDFs and index.pdf, ${pages} pages${removedText(removed)})`);
}

const jobOptions = (flags: Flags) => ({ paper: flags.paper, templatesDir: flags.templatesDir, dataFile: flags.data, options: flags.options, sheet: flags.sheet });

async function oneKit(file: string, target: ReturnType<typeof outTarget>, flags: Flags, { io, lib }: Context): Promise<void> {
  const { kitJob, renderJob, writeJob } = await lib();
  const progress = progressTo(io, flags.quiet);
  const job = kitJob(file, jobOptions(flags));
  if (target.kind === 'stdout') {
    const { pdf, pages } = await renderJob(job, progress);
    await writeStdout(io, pdf);
    if (!flags.quiet) io.err(`standard output (${pagesWord(pages.length)})`);
    return;
  }
  const { pages } = await writeJob(job, target.path, progress);
  io.out(`${target.path} (${pagesWord(pages.length)})`);
}

/**
 * Several kit files, as eslint and prettier take several files: a PDF each into the --out folder,
 * every kit built though one is bad, the bad ones' problems said, and exit 2 if any was.
 */
async function severalKits(files: string[], flags: Flags, ctx: Context): Promise<void> {
  const conv = files.find((f) => {
    try {
      return isConvention(f);
    } catch {
      return false; // malformed: said when it is built
    }
  });
  if (conv) throw new InputError(`${conv}: a convention file writes a folder of PDFs of its own; build it alone (broadside kit ${conv})`);
  const dir = outFolder(flags.out, `${files.length} kit files write a PDF each into a folder`, 'out/');
  const seen = new Map<string, string>();
  for (const file of files) {
    const other = seen.get(nameOf(file));
    if (other) throw new InputError(`${other} and ${file} would both write ${join(dir, `${nameOf(file)}.pdf`)}; build them one at a time, each with its own --out`);
    seen.set(nameOf(file), file);
  }
  // every kit's files are read (and noted) before any PDF is written, so that none lands on a file
  // another kit reads (src/pdf/inputs.ts); a kit's problems are said when it is built, below
  const { kitJob, refuseInput } = await ctx.lib();
  for (const file of files) {
    try {
      kitJob(file, jobOptions(flags));
    } catch {
      // said below
    }
  }
  for (const file of files) refuseInput(join(dir, `${nameOf(file)}.pdf`));
  let bad = 0;
  for (const file of files) {
    try {
      await oneKit(file, { kind: 'file', path: join(dir, `${nameOf(file)}.pdf`) }, flags, ctx);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      bad += 1;
      for (const line of err.message.split('\n')) ctx.io.err(`broadside: ${line}`);
    }
  }
  if (bad) throw new InputError(`${bad} of ${files.length} kit files with problems`);
}
