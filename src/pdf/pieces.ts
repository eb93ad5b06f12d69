// Item bodies are mostly made of pieces every copy shares: a card's sections, boxes and pictures are
// the same markup on every boat's card, only its name and side differ. A body is cut into its
// top-level elements (and those of a template's plain wrapper, <g data-template="…">), and each
// piece that stands alone (no id, no url(…) or href: nothing it names or is named by) is compiled
// once, for the process, by its markup: its drawing operations do not depend on its neighbours, as
// it inherits nothing from a plain wrapper. The rest is read and compiled with the body as before.

import type { Op } from './ops.js';
import { parseFragment, type El } from './parse.js';

/** A piece of a body: its markup, whether it may be compiled on its own, and the wrapper it is in (its template and place among the top-level elements). */
export interface Piece { markup: string; alone: boolean; wrapper?: { from: string; at: number } }

const WRAPPER = /^<g data-template="([^"<>&]*)">/;

/**
 * Whether each tag of `s` has its quotes paired (a '>' in a quoted value would fool the cut), asked
 * of tags in order. The next quote of each kind is kept: a search that finds none in a tag would
 * otherwise go on to the end of the markup for every tag (markup without a ' at all).
 */
function quotes(s: string): (start: number, end: number) => boolean {
  const next = [-1, -1];
  return (start, end) => {
    for (let q = 0; q < 2; q++) {
      const ch = q ? "'" : '"';
      let n = 0;
      let k = next[q] >= start ? next[q] : s.indexOf(ch, start);
      for (; k >= 0 && k < end; k = s.indexOf(ch, k + 1)) n++;
      next[q] = k < 0 ? Infinity : k;
      if (n % 2) return false;
    }
    return true;
  };
}

/** `s` cut into its top-level elements (whitespace between them dropped); null when it is anything else. */
function elements(s: string): string[] | null {
  const paired = quotes(s);
  const out: string[] = [];
  let i = 0;
  for (;;) {
    const lt = s.indexOf('<', i);
    if (lt < 0) return s.slice(i).trim() ? null : out;
    if (s.slice(i, lt).trim()) return null;
    let depth = 0;
    let j = lt;
    do {
      const c = s.charCodeAt(j + 1);
      if (c === 33 /* ! */ || c === 63 /* ? */) return null;
      const gt = s.indexOf('>', j);
      if (gt < 0 || !paired(j, gt)) return null;
      if (c === 47 /* / */) depth--;
      else if (s.charCodeAt(gt - 1) !== 47) depth++;
      j = gt + 1;
      if (depth > 0) {
        j = s.indexOf('<', j);
        if (j < 0) return null;
      }
    } while (depth > 0);
    if (depth < 0) return null;
    out.push(s.slice(lt, j));
    i = j;
  }
}

const alone = (m: string) => !m.includes('id=') && !m.includes('url(') && !m.includes('href');

/** The body's pieces, in drawing order, or null when it is not cut so simply (it is then compiled whole). */
export function pieces(markup: string): Piece[] | null {
  if (markup.includes('<use')) return null;
  const top = elements(markup);
  if (!top) return null;
  const out: Piece[] = [];
  top.forEach((el, at) => {
    const w = WRAPPER.exec(el);
    const inner = w && el.endsWith('</g>') ? elements(el.slice(w[0].length, -4)) : null;
    if (w && inner) for (const m of inner) out.push({ markup: m, alone: alone(m), wrapper: { from: w[1], at } });
    else out.push({ markup: el, alone: alone(el) });
  });
  return out;
}

// Pieces compiled on their own, by their markup, for the process.
const PIECE_MIN = 300; // characters: a body read in pieces has one this long, else it is read whole
const MAX_PIECES_SIZE = 4_000_000; // characters of markup kept
const pieceOps = new Map<string, Op[]>();
let piecesSize = 0;
/** A piece of a body: a stand-in (an empty group) for one compiled before, with its operations, or one to remember once drawn, by its markup. */
export type CompiledPiece = El & { done?: Op[]; piece?: string };

export function remember(markup: string, ops: Op[]): void {
  if (piecesSize + markup.length > MAX_PIECES_SIZE) {
    pieceOps.clear();
    piecesSize = 0;
  }
  // a piece is a slice of its body, and as a key would keep the whole body: the key is a copy of its own
  pieceOps.set((' ' + markup).slice(1), ops);
  piecesSize += markup.length;
}

/** The fragment's tree, with the pieces that stand alone and were compiled before as stand-ins; null to read it whole. */
export function pieceTree(markup: string, from?: string): El | null {
  const cut = pieces(markup);
  if (!cut || !cut.some((p) => p.alone && p.markup.length >= PIECE_MIN)) return null;
  const root: El = { name: 'g', attrs: {}, children: [], text: '', from };
  const wrappers = new Map<number, El>();
  for (const p of cut) {
    let parent = root;
    const w = p.wrapper;
    if (w) {
      let g = wrappers.get(w.at);
      if (!g) {
        g = { name: 'g', attrs: { 'data-template': w.from }, children: [], text: '', from: w.from };
        wrappers.set(w.at, g);
        root.children.push(g);
      }
      parent = g;
    }
    const at = w?.from ?? from;
    const done = p.alone ? pieceOps.get(p.markup) : undefined;
    if (done) {
      const stand: CompiledPiece = { name: 'g', attrs: {}, children: [], text: '', from: at, done };
      parent.children.push(stand);
      continue;
    }
    // the piece alone, as reading the whole markup would have read it
    const el = parseFragment(p.markup, at);
    // small pieces too: a card's few dozen rules, boxes and words recur on every copy
    if (p.alone) (el as CompiledPiece).piece = p.markup;
    parent.children.push(el);
  }
  return root;
}
