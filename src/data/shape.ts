// Whether a file has the shape of what it was named as (a ship, kit, deck or data file): one that
// has not is said so in one sentence, nothing of it quoted, before its keys are each reported.
import { DataError, type Position } from '../errors.js';
import type { PNode } from './node.js';
import { closest } from './suggest.js';

/**
 * A file that is not what it was given as (package.json named as a ship file): said in one
 * sentence at its top, none of its content quoted back, whoever named it saying where.
 */
export class NotThatFile extends DataError {
  constructor(pos: Position, readonly what: string, readonly why: string) {
    super(pos, '', `not a ${what}: ${why}`);
    this.name = 'NotThatFile';
  }
}

const listed = (keys: string[], and: string): string => keys.map((k) => `${k}:`).join(', ').replace(/, ([^,]*)$/, ` ${and} $1`);

/**
 * Refuses a root that is not a mapping, or a mapping holding none of the `marks` keys whose keys
 * are not all slips of `keys` either: its keys would otherwise each be quoted back as unknown.
 * `shown`: the keys the message says are expected, or the words for them.
 */
export function notA(root: PNode, what: string, marks: string[], keys: string[], shown: string[] | string = keys): void {
  const expected = typeof shown === 'string' ? shown : listed(shown, 'and');
  if (root.kind === 'seq') throw new NotThatFile(root.pos, what, `it is a list; expected ${expected} at its top${what === 'ship file' ? ' (a list of ships goes under ships:)' : ''}`);
  if (root.kind === 'scalar') throw new NotThatFile(root.pos, what, `it is a single value, not a mapping; expected ${expected} at its top`);
  const found = [...root.entries.keys()];
  if (found.some((k) => marks.includes(k)) || found.every((k) => keys.includes(k) || closest(k, keys) !== undefined)) return;
  throw new NotThatFile(root.pos, what, typeof shown === 'string' ? `it has none of ${shown} at its top` : `it has no ${listed(marks, 'or')} key at its top; expected ${expected}`);
}
