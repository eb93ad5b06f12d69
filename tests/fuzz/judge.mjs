// Writes a case into its folder and judges how it ended: a success (exit 0 and a valid PDF at the
// output path) or a refusal (exit 2, every message line positioned or a usage line, the good PDF
// placed at the output path beforehand byte-identical, nothing else written). Anything else fails.
import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, ftruncateSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { judgeSite } from './tree.mjs';

/** A small valid one-page PDF, put where the output goes so a refusal can be seen to leave it alone. */
export const SENTINEL = sentinelPdf();

export const fill = (s, dir) => s.replaceAll('{dir}', dir);

export function materialise(c, dir) {
  mkdirSync(dir, { recursive: true });
  for (const [name, data] of Object.entries(c.files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  if (c.output && !c.noSentinel) {
    mkdirSync(dirname(fill(c.output, dir)), { recursive: true });
    writeFileSync(fill(c.output, dir), SENTINEL);
  }
  for (const [name, s] of Object.entries(c.special)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    if (s.dir) mkdirSync(path, { recursive: true });
    if (s.fifo) execFileSync('mkfifo', [path]);
    if (s.symlink) symlinkSync(s.symlink, path);
    if (s.sparse) { const fd = openSync(path, 'w'); ftruncateSync(fd, s.sparse); closeSync(fd); }
    if (s.mode) chmodSync(path, s.mode);
  }
}

/** Removes a case folder, read-only folders included. */
export function remove(dir) {
  const open = (d) => {
    try { chmodSync(d, 0o755); } catch {}
    for (const e of safeList(d)) if (e.isDirectory() && !e.isSymbolicLink()) open(join(d, e.name));
  };
  open(dir);
  rmSync(dir, { recursive: true, force: true });
}

const safeList = (d) => { try { return readdirSync(d, { withFileTypes: true }); } catch { return []; } };

/**
 * The outcome of a finished run: 'ok', 'refused', or a failure kind ('crashed', 'bad-output',
 * 'lost-file', 'unpositioned', 'quoted-file', 'disagree', 'unrecovered') with a one-line detail.
 * `seen` holds what the pool saw before the run: the preparing runs' answers (steps) and, for a
 * `web --out` case, its folder's snapshot and the entries broadside wrote in it (tree.mjs).
 */
export function judge(c, dir, m, seen = {}) {
  const verdict = c.site ? judgeSite(c, dir, m, seen) : judgeRun(c, dir, m);
  if (verdict.outcome !== 'ok' && verdict.outcome !== 'refused') return verdict;
  return after(c, dir, m, seen) ?? verdict;
}

/** What every run that ended well must also have done: quote no foreign file, keep its inputs, agree with check. */
function after(c, dir, { code, out = [], err }, { steps = [], after: checks = [] }) {
  if (c.marker && [...out, ...err].some((l) => l.includes(c.marker))) {
    return { outcome: 'quoted-file', detail: (err.find((l) => l.includes(c.marker)) ?? out.find((l) => l.includes(c.marker))).slice(0, 300) };
  }
  if (!c.site) {
    for (const [name, data] of Object.entries(c.files)) {
      const path = join(dir, name);
      if (!existsSync(path) || !lstatSync(path).isFile() || !readFileSync(path).equals(Buffer.from(data))) return { outcome: 'lost-file', detail: `the input ${name} was ${existsSync(path) ? 'changed' : 'removed'} (exit ${code})` };
    }
  }
  // what a run wrote is checked by the runs after it (a game file `game new` wrote)
  // (a refusal a checking run allows: a ship no listed card size holds, which game new cannot help)
  const refused = checks.findIndex((m, i) => m.code !== 0 && !(c.after[i].allow && m.code === 2 && m.err.every((l) => new RegExp(c.after[i].allow).test(l))));
  if (refused >= 0) return { outcome: 'bad-output', detail: `${c.after[refused].argv.join(' ')} refused what ${c.argv.slice(0, 2).join(' ')} wrote: ${firstLine(checks[refused].err)}` };
  const check = c.before?.findIndex((s) => s.argv[0] === 'check') ?? -1;
  if (check >= 0 && (steps[check].code === 0) !== (code === 0)) {
    const said = steps[check].code === 0 ? 'check said ok' : `check refused it (${firstLine(steps[check].err)})`;
    return { outcome: 'disagree', detail: `${said}; ${c.argv[0]} ${code === 0 ? 'printed it' : `refused it: ${firstLine(err)}`}` };
  }
  return undefined;
}

function judgeRun(c, dir, { code, err }) {
  if (c.gameNew) return judgeGameNew(c, dir, code, err);
  let output = c.output && fill(c.output, dir);
  // `make --out` naming a folder writes <printable>.pdf inside it
  if (output && c.argv[0] === 'make' && existsSync(output) && lstatSync(output).isDirectory()) output = join(output, `${c.argv[1]}.pdf`);
  if (code === 0) {
    if (!output) return { outcome: 'ok' };
    const problem = pdfProblem(output);
    return problem ? { outcome: 'bad-output', detail: problem } : { outcome: 'ok' };
  }
  if (code !== 2) return { outcome: 'crashed', detail: `exit ${code}: ${firstLine(err)}` };
  const loose = err.filter((l) => !placed(l, c, dir));
  if (loose.length) return { outcome: 'unpositioned', detail: loose[0].slice(0, 300) };
  if (output && !c.noSentinel) {
    if (!existsSync(output) || !readFileSync(output).equals(SENTINEL)) return { outcome: 'lost-file', detail: `${c.output} was changed by a refused run` };
    const left = safeList(dirname(output)).map((e) => e.name).filter((n) => n !== 'made.pdf' && n !== 'kit.pdf');
    if (left.length) return { outcome: 'lost-file', detail: `a refused run left ${left.join(', ')} beside the output` };
  }
  return { outcome: 'refused' };
}

/**
 * `game new`: a game file written at --out where nothing was (exit 0), or a refusal in words that
 * writes nothing at all; either way nothing else left in the folder (its temporary file removed).
 */
function judgeGameNew(c, dir, code, err) {
  const out = c.gameNew.out && fill(c.gameNew.out, dir);
  const wrote = (p) => code === 0 && out && (out === join(dir, p) || out.startsWith(`${join(dir, p)}/`));
  const extra = strays(c, dir).filter((p) => !wrote(p));
  if (extra.length) return { outcome: 'lost-file', detail: `game new (exit ${code}) left ${extra.slice(0, 3).join(', ')} in the folder` };
  if (code === 0) {
    if (!out) return { outcome: 'ok' };
    if (!c.gameNew.fresh) return { outcome: 'lost-file', detail: `game new wrote at ${c.gameNew.out}, where something was already` };
    if (!existsSync(out) || !lstatSync(out).isFile()) return { outcome: 'bad-output', detail: 'exit 0 but no game file at --out' };
    return { outcome: 'ok' };
  }
  if (code !== 2) return { outcome: 'crashed', detail: `exit ${code}: ${firstLine(err)}` };
  const loose = err.filter((l) => !placed(l, c, dir));
  if (loose.length) return { outcome: 'unpositioned', detail: loose[0].slice(0, 300) };
  return { outcome: 'refused' };
}

/** Entries of the case folder that the case did not put there (paths relative to it). */
function strays(c, dir) {
  const mine = new Set();
  for (const p of [...Object.keys(c.files), ...Object.keys(c.special)]) for (let q = p; q !== '.'; q = dirname(q)) mine.add(q);
  const found = [];
  const walk = (rel) => {
    for (const e of safeList(join(dir, rel))) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (!mine.has(p)) found.push(p);
      else if (e.isDirectory() && !e.isSymbolicLink()) walk(p);
    }
  };
  walk('');
  return found;
}

const firstLine = (err) => (err.find((l) => /fault|threw|Error/.test(l)) ?? err[0] ?? '(no message)').split('\n')[0].slice(0, 300);

// the usage messages yargs and the command line print, our own `--flag: …` lines, and make's
// refusals of what its flags set, at the flags as typed (`--layout laminate --pouch 4x6in: …`)
const USAGE = [/^--[\w-]+: /, /^--[\w-]+( ("[^"]*"|[^\s:"]+))?( --[\w-]+( ("[^"]*"|[^\s:"]+))?)*: /, /^Unknown arguments?: /, /^Not enough non-option arguments/, /^Invalid values?:/, /^Missing required argument/, /^name a command/, /^Too many non-option arguments/, /^\d+ more problems? not shown/];

/** A message line names a place (file:line:col or file:Sheet!A1) inside the file, or is a usage line. */
function placed(line, c, dir) {
  const msg = line.replace(/^broadside: /, '');
  if (msg === line) return false;
  if (USAGE.some((re) => re.test(msg))) return true;
  // make's printable, named first as typed (`ruler is not a printable of …`)
  if (c.argv[0] === 'make' && msg.startsWith(`${c.argv[1]} `)) return true;
  const cell = /^(.+?):[^:\s]+![A-Z]+\d+: ./.exec(msg);
  if (cell) return true;
  const m = /^(.+?):(\d+):(\d+): ./.exec(msg);
  if (!m) {
    // a file named on the command line that cannot be read at all, or written, has no line to name
    const named = c.argv.filter((a) => a.startsWith('{dir}/')).map((a) => fill(a, dir));
    // (an output named by a folder on the command line is a file inside it)
    return named.some((f) => msg.startsWith(`${f}: cannot read file (`) || (msg.startsWith(f) && /^[^:]*: cannot write the file there \(/.test(msg)));
  }
  const [, file, ln, col] = m;
  if (+ln < 1 || +col < 1) return false;
  try {
    if (!lstatSync(file).isFile()) return true;
    const lines = readFileSync(file, 'latin1').split(/\r\n|\r|\n/).length;
    return +ln <= lines + 1;
  } catch {
    return true;
  }
}

/** Why a file at `path` is not a whole PDF with pages, or undefined when it is one. */
function pdfProblem(path) {
  if (!existsSync(path)) return 'exit 0 but no PDF at the output path';
  const b = readFileSync(path);
  if (b.equals(SENTINEL)) return 'exit 0 but the output was not rewritten';
  if (b.subarray(0, 5).toString() !== '%PDF-') return 'the output does not start with %PDF-';
  if (!b.subarray(-32).toString('latin1').includes('%%EOF')) return 'the output does not end with %%EOF';
  const count = /\/Type \/Pages\s*\n?\/Count (\d+)/.exec(b.toString('latin1')) ?? /\/Count (\d+)/.exec(b.toString('latin1'));
  if (!count || +count[1] < 1) return `the PDF has ${count ? count[1] : 'no'} pages`;
  return undefined;
}

function sentinelPdf() {
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objs.map((o, i) => { const at = body.length; body += `${i + 1} 0 obj\n${o}\nendobj\n`; return at; });
  const xref = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
