// Template cases: a `--templates DIR` holding a copy of one of the shipped templates with its text
// (long runs, combining marks, many scripts, markup), path data (huge, malformed, exponents),
// `<pattern>` and `<use>` references (itself, cycles, deep chains, many copies) or attributes
// changed, run by `make` of the printable that draws it.
import { PRINTABLES, makeArgv, templates } from './games.mjs';
import { STRINGS } from './values.mjs';

const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const SCRIPTS = ['नमस्ते दुनिया', 'สวัสดีชาวโลก', 'ཨོཾ་མ་ཎི་པདྨེ་ཧཱུྃ', 'مرحبا بالعالم', 'שלום עולם', '안녕하세요', 'こんにちは世界', '漢字 舰船', 'Привет мир', 'Γειά σου Κόσμε', 'ሰላም ልዑል', 'ᚠᛇᚻ᛫ᛒᛦᚦ', '𝕳𝖊𝖑𝖑𝖔 𝔐𝔞𝔱𝔥', '\u{1F3F4}\u200D\u2620\uFE0F\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'];
const MARKUP = ['<b>bold</b>', '<tspan>x</tspan>', '<![CDATA[ <x> ]]>', '&#x0;', '&#xD800;', '&nbsp;', '&amp;&lt;&gt;', '<!-- note -->', '&#x202e;evil', '{{nope}}', '\\{{escaped}}', '{{{raw}}}', '{{#each}}', '</text><text>'];

/** Texts for a `<text>`: [content, problem tag or undefined]; `light` keeps them small. */
export function textContent(r, light) {
  const n = (small, big) => (light ? r.pick(small) : r.pick([...small, ...big]));
  return r.weighted([
    [3, () => [xml(r.pick(STRINGS.filter((s) => s.length < 1000)))]],
    [3, () => [r.pick(SCRIPTS).repeat(r.pick([1, 3, 40]))]],
    [2, () => [r.pick(MARKUP)]],
    [2, () => { const k = n([10, 300], [2000, 20_000, 40_000]); return ['e\u0301'.repeat(k), k >= 2000 ? 'text-size' : undefined]; }],
    [1, () => { const k = n([10, 300], [5000, 80_000]); return ['\u1f00'.repeat(k), k >= 5000 ? 'text-size' : undefined]; }],
    [2, () => { const k = n([100, 1000], [10_000, 40_000]); return ['word '.repeat(k), k >= 10_000 ? 'text-size' : undefined]; }],
    [1, () => { const k = n([100, 1000], [100_000]); return ['W'.repeat(k), k >= 100_000 ? 'text-size' : undefined]; }],
  ])();
}

/** Path data: [d, problem tag or undefined]. */
export function pathData(r, light) {
  return r.weighted([
    [4, () => [r.pick(['M', 'M 1', 'M1 1 L', 'L1 1', 'M1 1 X2 2', 'M1,,1', 'M 1e 1', 'M1.2.3.4', 'M-1-2-3-4z', 'M0 0 A 0 0 0 0 0 10 10', 'M0 0 A 1 1 0 2 3 10 10', 'M0 0 a1e5 1e5 0 1 1 1e5 0', 'M1e400 0', 'M1e-400 0', 'M NaN 0', 'M Infinity 0', 'M0x10 0', 'M 0 0 Q 1 1', 'M١ ٢', 'zzzz', 'M0 0 C 1 1 2 2', 'M0 0 T 5 5 S 1 1 2 2', ' ', ''])]],
    [3, () => [r.pick(['M1e5 1e5 L1E+5 1e-5', 'M 9.99999e5 0 L 0 9.99999e5', 'M 1e6 0 L 0 1e6', 'M 1.0000001e6 0', 'M 1000001 0', 'M-1e6 -1e6 L1e6 1e6', 'M0 0 L 1e+0 1E-0', 'M 0 0 l 1e-300 1e-300'])]],
    [3, () => { const k = light ? r.pick([100, 2000]) : r.pick([100, 2000, 100_000, 1_000_000, 4_990_000]); return ['M0 0' + 'h1'.repeat(k), k >= 1_000_000 ? 'path-size' : undefined]; }],
    [1, () => { const k = light ? 500 : r.pick([500, 50_000]); return ['M0 0' + 'z'.repeat(k)]; }],
    [1, () => { const k = light ? 100 : r.pick([100, 30_000]); return ['M0 0' + ' A 5 5 0 1 1 1 1'.repeat(k)]; }],
  ])();
}

const PAT = (id, fill) => `<pattern id="${id}" width="5" height="5" patternUnits="userSpaceOnUse"><rect x="0" y="0" width="5" height="5" fill="${fill}"/></pattern>`;
const useChain = (n) => Array.from({ length: n }, (_, i) => (i === 0 ? '<rect id="fz0" x="1" y="1" width="2" height="2" fill="#000000"/>' : `<use id="fz${i}" href="#fz${i - 1}" x="1"/>`)).join('');

/** References between elements: [snippet, problem tag or undefined]. */
export function references(r, light) {
  return r.weighted([
    [2, () => [`<defs>${PAT('fz', 'url(#fz)')}</defs><rect x="0" y="0" width="20" height="20" fill="url(#fz)"/>`, 'pattern-cycle']],
    [2, () => [`<defs>${PAT('fza', 'url(#fzb)')}${PAT('fzb', 'url(#fza)')}</defs><rect x="0" y="0" width="20" height="20" fill="url(#fza)"/>`, 'pattern-cycle']],
    [1, () => { const k = r.pick([3, 20, light ? 30 : 300]); return [`<defs>${Array.from({ length: k }, (_, i) => PAT(`fzp${i}`, i + 1 < k ? `url(#fzp${i + 1})` : '#000000')).join('')}</defs><rect width="20" height="20" fill="url(#fzp0)"/>`]; }],
    [1, () => ['<defs><pattern id="fzt" width="0.001" height="0.001" patternUnits="userSpaceOnUse"><circle cx="0" cy="0" r="0.001" fill="#000000"/></pattern></defs><rect width="500" height="500" fill="url(#fzt)"/>']],
    [2, () => [r.pick(['<use id="fzu" href="#fzu"/>', '<g id="fzg"><use href="#fzg"/></g>', '<use id="fza" href="#fzb"/><use id="fzb" href="#fza"/>', '<g id="fzg"><g><g><use xlink:href="#fzg"/></g></g></g>'])]],
    [2, () => [`<defs>${useChain(r.pick([8, 9, 20, 200]))}</defs>`]],
    [1, () => { const k = r.pick([10, 100, 101]); return [`<defs><g id="fzw">${'<rect width="1" height="1"/>'.repeat(k)}</g></defs>${'<use href="#fzw"/>'.repeat(k)}`]; }],
    [1, () => [r.pick(['<use href="#nope"/>', '<use href="other.svg#x"/>', '<use href="data:image/svg+xml,%3Csvg%3E"/>', '<use href="#"/>', '<use href="javascript:alert(1)"/>', '<use/>', '<rect width="5" height="5" fill="url(#nope)"/>', '<rect width="5" height="5" clip-path="url(#fzc)"/><clipPath id="fzc"><rect width="1" height="1" clip-path="url(#fzc)"/></clipPath>'])]],
    [1, () => [`${'<svg width="10" height="10">'.repeat(r.pick([63, 64, 65, 500]))}${'</svg>'.repeat(1)}`]],
    [1, () => { const k = r.pick([63, 64, 65, 1000]); return [`${'<g>'.repeat(k)}<rect width="1" height="1"/>${'</g>'.repeat(k)}`]; }],
  ])();
}

export const ATTRS = [
  'transform="scale(1e308)"', 'transform="rotate(NaN)"', 'transform="matrix(1 0 0 1 1e6 0)"', 'transform="skewX(90)"', 'transform="skewX(89.9999)"', 'transform="scale(1000) scale(1000) scale(1000)"', 'transform="translate(1e6,1e6) rotate(45 1e6 1e6)"', 'transform="matrix(0 0 0 0 0 0)"', 'transform="scale(-0)"', 'transform="rotate(1e300)"',
  'width="-1"', 'width="1e9"', 'height="NaN"', 'width=""', 'width="10%"', 'rx="1e7"', 'r="-5"', 'stroke-width="1e6"', 'stroke-dasharray="0 0"', 'stroke-dasharray="1e-9"', `stroke-dasharray="${'1 '.repeat(10_000)}"`, 'stroke-miterlimit="0"', 'opacity="2"', 'opacity="NaN"', 'fill="url(#nope)"', 'fill="url(#x) #000000"', 'fill="#GGGGGG"', 'font-size="1e6"', 'font-size="0"', 'font-size="-3"', 'letter-spacing="-1e6"', 'letter-spacing="1e5"', 'text-anchor="bogus"', 'dominant-baseline="sideways"',
  'style="fill:red"', 'class="x"', 'onclick="x()"', 'data-x="{{nope}}"', 'x="1" x="2"', 'x="1', `data-long="${'a'.repeat(100_000)}"`, 'viewBox="0 0 0 0"', 'viewBox="0 0 -1 1e9"', 'points="1,2,3"', 'd="M0 0 L"',
];

/** Fills `c` with a template case: a printable of its game (or one that has the template). */
export function templateCase(r, c, allowed, note) {
  // (a game file's kinds, the card among them, are no shipped game's printables: the own surface tries them)
  const file = r.pick(Object.keys(templates).filter((f) => !f.startsWith('contents/') && Object.values(PRINTABLES).some((ps) => ps.includes(f.split('/')[0]))));
  const [printable, base] = file.split('/');
  const games = Object.keys(PRINTABLES).filter((g) => PRINTABLES[g].includes(printable) && (printable !== 'wind-card' || (g === 'crane') === base.startsWith('crane')));
  if (!games.includes(c.game)) c.game = r.pick(games);
  let text = templates[file];
  const tags = [];
  const kind = r.weighted([[4, 'text'], [3, 'path'], [3, 'refs'], [3, 'attrs']]);
  if (kind === 'text') {
    const [content, tag] = textContent(r, c.light);
    if (tag) tags.push(tag);
    const own = [...text.matchAll(/(<text\b[^>]*>)([^<]*)(<\/text>)/g)];
    if (own.length && r.chance(0.6)) { const m = r.pick(own); text = text.slice(0, m.index) + m[1] + content + m[3] + text.slice(m.index + m[0].length); } else text += `\n<text x="10" y="20" font-size="8">${content}</text>\n`;
  }
  if (kind === 'path') {
    const [d, tag] = pathData(r, c.light);
    if (tag) tags.push(tag);
    text += `\n<path d="${d}" fill="none" stroke="#000000" stroke-width="0.5"/>\n`;
  }
  if (kind === 'refs') {
    const [snippet, tag] = references(r, c.light);
    if (tag) tags.push(tag);
    text = r.chance(0.5) ? `${snippet}\n${text}` : `${text}\n${snippet}\n`;
  }
  if (kind === 'attrs') {
    const tagsAt = [...text.matchAll(/<(rect|circle|line|path|text|g|polygon|polyline|ellipse)\b/g)];
    const attr = r.pick(ATTRS);
    const m = tagsAt.length ? r.pick(tagsAt) : null;
    text = m ? `${text.slice(0, m.index + m[0].length)} ${attr}${text.slice(m.index + m[0].length)}` : `${text}\n<rect ${attr}/>\n`;
  }
  if (!tags.every(allowed)) return templateCase(r, c, allowed, note);
  note({ name: `template-${kind}:${file}`, tags });
  c.files[`tpl/${file}`] = Buffer.from(text);
  c.command = 'make';
  c.argv = [...makeArgv(r, c, printable), '--templates', '{dir}/tpl'];
}
