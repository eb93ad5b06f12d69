// The game file `broadside game new` writes (the format: a game of one's own): the fields guessed
// from a ship file, the sides with colours, and a ship card showing every field, as YAML whose
// comments say what each part is and what to edit.
import type { Document, Node, Pair, Scalar, YAMLMap } from 'yaml';
import { loadPackage } from '../lazy.js';
import { DataError } from '../errors.js';
import { STDIN, type PNode } from '../data/node.js';
import { basename, extname } from '../platform/index.js';
import { validate, type Field } from '../data/schema.js';
import { fitProblem, titleSize } from '../printables/card/layout.js';
import { gridable, SIZES, SIZES_BY_AREA, tableable } from '../printables/card/settings.js';
import { fieldsSchema, type FieldDecl } from './fields.js';
import { printable, type Guess } from './infer.js';
import type { ShipsRead } from './infer-read.js';
import { sheetShips } from '../data/sheet.js';
import { gameIds } from './registry.js';

type Yaml = typeof import('yaml');

/** A game's id as the format takes it: lowercase letters, digits and hyphens, 2 to 40 long. */
const ID = /^[a-z0-9-]{2,40}$/;
/** Text up to this long is shown in the card's grid; longer, in a text part of its own. */
const SHORT_TEXT = 30;

const slug = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
const capitalised = (s: string): string => s.replace(/(^|\s)(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());

/**
 * The game's id and title: the game the ship file names when it is a new one (so the file and the
 * game agree), else from the file's name; a shipped game's id gets `my-` before it.
 */
export function gameOf(source: string, named?: string): { id: string; title: string } {
  const shipped = gameIds();
  if (named !== undefined && ID.test(named) && !shipped.includes(named)) return { id: named, title: capitalised(named.replace(/-+/g, ' ').trim()) };
  const file = source === STDIN ? '' : basename(source);
  const stem = file.slice(0, file.length - extname(file).length);
  const s = slug(stem);
  const id = s.length < 2 ? 'my-game' : shipped.includes(s) ? `my-${s}`.slice(0, 40) : s;
  const words = [...capitalised(printable(stem).replace(/[-_.]+/g, ' ').replace(/\s+/g, ' ').trim())].slice(0, 80).join('').trim();
  return { id, title: words || capitalised(id.replace(/-/g, ' ')) };
}

type Part = string | Record<string, string | string[]>;

/** The card's parts, every field the card can show once, and a size for them. */
export function cardOf(fields: Record<string, FieldDecl>): { size: string; parts: Part[] } {
  const [grid, tracks, tables, checks, texts] = [[], [], [], [], []] as string[][];
  let band: string | undefined;
  let wide = false;
  const walk = (decls: Record<string, FieldDecl>, prefix: string) => {
    for (const [key, d] of Object.entries(decls)) {
      const path = prefix + key;
      if (d.type === 'name') continue;
      if (d.type === 'side' && band === undefined) band = path;
      else if (d.type === 'yes-no') checks.push(path);
      else if (d.type === 'track' || d.type === 'tracks') tracks.push(path);
      // a list the card cannot show as a table (of lists, of tracks) is left for the user to place
      else if (d.type === 'list') { if (tableable(d)) tables.push(path); }
      else if (d.type === 'text' && d.most > SHORT_TEXT) texts.push(path);
      // a group of more than values: its members, each in its part (speed.beam)
      else if (d.type === 'group' && !gridable(d)) walk(d.fields, `${path}.`);
      else grid.push(path);
      wide ||= boxes(d) > 12 || (d.type === 'list' && d.of.type === 'group' && tableable(d));
    }
  };
  walk(fields, '');
  const parts: Part[] = ['name'];
  if (band !== undefined) parts.push({ band });
  if (grid.length) parts.push({ grid });
  if (tracks.length) parts.push({ tracks });
  for (const table of tables) parts.push({ table });
  if (checks.length) parts.push({ checks });
  for (const text of texts) parts.push({ text });
  const small = leaves(fields) <= 8 && !wide && tracks.length <= 2 && !tables.length && !texts.length;
  return { size: small ? 'poker' : wide ? '5x3in' : '3x5in', parts };
}

/**
 * `size`, or when the title or a ship read (one its fields take) does not fit a card of it, the
 * smallest listed size that holds them all, or all but those no listed size holds; `size` still
 * when none is held.
 */
export function sizeFor(card: { size: string; parts: Part[] }, guess: Guess, read: Read, title: string): string {
  const schema: Field = { type: 'object', fields: fieldsSchema(guess.fields, guess.sides) };
  const valid = shipsAsRead(read, schema).map((s) => validate(s, schema, '', [])).filter((s): s is Record<string, unknown> => s !== undefined);
  const holds = (size: string, ships = valid) => titleSize(title, SIZES[size][0]) !== null
    && ships.every((s) => fitProblem({ size, parts: card.parts, back: 'none' }, guess.fields, s) === null);
  if (holds(card.size)) return card.size;
  const all = SIZES_BY_AREA.find((n) => holds(n));
  if (all) return all;
  // a ship no listed size holds is the user's to change (its parts, its entries): the rest are held
  const some = valid.filter((s) => SIZES_BY_AREA.some((n) => holds(n, [s])));
  return (some.length ? SIZES_BY_AREA.find((n) => holds(n, some)) : undefined) ?? card.size;
}

/** The ships read, as the game file will have them read: a sheet's cells typed by its fields. */
type Read = Pick<ShipsRead, 'ships' | 'table'>;
function shipsAsRead(read: Read, schema: Field): PNode[] {
  if (!read.table) return read.ships;
  try {
    return (sheetShips(read.table, schema).node as PNode & { kind: 'seq' }).items;
  } catch (err) {
    // a sheet whose cells the fields refuse (a date): no ship to hold, and check says why
    if (err instanceof DataError) return [];
    throw err;
  }
}

/** The most boxes one row of a track field draws. */
const boxes = (d: FieldDecl): number =>
  d.type === 'track' ? d.most : d.type === 'tracks' ? d.boxes : d.type === 'group' ? Math.max(0, ...Object.values(d.fields).map(boxes)) : 0;

const leaves = (fields: Record<string, FieldDecl>): number =>
  Object.values(fields).reduce((n, d) => n + (d.type === 'group' ? leaves(d.fields) : 1), 0);

const HEADER = (from: string, seen: boolean): string => [
  ` A game of one's own, as "broadside game new" read it from ${from}.`,
  ' Edit it to your rules: the game\'s id and title, each field\'s range (min and max, most),',
  ` the sides' colours, and the ship card's size and parts.${seen ? ' Beside each field: what was seen.' : ''}`,
].join('\n');

/** Keys of a field in the order the format shows them. */
const ORDER = ['type', 'min', 'max', 'most', 'sections', 'boxes', 'values', 'of', 'fields', 'label', 'optional', 'default', 'doc'];

/** The game file's text. `source`: the ship file as named; `named`: the game it names, if any; `read`, the ships read, which its card is to hold. */
export function starterText(source: string, named: string | undefined, guess: Guess, read: Read = { ships: [] }): string {
  const Y = loadPackage<Yaml>('yaml');
  const doc = new Y.Document({}) as Document<YAMLMap>;
  const { id, title } = gameOf(source, named);
  const from = source === STDIN ? 'standard input' : JSON.stringify(basename(source)).slice(1, -1);
  doc.commentBefore = HEADER(from, guess.notes.size > 0);
  const root = doc.contents!;
  const str = (s: string): Scalar => {
    const node = doc.createNode(s) as Scalar;
    // words other YAML readers take for true, false or nothing stay words
    if (/^(y|n|yes|no|on|off|true|false|null|~)$/i.test(s)) node.type = 'QUOTE_DOUBLE';
    return node;
  };
  const pair = (key: string, value: Node, before?: string, after?: string): Pair => {
    const p = doc.createPair(str(key), value) as Pair<Scalar, Node>;
    if (before) p.key.commentBefore = before;
    if (after) value.comment = ` ${after}`;
    return p;
  };
  const flow = (entries: [string, Node][]): YAMLMap => {
    const map = new Y.YAMLMap();
    map.flow = true;
    for (const [k, v] of entries) map.items.push(doc.createPair(k, v));
    return map;
  };
  const decl = (d: FieldDecl): Node => {
    const entries = Object.entries(d)
      .filter(([k, v]) => v !== undefined && !(d.type === 'track' && k === 'sections' && v === 12))
      .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
      .map(([k, v]): [string, Node] => {
        if (k === 'fields') return [k, fieldsMap(v as Record<string, FieldDecl>)];
        if (k === 'of') return [k, decl(v as FieldDecl)];
        if (k === 'values') {
          const seq = new Y.YAMLSeq();
          seq.flow = true;
          seq.items.push(...(v as string[]).map(str));
          return [k, seq];
        }
        return [k, typeof v === 'string' ? str(v) : doc.createNode(v)];
      });
    const map = flow(entries);
    // a group, and a list of groups, are written out in blocks, as a person would
    map.flow = d.type !== 'group' && !(d.type === 'list' && d.of.type === 'group');
    return map;
  };
  const fieldsMap = (fields: Record<string, FieldDecl>): YAMLMap => {
    const map = new Y.YAMLMap();
    for (const [key, d] of Object.entries(fields)) {
      const note = guess.notes.get(d);
      const block = d.type === 'group' || (d.type === 'list' && d.of.type === 'group');
      map.items.push(pair(key, decl(d), block ? note?.replace(/^/, ' ') : undefined, block ? undefined : note));
    }
    return map;
  };

  root.items.push(pair('game', str(id), undefined, 'the game\'s id: lowercase letters, digits and hyphens, 2 to 40 long'));
  root.items.push(pair('title', str(title), undefined, 'printed on its aids (at most 80 characters)'));
  if (guess.sides.length) {
    const sides = new Y.YAMLSeq();
    for (const s of guess.sides) sides.items.push(flow([['name', str(s.name)], ['fill', str(s.fill)], ['ink', str(s.ink)]]));
    root.items.push(pair('sides', sides, ' Each side: its band colour (fill) and the colour of its name on it (ink), "#rrggbb".\n Two sides should differ in lightness too, to tell apart printed in black and white.'));
  }
  root.items.push(pair('ship', fieldsMap(guess.fields), ' One ship\'s fields, in the order the card shows them. Each range holds the values seen:\n widen it to what your rules allow. optional: true, a field some ships leave blank.'));
  const guessed = cardOf(guess.fields);
  const card = { ...guessed, size: sizeFor(guessed, guess, read, title) };
  const shipCard = new Y.YAMLMap();
  shipCard.items.push(doc.createPair('kind', 'card'));
  shipCard.items.push(pair('size', str(card.size), ' size: poker (2.5x3.5in), bridge, tarot, 3x5in, 5x3in, 5.5x3.5in, 7.5x5in, a6, a7,\n or "WxH" with units: a larger one if a ship does not fit, a smaller one if all do.'));
  const parts = new Y.YAMLSeq();
  for (const p of card.parts) {
    if (typeof p === 'string') parts.items.push(str(p));
    else {
      const [[k, v]] = Object.entries(p);
      const item = new Y.YAMLMap();
      let value: Node = str(String(v));
      if (Array.isArray(v)) {
        const seq = new Y.YAMLSeq();
        seq.flow = true;
        seq.items.push(...v.map(str));
        value = seq;
      }
      item.items.push(doc.createPair(k, value));
      parts.items.push(item);
    }
  }
  shipCard.items.push(pair('parts', parts, ' In the order printed, each field once: name, band (a side), grid (label: value cells),\n tracks (rows of boxes), table (a list), checks (yes/no boxes), text; "- lines: 3" adds\n ruled lines for notes in play.'));
  const printables = new Y.YAMLMap();
  printables.items.push(pair('ship-card', shipCard, ' A card per ship.'));
  root.items.push(pair('printables', printables, ' What it prints: each entry a kind and its settings.'));
  return doc.toString({ lineWidth: 0 });
}
