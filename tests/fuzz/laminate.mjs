// Laminating cases: `--layout laminate`, `--pouch` and `--rounded` on `make` and `kit`, and `layout`,
// `pouch` and `rounded` in a kit and its entries: hostile sizes and units, unknown, tiny and huge
// pouches, papers a piece does not fit, and kits of many laminated entries.
import { LAMINATES, examples, makeArgv, yamlText } from './games.mjs';
import { STRINGS } from './values.mjs';

const POUCHES = [
  'letter', 'a4', 'legal', 'tabloid', 'a3', 'A4', 'Letter ', ' LEGAL', 'a5', 'a4 ', 'leter', 'poker',
  '4x6in', '9x11.5in', '216x303mm', '11.5x17.5in', '3.5x5.5in', '4X6IN', '4 x 6 in', '4in x 6in', '4x6', '4x6furlongs', '4x6cm', '100x150mm', '288x432pt',
  '1x1in', '0.99x0.99in', '1x60in', '60x60in', '60.01x1in', '61x61in', '0.5x0.5in', '0x0in', '-4x6in', '4x-6in', '1e3x1e3mm', '1e9x1e9in', '1e-9x1e-9in',
  'NaNxNaNin', 'Infinityx1in', '4x6in4x6in', '4x', 'x6in', 'x', '', ' ', `${'4'.repeat(70)}x6in`, '.5x.5in', '4,5x6in', '0x4x6in', '٤x٦in',
  7, 0, -1, true, null, [], {}, ['4x6in'],
];
const LAYOUTS = ['laminate', 'Laminate', ' LAMINATE ', 'laminated', 'laminate,sheet', 'sheet', 'per-card', '', 7, null, true, ['laminate']];
const ROUNDED = [true, false, 'yes', 'true', 1, 0, null, [], 'round'];
const PAPERS = ['letter', 'a4', 'legal', 'tabloid', 'a3', '4x6in', '3x3in', '8.5x11in', '30x40in', 'a5'];

// A piece larger than the pouch or the page is refused, and that refusal names no place yet: the
// pouches and papers a piece may not fit, and the printables of pieces larger than a Letter pouch.
const SMALL_POUCHES = new Set(['4x6in', '3.5x5.5in', '4X6IN', '4 x 6 in', '4in x 6in', '4x6', '4x6cm', '100x150mm', '288x432pt', '1x1in', '1x60in']);
const SMALL_PAPERS = new Set(['4x6in', '3x3in']);
const BIG = new Set(['board', 'range-stick', 'turning-gauge', 'chart-card', 'firing-card', 'campaign-sheet', 'ship-table', 'damage-table', 'turn-card', 'score-sheet', 'fleet-purchase', 'damage-chart', 'gunnery-card', 'engagement-card', 'reference-card']);

/** Fills `c` with a laminating case of its game. */
export function laminateCase(r, c, allowed, note) {
  const own = LAMINATES[c.game];
  const fit = (printables, pouches, paper) => (printables.some((p) => BIG.has(p)) || pouches.some((p) => SMALL_POUCHES.has(p)) || SMALL_PAPERS.has(paper) ? ['laminate-fit'] : []);
  if (r.chance(0.45)) {
    c.command = 'make';
    const printable = r.pick(own);
    c.argv = makeArgv(r, c, printable);
    c.argv.push(...flags(r));
    const tags = fit([printable], c.argv.filter((a, i) => c.argv[i - 1] === '--pouch'), c.argv[c.argv.indexOf('--paper') + 1] ?? 'letter');
    if (!tags.every(allowed)) return laminateCase(r, c, allowed, note);
    note({ name: `make-laminate-${printable}`, tags });
    return;
  }
  c.command = 'kit';
  const kit = { title: examples[c.game].kit.title, game: c.game, paper: r.chance(0.8) ? examples[c.game].kit.paper : r.pick(PAPERS) };
  if (own.some((p) => ['boat-record', 'ironclad-record', 'command-card', 'damage-chart', 'ship-data-card', 'fleet-purchase'].includes(p))) {
    const doc = structuredClone(examples[c.game].ships);
    doc.ships = doc.ships.slice(0, r.int(1, c.light ? 1 : 3));
    c.files['ships.yaml'] = Buffer.from(yamlText(doc));
    kit.ships = 'ships.yaml';
  }
  const many = r.weighted([[8, 'few'], [3, 'several'], [c.light ? 0 : 1, 'dozens'], [1, 'thousands']]);
  // a kit of many entries is otherwise well made, so that its size is what is tried
  const clean = many === 'dozens' || many === 'thousands';
  if (r.chance(0.6)) kit.layout = r.chance(0.8) || clean ? 'laminate' : r.pick(LAYOUTS);
  if (r.chance(0.5) && !clean) kit.pouch = r.pick(POUCHES);
  if (r.chance(0.3)) kit.rounded = clean ? r.chance(0.5) : r.pick(ROUNDED);
  if (many === 'thousands' && !allowed('laminate-entries')) return laminateCase(r, c, allowed, note);
  const n = { few: r.int(1, 3), several: r.int(4, 12), dozens: r.int(20, 60), thousands: r.pick([600, 2499]) }[many];
  // many entries are of pieces that fit, so that the kit is not refused at its first
  const one = r.pick(own.filter((p) => !BIG.has(p)));
  const entries = Array.from({ length: n }, () => entry(r, n > 12 ? one : r.pick(own), n > 12));
  if (r.chance(0.25)) c.flags = flags(r);
  const pouches = [kit.pouch, ...entries.map((e) => e.pouch), ...(c.flags ?? []).filter((a, i) => c.flags[i - 1] === '--pouch')];
  const laminated = entries.filter((e) => e.layout !== undefined || c.flags?.includes('--layout')).map((e) => e.printable);
  const tags = [...(many === 'thousands' ? ['laminate-entries'] : []), ...fit(laminated, pouches, c.flags?.[c.flags.indexOf('--paper') + 1] ?? kit.paper)];
  if (!tags.every(allowed)) { delete c.flags; delete c.files['ships.yaml']; return laminateCase(r, c, allowed, note); }
  note({ name: `kit-laminate-${many}`, tags });
  kit.print = r.chance(0.5) && new Set(entries.map((e) => e.printable)).size === entries.length
    ? Object.fromEntries(entries.map(({ printable, ...rest }) => [printable, Object.keys(rest).length > 1 ? rest : rest.count]))
    : entries;
  c.files['kit.yaml'] = Buffer.from(r.chance(0.3) ? JSON.stringify(kit, null, 1) : yamlText(kit));
  c.output = '{dir}/out/kit.pdf';
  c.argv = ['kit', '{dir}/kit.yaml', '--out', '{dir}/out', ...(c.flags ?? [])];
  delete c.flags;
}

/** One kit entry of `printable`, laminated (mostly), with its pouch and corners perhaps. */
function entry(r, printable, many) {
  if (many) return { printable, count: 1, layout: 'laminate', pouch: r.pick(['letter', 'a4', 'A4', 'Letter ', 'legal', '9x11.5in', '216x303mm', '9.01x11.5in']), ...(r.chance(0.3) ? { rounded: r.chance(0.5) } : {}) };
  const e = { printable, count: r.pick([1, 1, 2, 3, 0, -1, 'two']) };
  if (r.chance(0.7)) e.layout = r.chance(0.85) ? 'laminate' : r.pick(LAYOUTS);
  if (r.chance(0.5)) e.pouch = r.pick(POUCHES);
  if (r.chance(0.3)) e.rounded = r.pick(ROUNDED);
  if (r.chance(0.1)) e[r.pick(['pouches', 'Pouch', 'lamination', 'round'])] = r.pick(STRINGS.slice(0, 10));
  return e;
}

/** Command-line flags of laminating, hostile or not. */
function flags(r) {
  const out = [];
  if (r.chance(0.85)) out.push('--layout', String(r.chance(0.85) ? 'laminate' : r.pick(LAYOUTS)));
  if (r.chance(0.6)) out.push('--pouch', String(r.pick(POUCHES)));
  if (r.chance(0.3)) out.push(r.pick(['--rounded', '--no-rounded', '--rounded=maybe', '--rounded=true']));
  if (r.chance(0.2)) out.push('--paper', r.pick(PAPERS));
  if (r.chance(0.05)) out.push('--pouch', 'a4');
  return out;
}
