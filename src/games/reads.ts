// Which aids of a game file a kind reads besides its own settings (a wind card draws the range
// stick's bands): each named in the instance's `reads: { range-stick: ruler }`, or else the game
// file's one aid of that kind. Anything else is refused where it is written, or at the instance's kind.
import { DataError, quote } from '../errors.js';
import type { PNode } from '../data/node.js';
import { didYouMean } from '../data/suggest.js';
import type { Kind } from '../printables/kinds.js';

/** An aid of the game file, as far as reading its kind found it. */
export interface Named { name: string; kind: Kind; kindPos: PNode['pos']; reads?: PNode }

/** For an aid whose kind reads others: the section its printable reads each as → the aid read. */
export function readsOf(aid: Named, all: readonly Named[], errors: DataError[]): Record<string, string> {
  const wanted = aid.kind.reads ?? {};
  const path = `printables.${aid.name}.reads`;
  const given = new Map<string, PNode>();
  if (aid.reads && aid.reads.kind !== 'map') {
    errors.push(new DataError(aid.reads.pos, path, `expected the aids ${aid.kind.name} reads, by kind, e.g. { ${Object.keys(wanted)[0]}: ${Object.keys(wanted)[0]} }`));
  } else if (aid.reads) {
    for (const [key, { keyPos, node }] of aid.reads.entries) {
      if (Object.hasOwn(wanted, key)) given.set(key, node);
      else errors.push(new DataError(keyPos, path, `${aid.kind.name} reads ${Object.keys(wanted).join(' and ')}; got ${quote(key)}${didYouMean(key, Object.keys(wanted))}`));
    }
  }
  const out: Record<string, string> = {};
  for (const [kind, section] of Object.entries(wanted)) {
    const ofKind = all.filter((a) => a.kind.name === kind).map((a) => a.name);
    const node = given.get(kind);
    const what = `${aid.kind.name} reads the settings of a ${kind}`;
    if (node) {
      const name = node.kind === 'scalar' ? String(node.value) : '';
      const found = all.find((a) => a.name === name);
      const problem = node.kind !== 'scalar' ? `expected the name of an aid of kind ${kind}${ofKind.length ? ` (${ofKind.join(', ')})` : ''}`
        : !found ? `no aid ${quote(name)} in this game file; expected ${ofKind.length ? `one of kind ${kind}: ${ofKind.join(', ')}` : `an aid of kind ${kind}`}${didYouMean(name, ofKind)}`
        : found.kind.name !== kind ? `${name} is a ${found.kind.name}; expected an aid of kind ${kind}${ofKind.length ? ` (${ofKind.join(', ')})` : ''}` : null;
      if (problem) errors.push(new DataError(node.pos, `${path}.${kind}`, problem));
      else out[section] = name;
    } else if (ofKind.length === 1) {
      out[section] = ofKind[0];
    } else {
      const problem = ofKind.length === 0 ? `this game file has no aid of kind ${kind}; add one`
        : `this game file has ${ofKind.length}, ${ofKind.slice(0, -1).join(', ')} and ${ofKind[ofKind.length - 1]}; say which, reads: { ${kind}: ${ofKind[0]} }`;
      errors.push(new DataError(aid.kindPos, `printables.${aid.name}`, `${what}; ${problem}`));
    }
  }
  return out;
}
