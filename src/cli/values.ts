// The values of printable options typed on the command line that come from a closed set (--grid,
// --orientation, --duplex, --backs, --layout …, and the named sizes of --card-size and --pouch):
// a word outside the set is refused in the one shape every command-line value has,
// `--grid: unknown grid "hexx"; expected one of square, hex; did you mean "hex"?`, and a word in
// any case is handed on in its canonical spelling. Everything else is left to the option's field.
import { InputError, quote } from '../errors.js';
import { canonical, didYouMean, unknownChoice } from '../data/suggest.js';
import { CARD_SIZES } from '../printables/cards.js';
import { POUCH_NAMES } from '../printables/laminate.js';
import { PRINTABLES } from '../games/registry.js';

/** Options taking a name from a list or a size WxH, and an example of the size. */
const NAMED_SIZES: Record<string, { names: readonly string[]; example: string }> = {
  'card-size': { names: Object.keys(CARD_SIZES), example: '63x88mm' },
  pouch: { names: POUCH_NAMES, example: '4x6in' },
};

/** `--back-style` is a "back style". */
const noun = (key: string): string => key.replace(/-/g, ' ');

/**
 * The options with closed-set values checked against the printables named (make: the one; kit and
 * serve: every printable, as the kit's are not yet read, so a value is refused only when no
 * printable takes it). Returns the options with names in their canonical spelling.
 */
export function closedValues(options: Record<string, unknown>, names?: string[]): Record<string, unknown> {
  const printables = PRINTABLES.filter((p) => !names || names.includes(p.name));
  return Object.fromEntries(Object.entries(options).map(([key, value]) => {
    // yargs reads `--grid 1` as a number: a word of the set is text all the same
    if (typeof value !== 'string' && typeof value !== 'number') return [key, value];
    const fields = printables.flatMap((p) => (Object.hasOwn(p.options, key) ? [p.options[key]] : []));
    const values = [...new Set(fields.flatMap((f) => (f.type === 'enum' ? f.values : [])))];
    if (values.length && fields.every((f) => f.type === 'enum')) {
      const found = canonical(String(value), values);
      if (found === undefined) throw new InputError(`--${key}: ${unknownChoice(noun(key), String(value), values)}`);
      return [key, found];
    }
    const sized = Object.hasOwn(NAMED_SIZES, key) ? NAMED_SIZES[key] : undefined;
    // a size (it starts with a number) is left to the field, which knows its limits
    if (!sized || !fields.length || typeof value !== 'string' || /^\s*[\d.]/.test(value)) return [key, value];
    const found = canonical(value, sized.names);
    if (found === undefined) {
      throw new InputError(`--${key}: unknown ${noun(key)} ${quote(value)}; expected one of ${sized.names.join(', ')}, or a size WxH (e.g. ${sized.example})${didYouMean(value, sized.names)}`);
    }
    return [key, found];
  }));
}
