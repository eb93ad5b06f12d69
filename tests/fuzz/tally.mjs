// Counts the outcomes of a fuzz run.

const ROWS = [
  ['cases', () => true],
  ['printed', (r) => r.outcome === 'ok' && r.case.output],
  ['checked ok', (r) => r.outcome === 'ok' && !r.case.output],
  ['refused', (r) => r.outcome === 'refused'],
  ['crashed', (r) => r.outcome === 'crashed'],
  ['hung', (r) => r.outcome === 'hung'],
  ['over memory', (r) => r.outcome === 'over-memory'],
  ['lost files', (r) => r.outcome === 'lost-file'],
  ['bad output', (r) => r.outcome === 'bad-output'],
  ['unpositioned', (r) => r.outcome === 'unpositioned'],
];

export function tally(results) {
  const failures = results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'refused');
  const known = failures.filter((r) => r.case.pending).length;
  const counts = Object.fromEntries(ROWS.map(([name, f]) => [name, results.filter(f).length]));
  const text = ROWS.map(([name]) => `${name.padEnd(13)} ${String(counts[name]).padStart(6)}`).join('\n') +
    `\nfailures      ${String(failures.length).padStart(6)} (${known} in problem classes known and under repair, ${failures.length - known} new)`;
  return { counts, failed: failures.length, text };
}
