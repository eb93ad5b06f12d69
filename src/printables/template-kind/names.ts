// What a game file's template reads, checked when the game file is read rather than when a ship is
// drawn: every value it names where its view is the context (outside {{#each}} and {{#with}}, which
// change it) must be one the view holds, and every helper it calls one there is. A misspelt field
// is refused at its place in the template, with the nearest name. The boxes its {{fitName}} calls
// give with numbers let a ship file's check refuse a name that could not be printed.
import { DataError, excerpt, oneLine, quoteWith } from '../../errors.js';
import { didYouMean } from '../../data/suggest.js';
import { fitNameBox } from '../../svg/ship-helpers.js';
import { notDefined } from '../../svg/templates.js';
import type { NameBox } from '../../svg/names.js';

/** The values a view holds: each name's own values, or `true` where they are not checked (a list, a number). */
export type Shape = { [key: string]: Shape } | true;

/** Handlebars' own helpers, always there. */
const BUILT_IN = ['if', 'unless', 'each', 'with', 'lookup', 'log'];
/** Its block helpers that leave the context as it is. */
const SAME_CONTEXT = ['if', 'unless'];

type N = hbs.AST.Node & Record<string, any>;

/** Refuses the first name `ast` reads that `view` does not hold, or helper not among `helpers`. */
export function checkNames(ast: hbs.AST.Program, from: string, view: Record<string, Shape>, helpers: readonly string[]): void {
  const known = [...BUILT_IN, ...helpers];
  const at = (n: N) => ({ file: from, line: n.loc.start.line, col: n.loc.start.column + 1 });

  const value = (p: N, top: boolean): void => {
    if (p.type !== 'PathExpression') return visit(p, top);
    const parts: string[] = p.parts;
    // @root.… reads the view wherever it is; other @data (@index, @key) and ../ are the blocks' own
    if (p.data) { if (parts[0] === 'root') path(p, parts.slice(1)); return; }
    if (top && p.depth === 0 && parts.length > 0) path(p, parts);
  };
  const path = (p: N, parts: string[]): void => {
    let shape: Shape = view;
    for (const [i, part] of parts.entries()) {
      if (shape === true) return;
      if (!Object.hasOwn(shape, part)) {
        const expr = `{{${excerpt(p.original)}}}`;
        if (i === 0) throw new DataError(at(p), expr, notDefined(part, view));
        const keys = Object.keys(shape);
        throw new DataError(at(p), expr, `${quoteWith(part, (s) => `"${oneLine(s)}"`)} is not defined: ${parts.slice(0, i).join('.')} has no such value; its values: ${keys.join(', ') || 'none'}${didYouMean(part, keys)}`);
      }
      shape = shape[part];
    }
  };
  /** A mustache, block or subexpression: its callee, a helper or a value, and its arguments. */
  const call = (n: N, top: boolean): void => {
    const p = n.path as N;
    const simple = p.type === 'PathExpression' && !p.data && p.depth === 0 && p.parts.length === 1 && !/^(this|\.)[./]/.test(p.original);
    const args = n.params.length > 0 || (n.hash?.pairs.length ?? 0) > 0;
    if (simple && known.includes(p.parts[0])) { /* a helper */ } else if (simple && args) {
      throw new DataError(at(p), `{{${excerpt(p.original)}}}`, notDefined(p.parts[0], view));
    } else value(p, top);
    for (const a of n.params) value(a, top);
    for (const pair of n.hash?.pairs ?? []) value(pair.value, top);
  };
  const visit = (n: N, top: boolean): void => {
    switch (n.type) {
      case 'Program': for (const s of n.body) visit(s, top); return;
      case 'MustacheStatement': case 'SubExpression': return call(n, top);
      case 'BlockStatement': {
        call(n, top);
        const same = n.path.type === 'PathExpression' && SAME_CONTEXT.includes(n.path.original);
        if (n.program) visit(n.program, top && same);
        if (n.inverse) visit(n.inverse, top);
        return;
      }
      // partials and inline partials are filled in where they are named, in that place's context
      default: return;
    }
  };
  visit(ast as N, true);
}

/** The boxes of the {{fitName x y width size}} calls written with numbers (a box worked out when filled in is checked then). */
export function nameBoxes(ast: hbs.AST.Program): NameBox[] {
  const out: NameBox[] = [];
  const num = (e: N | undefined): number | undefined => (e?.type === 'NumberLiteral' ? e.value : undefined);
  const walk = (n: N | undefined): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) { for (const x of n) walk(x); return; }
    if ((n.type === 'MustacheStatement' || n.type === 'SubExpression') && n.path?.original === 'fitName') {
      const [, , width, size] = n.params.map(num);
      const height = n.hash?.pairs.find((p: N) => p.key === 'height');
      if (width !== undefined && size !== undefined && (!height || num(height.value) !== undefined)) out.push(fitNameBox(width, size, height && num(height.value)));
    }
    for (const key of ['body', 'program', 'inverse', 'params']) walk(n[key]);
  };
  walk(ast as N);
  return out;
}
