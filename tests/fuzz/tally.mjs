// Counts the outcomes of a fuzz run: by outcome, by surface, and its failures by problem class.
import { PENDING } from './values.mjs';

/** "a 3, b 1", most first. */
const count = (names) => Object.entries(names.reduce((m, n) => ({ ...m, [n]: (m[n] ?? 0) + 1 }), {})).sort((a, b) => b[1] - a[1]).map(([n, k]) => `${n} ${k}`).join(', ');

const ROWS = [
  ['cases', () => true],
  ['printed', (r) => r.outcome === 'ok' && r.case.output],
  ['site written', (r) => r.outcome === 'ok' && r.case.site],
  ['checked ok', (r) => r.outcome === 'ok' && !r.case.output && !r.case.site],
  ['refused', (r) => r.outcome === 'refused'],
  ['crashed', (r) => r.outcome === 'crashed'],
  ['hung', (r) => r.outcome === 'hung'],
  ['over memory', (r) => r.outcome === 'over-memory'],
  ['lost files', (r) => r.outcome === 'lost-file'],
  ['bad output', (r) => r.outcome === 'bad-output'],
  ['unpositioned', (r) => r.outcome === 'unpositioned'],
  ['quoted a file', (r) => r.outcome === 'quoted-file'],
  ['check ≠ kit', (r) => r.outcome === 'disagree'],
  ['unrecovered', (r) => r.outcome === 'unrecovered'],
];

export function tally(results) {
  const failures = results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'refused');
  const known = failures.filter((r) => r.case.pending).length;
  const counts = Object.fromEntries(ROWS.map(([name, f]) => [name, results.filter(f).length]));
  const text = ROWS.map(([name]) => `${name.padEnd(13)} ${String(counts[name]).padStart(6)}`).join('\n') +
    `\nfailures      ${String(failures.length).padStart(6)} (${known} in problem classes known and under repair, ${failures.length - known} new)`;
  const surfaces = count(results.map((r) => r.case.surface ?? 'files'));
  const classes = count(failures.map((r) => (r.case.pending ? r.case.tags.filter((t) => PENDING.has(t)).join('+') : 'new')));
  const more = `\nsurfaces      ${surfaces}` + (failures.length ? `\nby class      ${classes}` : '');
  return { counts, failed: failures.length, text: text + more };
}
