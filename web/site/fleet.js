// The fleet table, generated from the game's ship schema (the JSON Schema `broadside schema GAME`
// prints, for a game file too): a column per ship field, a row per ship. Names from a list are
// selects, numbers number inputs within their range, true/false a checkbox, a track of boxes its
// sections' sizes apart ("4 4 4", as a spreadsheet cell holds it), other lists and mappings text in
// the ship file's own flow notation. Every field is checked as typed by the caller (the engine's
// checkShips) and its message shown at the field.
import { parseYaml, toFlow } from './engine.js';
import { fillTable } from './table.js';

/** The schema of one ship, wherever the game's schema keeps it. */
function shipItem(schema) {
  let item = schema.properties?.ships?.items ?? {};
  if (item.$ref) item = item.$ref.split('/').slice(1).reduce((o, k) => o?.[k], schema) ?? {};
  return item;
}

/** A number's range and step, as the schema gives them. */
const range = (prop, whole) => ({ min: prop.minimum, max: prop.maximum, step: whole ? '1' : 'any' });

function kindOf(prop) {
  const types = [prop.type ?? []].flat();
  const en = prop.enum ?? prop.anyOf?.find((a) => a.enum)?.enum;
  if (en) return { kind: 'enum', values: en };
  // a track: a count of boxes, or a list of its sections' counts
  const list = prop.anyOf?.find((a) => a.type === 'array' && [a.items?.type ?? []].flat().includes('integer'));
  if (list && !prop.type) return { kind: 'boxes' };
  if (types.includes('array')) return { kind: 'flow', wrap: '[' };
  if (types.includes('object')) return { kind: 'flow', wrap: '{' };
  if (types.includes('boolean')) return { kind: 'bool' };
  // a whole number may be written as text ("4"), and a name may be a number: type order decides
  if (types.includes('integer') || (types.includes('number') && !types.includes('string'))) return { kind: 'number', ...range(prop, types.includes('integer')) };
  return { kind: 'text' };
}

/** The columns of a game's ship table. */
export function columns(schema) {
  const item = shipItem(schema);
  const required = new Set(item.required ?? []);
  return Object.entries(item.properties ?? {}).map(([key, prop]) => ({ key, required: required.has(key), describe: prop.description ?? '', ...kindOf(prop) }));
}

/** A list or mapping typed in a cell, its brackets optional, read as a ship file's YAML reads it. */
function parseFlow(text, wrap) {
  const t = text.trim();
  const close = wrap === '[' ? ']' : '}';
  return parseYaml(t.startsWith(wrap) ? t : `${wrap}${t}${close}`);
}

/** A track's sections typed apart ("4 4 4", or with commas): numbers, and what is not one as typed, for the check to name. */
const boxes = (text) => text.split(/[\s,;]+/).filter((t) => t !== '').map((t) => (/^\d+$/.test(t) ? Number(t) : t));

/** A ship field's value as the table's control shows it. */
function shown(col, v) {
  if (v === undefined || v === null) return '';
  if (col.kind === 'boxes') return Array.isArray(v) ? v.join(' ') : String(v);
  if (col.kind === 'flow') return typeof v === 'object' ? toFlow(v).replace(/^\[(.*)\]$/s, '$1') : String(v);
  return String(v);
}

/**
 * @param {{ table: HTMLTableElement, problems: HTMLElement, onChange: () => void }} el
 */
export function createFleet(el) {
  let cols = [];
  /** @type {Record<string, unknown>[]} */
  let ships = [];
  /** fields whose text could not be read at all: "row.key" → message */
  const unread = new Map();

  const id = (row, key) => `ship-${row}-${key}`;

  function control(col, row) {
    const v = ships[row][col.key];
    let input;
    if (col.kind === 'enum') {
      input = document.createElement('select');
      const values = [...(col.required ? [] : ['']), ...col.values];
      if (v !== undefined && v !== null && !values.includes(String(v))) values.push(String(v));
      if (col.required && (v === undefined || v === null)) values.unshift('');
      input.append(...values.map((x) => new Option(x === '' ? '—' : x, x)));
      input.value = v === undefined || v === null ? '' : String(v);
    } else if (col.kind === 'bool') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = v === true;
    } else {
      input = document.createElement('input');
      input.type = col.kind === 'number' ? 'number' : 'text';
      if (col.kind === 'number') {
        input.step = col.step;
        if (col.min !== undefined) input.min = String(col.min);
        if (col.max !== undefined) input.max = String(col.max);
      }
      input.value = shown(col, v);
      if (col.kind === 'flow') input.placeholder = col.wrap === '[' ? 'a, b, …' : 'key: value, …';
      if (col.kind === 'boxes') input.placeholder = 'boxes: 6, or sections: 4 4 4';
    }
    input.id = id(row, col.key);
    input.setAttribute('aria-label', `${col.key}, ship ${row + 1}`);
    input.title = col.describe;
    input.addEventListener(col.kind === 'enum' || col.kind === 'bool' ? 'change' : 'input', () => read(col, row, input));
    const msg = document.createElement('span');
    msg.id = `${id(row, col.key)}-msg`;
    msg.className = 'field-msg';
    const td = document.createElement('td');
    td.className = `col-${col.kind}`;
    td.append(input, msg);
    return td;
  }

  /** Takes a control's value into the ship, as a ship file would hold it. */
  function read(col, row, input) {
    const ship = ships[row];
    unread.delete(`${row}.${col.key}`);
    const text = input.value;
    if (col.kind === 'bool') {
      if (input.checked) ship[col.key] = true;
      else delete ship[col.key];
    } else if (text.trim() === '') delete ship[col.key];
    else if (col.kind === 'number') ship[col.key] = Number(text);
    else if (col.kind === 'boxes') ship[col.key] = boxes(text);
    else if (col.kind === 'flow') {
      try {
        ship[col.key] = parseFlow(text, col.wrap);
      } catch (err) {
        unread.set(`${row}.${col.key}`, `not read as ${col.wrap === '[' ? 'a list' : 'a mapping'}: ${err.message.split('\n')[0]}`);
      }
    } else ship[col.key] = text;
    el.onChange();
  }

  function button(label, text, action) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.addEventListener('click', action);
    return b;
  }

  function nameOf(row) {
    const n = ships[row]?.name;
    return n === undefined || n === null || n === '' ? `ship ${row + 1}` : String(n);
  }

  function render(focus) {
    const head = document.createElement('tr');
    head.append(...['#', ...cols.map((c) => c.key), ''].map((k, i) => {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = k;
      if (i > 0 && i <= cols.length) th.title = cols[i - 1].describe;
      if (i === cols.length + 1) th.append(Object.assign(document.createElement('span'), { className: 'sr-only', textContent: 'actions' }));
      return th;
    }));
    const rows = ships.map((_, row) => {
      const tr = document.createElement('tr');
      const num = document.createElement('th');
      num.scope = 'row';
      num.textContent = String(row + 1);
      const actions = document.createElement('td');
      actions.className = 'actions';
      actions.append(
        button(`Move ${nameOf(row)} up`, '↑', () => move(row, -1, 'up')),
        button(`Move ${nameOf(row)} down`, '↓', () => move(row, 1, 'down')),
        button(`Remove ${nameOf(row)}`, 'Remove', () => remove(row)),
      );
      actions.children[0].dataset.act = 'up';
      actions.children[1].dataset.act = 'down';
      actions.children[2].dataset.act = 'remove';
      actions.children[0].disabled = row === 0;
      actions.children[1].disabled = row === ships.length - 1;
      tr.append(num, ...cols.map((c) => control(c, row)), actions);
      return tr;
    });
    fillTable(el.table, head, rows);
    if (focus) focus();
  }

  /** Moves keys with the rows they belong to, so that a message stays at its ship. */
  function remap(order) {
    const old = new Map(unread);
    unread.clear();
    for (const [k, v] of old) {
      const [row, key] = [Number(k.split('.')[0]), k.slice(k.indexOf('.') + 1)];
      const to = order.indexOf(row);
      if (to >= 0) unread.set(`${to}.${key}`, v);
    }
  }

  function move(row, by, act) {
    const to = row + by;
    if (to < 0 || to >= ships.length) return;
    const order = ships.map((_, i) => i);
    [order[row], order[to]] = [order[to], order[row]];
    ships = order.map((i) => ships[i]);
    remap(order);
    // focus follows the ship moved; at the top or bottom the other arrow is the one left usable
    render(() => {
      const b = el.table.tBodies[0].rows[to].querySelector(`[data-act="${act}"]`);
      (b.disabled ? el.table.tBodies[0].rows[to].querySelector(`[data-act="${act === 'up' ? 'down' : 'up'}"]`) : b).focus();
    });
    el.onChange();
  }

  function remove(row) {
    const order = ships.map((_, i) => i).filter((i) => i !== row);
    ships = order.map((i) => ships[i]);
    remap(order);
    render(() => {
      const rows = el.table.tBodies[0].rows;
      (rows[Math.min(row, rows.length - 1)]?.querySelector('[data-act="remove"]') ?? document.getElementById('add-ship'))?.focus();
    });
    el.onChange();
  }

  return {
    get ships() { return ships; },
    get unreadCount() { return unread.size; },
    /** Shows a game's table with these ships (values as a ship file holds them). */
    load(schema, list) {
      cols = columns(schema);
      ships = list.map((s) => ({ ...s }));
      unread.clear();
      render();
    },
    add() {
      const name = cols.find((c) => c.key === 'name');
      const ship = {};
      // a new ship starts as a copy of the last one's choices, with a name of its own
      const last = ships[ships.length - 1];
      if (last) for (const c of cols) if (c.kind === 'enum' && last[c.key] !== undefined) ship[c.key] = last[c.key];
      if (name) ship.name = `New ship ${ships.length + 1}`;
      ships.push(ship);
      render(() => document.getElementById(id(ships.length - 1, cols[0].key))?.focus());
      el.onChange();
    },
    /** Shows each problem at its field (aria-invalid, aria-describedby); the rest below the table. */
    showProblems(problems) {
      const at = new Map([...unread]);
      const rest = [];
      for (const p of problems) {
        const m = /^ships\[(\d+)\]\.([^.[]+)(.*)$/.exec(p.field ?? '');
        const key = m && `${m[1]}.${m[2]}`;
        if (m && document.getElementById(id(Number(m[1]), m[2]))) {
          const text = m[3] ? `${m[3].replace(/^\./, '')}: ${p.message}` : p.message;
          at.set(key, at.has(key) ? `${at.get(key)}; ${text}` : text);
        } else rest.push(p.field ? `${p.field}: ${p.message}` : p.message); // the table has no lines to point at
      }
      for (const input of el.table.querySelectorAll('input, select')) {
        if (!input.id.startsWith('ship-')) continue;
        const key = input.id.slice(5).replace('-', '.');
        const msg = document.getElementById(`${input.id}-msg`);
        const text = at.get(key) ?? '';
        if (msg.textContent !== text) msg.textContent = text;
        if (text) {
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', msg.id);
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      }
      el.problems.hidden = rest.length === 0;
      el.problems.textContent = rest.join('\n');
    },
  };
}
