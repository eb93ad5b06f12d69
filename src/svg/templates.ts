// Handlebars SVG templates give each printable its structure and wording. A user can override any
// of them with --templates DIR (same layout: DIR/<printable>/<file>), without touching code.
import { readUserText } from '../data/read.js';
import { join, platform } from '../platform/index.js';
import type Handlebars from 'handlebars';
import { DataError, InputError, UnreadableFile, excerpt, oneLine, quoteWith } from '../errors.js';
import { loadPackage } from '../lazy.js';
import { checkTemplateOutput } from '../pdf/parse.js';
import { rememberSource } from '../pdf/sources.js';
import { packageFile } from '../paths.js';
import { r } from '../units.js';
import { esc } from './draw.js';
import { FAMILY } from './fonts.js';
import { PRECOMPILED } from './precompiled.js';
import { SAID, SHIP_HELPERS, registerShipHelpers } from './ship-helpers.js';
import { didYouMean } from '../data/suggest.js';

// handlebars is loaded when the first template renders, not by commands that render none
let instance: typeof Handlebars | undefined;

/** Our helpers, by name, every template may call. */
export const HELPERS = ['n', 'add', 'font', 'burst', ...SHIP_HELPERS];

/** The template being filled in, for what its {{log}} writes. */
let filling: string | undefined;
/** The most of one {{log}} line written. */
const LOG_LINE = 500;

function handlebars(): typeof Handlebars {
  if (instance) return instance;
  const hb = loadPackage<typeof Handlebars>('handlebars').create();
  // {{log}} is a template's way to look at its values: it writes to standard error, as our own
  // lines do, never to standard output, where a PDF may be going (--out -)
  hb.log = (level: unknown, ...message: unknown[]) => {
    const { logger } = hb as unknown as { logger: { level: unknown; lookupLevel: (l: unknown) => number } };
    if (logger.lookupLevel(level) < logger.lookupLevel(logger.level)) return;
    const text = oneLine(platform().format(...message));
    platform().warn(`broadside: ${filling ?? 'a template'}: {{log}}: ${text.length > LOG_LINE ? `${text.slice(0, LOG_LINE)}… (${text.length.toLocaleString('en-US')} characters)` : text}`);
  };
  hb.registerHelper('n', (v: number) => String(r(v)));
  hb.registerHelper('add', (a: number, b: number) => String(r(a + b)));
  hb.registerHelper('font', () => FAMILY);
  // An 8-pointed burst, the "hit!" mark of the picture labels.
  hb.registerHelper('burst', (cx: number, cy: number, R: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      const rad = i % 2 === 0 ? R : R * 0.5;
      return `${r(cx + rad * Math.sin(a))},${r(cy - rad * Math.cos(a))}`;
    }).join(' '),
  );
  registerShipHelpers(hb);
  return (instance = hb);
}

/** A value as `{{value}}` writes it in a template, for markup a view hands its template ready-made. */
export const templateEscape = (v: string | number): string => handlebars().escapeExpression(v as string);

const compiled = new Map<string, { t: Handlebars.TemplateDelegate; source: string }>();

/** Forgets the templates compiled from files under `dir`, so that edited ones are read again (a live preview). */
export function forgetTemplates(dir: string): void {
  for (const path of compiled.keys()) if (path.startsWith(join(dir, '/'))) compiled.delete(path);
}

/**
 * The markup a user's templates may make, filled in: for one card, sheet or piece, and for a job (a
 * PDF). Each filling is kept until the PDF is drawn, and what it draws is only counted then
 * (pdf/budget.ts), so a 10 MB template filled in for each of 108 cards held 2.4 GB first. Ours make
 * under 100,000 characters for one, and 500 ships' records of a user's some 10,000,000.
 */
export const MADE = { one: 4_000_000, job: 50_000_000 };

export class Templates {
  /** Characters the user's templates have made for this job. */
  private made = 0;

  constructor(private readonly overrideDir?: string) {
    if (overrideDir === undefined) return;
    const kind = platform().kind(overrideDir);
    const why = kind === 'folder' ? undefined : kind === 'missing' ? 'no such folder' : kind === 'file' || kind === 'other' ? 'a file, not a folder' : kind;
    if (why) throw new InputError(`templates: "${overrideDir}" is ${why}; expected a folder of templates laid out as <printable>/<file>, e.g. ${join(overrideDir, 'range-stick', 'stick.svg.hbs')}`);
  }

  render(printable: string, file: string, view: object): string {
    const custom = this.overrideDir ? join(this.overrideDir, printable, file) : undefined;
    const path = custom && platform().kind(custom) !== 'missing' ? custom : packageFile('templates', printable, file);
    // the writer names this file when it refuses markup from it: the user's own file, or ours by its relative name
    const from = path === custom ? custom : `${printable}/${file}`;
    let entry = compiled.get(path);
    if (!entry) {
      const source = path === custom ? readTemplate(path, from) : new TextDecoder().decode(platform().readPackage(path));
      if (path === custom) rememberSource(from, source);
      const ahead = path === custom ? undefined : PRECOMPILED.get(from);
      const t = ahead && ahead.sha256 === platform().sha256(source) ? handlebars().template(ahead.spec as Parameters<typeof Handlebars.template>[0]) : handlebars().compile(source, { strict: true, noEscape: false });
      compiled.set(path, (entry = { t, source }));
    }
    return this.fill(path, entry, from, path === custom, view);
  }

  /** A user's own template, its text `source` read from the file named `from` (a game file's aid). */
  renderText(from: string, source: string, view: object): string {
    const key = `own:${from}`;
    let entry = compiled.get(key);
    // the same file edited (a live preview) is compiled again
    if (!entry || entry.source !== source) {
      rememberSource(from, source);
      compiled.set(key, (entry = { t: handlebars().compile(source, { strict: true, noEscape: false }), source }));
    }
    return this.fill(key, entry, from, true, view);
  }

  private fill(key: string, entry: { t: Handlebars.TemplateDelegate; source: string }, from: string, user: boolean, view: object): string {
    let output: string;
    try {
      filling = from;
      // compile() parses on first use, so syntax errors surface here too
      output = entry.t(view).trim();
    } catch (err) {
      compiled.delete(key);
      // a failure in one of ours is our fault, not the user's
      throw user ? templateError(err, from, entry.source, view) : err;
    } finally {
      filling = undefined;
    }
    if (user) {
      this.count(output.length, from);
      checkTemplateOutput(output, from, entry.source);
    }
    return `<g data-template="${esc(from)}">${output}</g>`;
  }

  /** Counts what a user's template made, refusing past MADE: at the template's top, as a whole. */
  private count(length: number, from: string): void {
    this.made += length;
    const n = (v: number) => v.toLocaleString('en-US');
    if (length > MADE.one) throw new DataError({ file: from, line: 1, col: 1 }, '', `filled in for one card, sheet or piece it makes ${n(length)} characters of markup; a template makes at most ${n(MADE.one)} for one`);
    if (this.made > MADE.job) throw new DataError({ file: from, line: 1, col: 1 }, '', `it brings the markup the templates make for this PDF to ${n(this.made)} characters; they make at most ${n(MADE.job)} for one PDF; split the job into several kits`);
  }
}

/**
 * A user's own template's text parsed and compiled as it will be filled in, answering its syntax
 * tree; its fault is refused at its place, before anything is drawn (a game file's aids, when read).
 */
export function parseTemplate(from: string, source: string): hbs.AST.Program {
  const hb = handlebars();
  try {
    hb.precompile(source, { strict: true, noEscape: false });
    return hb.parse(source);
  } catch (err) {
    throw templateError(err, from, source, {});
  }
}

/** A user's template's text, read as any user file is (a regular file, of a bounded size). */
function readTemplate(path: string, from: string): string {
  try {
    return readUserText(path);
  } catch (err) {
    if (err instanceof UnreadableFile) throw new InputError(`${from}: cannot read the template (${err.reason})`);
    throw err;
  }
}

/**
 * A Handlebars failure as the user's problem, at its place in the template: a syntax error (the
 * parser's lexer holds where it stopped), or a name that is neither a value nor a helper (strict
 * mode's error carries line and column). Anything else is ours, and goes on as it is.
 */
export function templateError(err: unknown, from: string, source: string, view: object): unknown {
  const hb = handlebars();
  // a helper's refusal of what the ship's data asks (a name that does not fit) is said as it is
  if (err instanceof InputError) return err;
  const message = err instanceof Error ? err.message : '';
  const lines = source.split('\n');
  if (/^(Parse|Lexical) error on line \d+/.test(message)) {
    const loc = (hb as unknown as { Parser: { lexer: { yylloc?: { first_line: number; first_column: number; last_column: number } } } }).Parser.lexer.yylloc;
    const line = loc?.first_line ?? Number(/line (\d+)/.exec(message)![1]);
    const col = loc?.first_column ?? 0;
    const near = loc ? (lines[line - 1] ?? '').slice(col, Math.max(loc.last_column, col + 1)).trim() : '';
    const got = /got '(\w+)'/.exec(message)?.[1];
    const what = got === 'EOF' ? 'end of file (a {{#block}} without its {{/block}}?)' : near ? quoteWith(near, (s) => `"${oneLine(s)}"`) : 'text here';
    return new DataError({ file: from, line, col: col + 1 }, '', `Handlebars syntax error: unexpected ${what}; check that each {{ }} is closed and each block is ended`);
  }
  if (err instanceof hb.Exception) {
    const e = err as Error & { lineNumber?: number; column?: number };
    const bare = message.replace(/ - \d+:\d+$/, '');
    const plain = SAID.has(err) ? bare : excerpt(bare);
    // a partial the template names is not there: Handlebars says which, not where
    const partial = /^The partial (.+) could not be found/.exec(message);
    if (partial) {
      const at = lines.findIndex((l) => new RegExp(`\\{\\{~?>\\s*${partial[1].replace(/[^\w]/g, '\\$&')}\\b`).test(l));
      const col = at < 0 ? 0 : lines[at].search(/\{\{~?>/);
      return new DataError({ file: from, line: at + 1 || 1, col: col + 1 }, `{{> ${excerpt(partial[1])}}}`, 'no such partial: a template uses only the partials it defines itself, with {{#*inline}}');
    }
    if (e.lineNumber === undefined) return new InputError(`${from}: ${plain}`);
    const pos = { file: from, line: e.lineNumber, col: (e.column ?? 0) + 1 };
    const name = /^"([^"]*)" not defined/.exec(message);
    if (!name) return new DataError(pos, '', plain);
    const expr = /^[@\w./[\]-]+/.exec((lines[e.lineNumber - 1] ?? '').slice(e.column ?? 0))?.[0] ?? name[1];
    return new DataError(pos, `{{${excerpt(expr)}}}`, notDefined(name[1], view));
  }
  // a lookup through a missing value (`{{n size.width}}`, a helper's argument) fails in the runtime itself
  const through = /^Cannot read properties of (?:undefined|null) \(reading '([^']+)'\)/.exec(message);
  if (through) {
    const at = mustachePath(lines, through[1]);
    if (at) return new DataError({ file: from, line: at.line, col: at.col }, `{{${excerpt(at.expr)}}}`, notDefined(at.expr.split('.')[0], view));
  }
  // anything else a user's template makes go wrong while it is filled in
  return new InputError(`${from}: the template failed while being filled in (${excerpt(message.split('\n')[0])}); check the values and helpers it uses`);
}

/** Why `name` is refused in a template given `view`: the values and helpers it could have used, and the nearest. */
export const notDefined = (name: string, view: object): string =>
  `${quoteWith(name, (s) => `"${oneLine(s)}"`)} is not defined: not a value given to this template nor a helper; values: ${Object.keys(view).join(', ') || 'none'}; helpers: ${HELPERS.join(', ')}, and Handlebars' own (if, each, with, unless, lookup)${didYouMean(name, [...Object.keys(view), ...HELPERS])}`;

/** The first path inside {{ }} that reads `key` through another value, with its 1-based place. */
function mustachePath(lines: string[], key: string): { line: number; col: number; expr: string } | undefined {
  const esc = key.replace(/[^\w]/g, '\\$&');
  for (const [i, text] of lines.entries()) {
    for (const m of text.matchAll(/\{\{[^}]*\}\}/g)) {
      const p = new RegExp(`[@\\w]+(?:\\.[\\w-]+)*\\.${esc}\\b`).exec(m[0]);
      if (p) return { line: i + 1, col: m.index! + p.index + 1, expr: p[0] };
    }
  }
  return undefined;
}
