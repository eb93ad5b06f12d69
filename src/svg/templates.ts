// Handlebars SVG templates give each printable its structure and wording. A user can override any
// of them with --templates DIR (same layout: DIR/<printable>/<file>), without touching code.
import { existsSync, readFileSync } from 'node:fs';
import { readUserText } from '../data/read.js';
import { join } from 'node:path';
import type Handlebars from 'handlebars';
import { loadPackage } from '../lazy.js';
import { packageFile } from '../paths.js';
import { r } from '../units.js';
import { esc } from './draw.js';
import { FAMILY } from './fonts.js';
import { PRECOMPILED } from './precompiled.js';

// handlebars is loaded when the first template renders, not by commands that render none
let instance: typeof Handlebars | undefined;

function handlebars(): typeof Handlebars {
  if (instance) return instance;
  const hb = loadPackage<typeof Handlebars>('handlebars').create();
  hb.registerHelper('n', (v: number) => String(r(v)));
  hb.registerHelper('add', (a: number, b: number) => String(r(a + b)));
  hb.registerHelper('font', () => FAMILY);
  // An 8-pointed burst, the "hit!" mark of the picture labels.
  hb.registerHelper('burst', (cx: number, cy: number, R: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      const rad = i % 2 === 0 ? R : R * 0.5;
      return `${r(cx + rad * Math.sin(a))},${r(cy - rad * Math.cos(a))}`;
    }).join(' '),
  );
  return (instance = hb);
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Forgets the templates compiled from files under `dir`, so that edited ones are read again (a live preview). */
export function forgetTemplates(dir: string): void {
  for (const path of compiled.keys()) if (path.startsWith(join(dir, '/'))) compiled.delete(path);
}

export class Templates {
  constructor(private readonly overrideDir?: string) {}

  render(printable: string, file: string, view: object): string {
    const custom = this.overrideDir ? join(this.overrideDir, printable, file) : undefined;
    const path = custom && existsSync(custom) ? custom : packageFile('templates', printable, file);
    let t = compiled.get(path);
    // the writer names this file when it refuses markup from it: the user's own file, or ours by its relative name
    const from = path === custom ? custom : `${printable}/${file}`;
    if (!t) {
      const source = path === custom ? readUserText(path) : readFileSync(path, 'utf8');
      const ahead = path === custom ? undefined : PRECOMPILED.get(from);
      t = ahead?.source === source ? handlebars().template(ahead.spec as Parameters<typeof Handlebars.template>[0]) : handlebars().compile(source, { strict: true, noEscape: false });
      compiled.set(path, t);
    }
    return `<g data-template="${esc(from)}">${t(view).trim()}</g>`;
  }
}
