// What to print, as a kit file and the command line take it: each printable of the game with its
// count and options, the paper, duplex and layout. The choices are kept as plain data (saved with
// the fleet) and turned into a kit file's mapping by `kitOf`.
import { fillTable } from './table.js';

const PAPERS = ['letter', 'a4', 'legal', 'tabloid', 'a3'];

/** A kit file's `print:` entry (number, mapping or list item) as { count, options }. */
function entryOf(v) {
  if (typeof v === 'number' || typeof v === 'string') return { count: Number(v), options: {} };
  const { count, printable: _p, ...options } = v ?? {};
  return { count: count === undefined ? 1 : Number(count), options };
}

/** Choices from a kit file's mapping (as read from YAML): paper, layout, counts and options. */
export function choicesFromKit(kit, info) {
  const print = {};
  const list = Array.isArray(kit?.print) ? kit.print.map((e) => [e?.printable, e]) : Object.entries(kit?.print ?? {});
  for (const [name, v] of list) if (name) print[name] = entryOf(v);
  for (const p of info.printables) print[p.name] ??= { count: 0, options: {} };
  const extra = {};
  for (const k of ['pouch', 'rounded', 'sheet']) if (kit?.[k] !== undefined) extra[k] = kit[k];
  return { title: kit?.title ?? '', paper: String(kit?.paper ?? 'letter'), layout: kit?.layout ?? '', duplex: '', print, extra };
}

/** The kit file's mapping for these choices; `ships` the ship file's name, if any. */
export function kitOf(game, choices, info, ships) {
  const kit = {};
  if (choices.title) kit.title = choices.title;
  kit.game = game;
  kit.paper = choices.paper;
  if (ships) kit.ships = ships;
  if (choices.layout) kit.layout = choices.layout;
  Object.assign(kit, choices.extra ?? {});
  kit.print = {};
  for (const p of info.printables) {
    const e = choices.print[p.name];
    if (!e || !(e.count > 0)) continue;
    const options = { ...e.options };
    // the duplex chosen above is for every aid that takes it and sets none of its own
    if (choices.duplex && p.options.duplex && options.duplex === undefined) options.duplex = choices.duplex;
    kit.print[p.name] = Object.keys(options).length ? { count: e.count, ...options } : e.count;
  }
  return kit;
}

/** The values an option takes across the game's printables (for duplex and layout). */
function valuesOf(info, option) {
  const set = new Set();
  for (const p of info.printables) for (const v of p.options[option]?.values ?? []) set.add(v);
  return [...set];
}

function optionControl(p, name, opt, entry, changed) {
  const id = `opt-${p.name}-${name}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = name;
  label.title = opt.describe;
  let input;
  const v = entry.options[name];
  if (opt.type === 'enum' || opt.type === 'boolean') {
    input = document.createElement('select');
    const values = opt.type === 'boolean' ? ['true', 'false'] : opt.values ?? [];
    const def = opt.default === undefined ? 'default' : `default (${opt.default})`;
    input.append(new Option(def, ''), ...values.map((x) => new Option(x, x)));
    input.value = v === undefined ? '' : String(v);
  } else {
    input = document.createElement('input');
    input.type = opt.type === 'number' ? 'number' : 'text';
    input.placeholder = opt.default === undefined ? '' : String(opt.default);
    input.value = v === undefined ? '' : String(v);
  }
  input.id = id;
  input.setAttribute('aria-describedby', `${id}-about`);
  input.addEventListener('change', () => {
    const t = input.value.trim();
    if (t === '') delete entry.options[name];
    else if (opt.type === 'boolean') entry.options[name] = t === 'true';
    else if (opt.type === 'number') entry.options[name] = Number(t);
    else entry.options[name] = t;
    changed();
  });
  const about = document.createElement('small');
  about.id = `${id}-about`;
  about.textContent = opt.describe;
  const div = document.createElement('div');
  div.className = 'option';
  div.append(label, input, about);
  return div;
}

/**
 * Shows a game's printables and the title, paper, duplex and layout choices; `changed` is called
 * after each change (the choices object is changed in place), with true while text is being typed.
 */
export function showChoices(el, info, choices, changed) {
  el.title.value = choices.title ?? '';
  el.title.oninput = () => {
    choices.title = el.title.value.trim();
    changed(true);
  };
  const papers = PAPERS.includes(choices.paper) ? PAPERS : [choices.paper, ...PAPERS];
  el.paper.replaceChildren(...papers.map((n) => new Option(n, n)));
  el.paper.value = choices.paper;
  el.paper.onchange = () => {
    choices.paper = el.paper.value;
    changed();
  };
  // duplex and layout: one choice for every aid that takes it, shown only where some aid does
  for (const [key, select, control] of [['duplex', el.duplex, el.duplexControl], ['layout', el.layout, el.layoutControl]]) {
    const values = valuesOf(info, key);
    control.hidden = values.length === 0;
    select.replaceChildren(new Option('as each aid prints by default', ''), ...values.map((v) => new Option(v, v)));
    select.value = choices[key];
    select.onchange = () => {
      choices[key] = select.value;
      changed();
    };
  }

  const head = document.createElement('tr');
  head.append(...['Printable', 'Count', 'Options'].map((t) => Object.assign(document.createElement('th'), { scope: 'col', textContent: t })));
  const rows = info.printables.map((p) => {
    const entry = (choices.print[p.name] ??= { count: 0, options: {} });
    const tr = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    const label = document.createElement('label');
    label.htmlFor = `count-${p.name}`;
    label.textContent = p.name;
    // the printable's one-line summary, read with its count
    const about = Object.assign(document.createElement('small'), { id: `count-${p.name}-about`, textContent: p.title });
    name.append(label, about);
    const count = document.createElement('input');
    count.type = 'number';
    count.min = '0';
    count.step = '1';
    count.id = `count-${p.name}`;
    count.className = 'count';
    count.value = String(entry.count);
    count.title = p.perShip ? 'copies per ship; 0 prints none' : '0 prints none';
    count.setAttribute('aria-describedby', about.id);
    count.addEventListener('input', () => {
      const n = Number(count.value);
      if (count.value !== '' && Number.isInteger(n) && n >= 0) {
        entry.count = n;
        changed();
      }
    });
    const td = document.createElement('td');
    td.append(count);
    const opts = document.createElement('td');
    const own = Object.entries(p.options);
    if (own.length) {
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      const set = Object.keys(entry.options).length;
      const word = `${own.length} ${own.length === 1 ? 'option' : 'options'}`;
      summary.append(set ? `${word} (${set} set)` : word, Object.assign(document.createElement('span'), { className: 'sr-only', textContent: ` of ${p.name}` }));
      details.append(summary, ...own.map(([k, o]) => optionControl(p, k, o, entry, changed)));
      opts.append(details);
    }
    tr.append(name, td, opts);
    return tr;
  });
  fillTable(el.table, head, rows);
}
