// `broadside kit FILE`: a kit file into one PDF, or a convention file into a folder of them.
import { basename, extname } from 'node:path';
import { InputError } from '../errors.js';
import { SHEET_IN_CONVENTION, isConvention } from '../convention/load.js';
import { SHEET_HELP } from '../data/table.js';
import { allPrintableOptions, dash, extras, notAnOption } from './args.js';
import type { Command } from './command.js';
import { writeStdout } from './io.js';
import { outFolder, outTarget } from './out.js';
import { data, out, paper, progressTo, quiet, templates, templatesDir } from './shared.js';

const FLAGS = ['file', 'paper', 'out', 'templates', 'quiet', 'data', 'sheet'];

/** The files of an earlier run a convention removed, a few by name. */
function removedText(removed: string[]): string {
  if (removed.length === 0) return '';
  const named = removed.slice(0, 5).join(', ') + (removed.length > 5 ? ` and ${removed.length - 5} more` : '');
  return `; removed ${removed.length} PDF${removed.length === 1 ? '' : 's'} an earlier run wrote here that this one does not: ${named}`;
}

export const kit: Command = {
  name: 'kit',
  add: (y, { io, epilog, lib }) => y.command('kit <file>', 'build a kit file into one PDF, or a convention file (one with tables:) into a PDF per table or packet and index.pdf', (c) => c
    .positional('file', { type: 'string', demandOption: true })
    .option('paper', paper)
    .option('out', { ...out('a .pdf file, a folder (<kit file name>.pdf inside it; default out/) or - for standard output; for a convention file, a folder'), default: 'out' })
    .option('templates', templates)
    .option('data', data)
    .option('sheet', { type: 'string', describe: SHEET_HELP })
    .option('quiet', quiet)
    .epilog(epilog)
    .strict(false),
  async (a) => {
    const options = extras(a, FLAGS);
    const known = [...FLAGS.slice(1), ...allPrintableOptions()];
    for (const key of Object.keys(options)) if (!known.includes(key)) throw notAnOption(key, known);
    a.file = dash(a.file);
    const tpl = templatesDir(a.templates);
    const progress = progressTo(io, a.quiet);
    if (isConvention(a.file)) {
      if (Object.keys(options).length) throw new InputError(`--${Object.keys(options)[0]}: printable options apply to a single kit; set them in the convention file's tables`);
      if (a.data !== undefined) throw new InputError('--data: applies to a single kit; a convention\'s tables may be of several games');
      if (a.sheet !== undefined) throw new InputError(SHEET_IN_CONVENTION);
      const dir = outFolder(a.out, 'a convention file writes a PDF per table and index.pdf into a folder', 'out/convention/');
      const { conventionPdfs } = await lib();
      const { packets, pages, removed } = await conventionPdfs(a.file, dir, { paper: a.paper, templatesDir: tpl, progress });
      io.out(`${dir} (${packets.length} PDFs and index.pdf, ${pages} pages${removedText(removed)})`);
      return;
    }
    const target = outTarget(a.out, basename(a.file, extname(a.file)));
    const { kitJob, renderJob, writeJob } = await lib();
    const job = kitJob(a.file, { paper: a.paper, templatesDir: tpl, dataFile: a.data, options, sheet: a.sheet });
    if (target.kind === 'stdout') {
      const { pdf, pages } = await renderJob(job, progress);
      await writeStdout(io, pdf);
      if (!a.quiet) io.err(`standard output (${pages.length} pages)`);
      return;
    }
    const { pages } = await writeJob(job, target.path, progress);
    io.out(`${target.path} (${pages.length} pages)`);
  }),
};
