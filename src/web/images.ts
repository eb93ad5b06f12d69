// Per-card PNG images in the page: each card's page SVG, the fonts embedded as the SVG export does
// (src/svg/export.ts), drawn to a canvas at the command line's dpi; and zips of what is made.
import { zipSync } from 'fflate';
import { FAMILY, FONT_FILES, FALLBACK_FILES, type Weight } from '../svg/fonts.js';
import { platform } from '../platform/index.js';
import { store } from './platform.js';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

let kept: { key: string; css: string } | undefined;

/** The @font-face rules, made again only when the fallback face has been loaded since. */
function faces(): string {
  const key = (Object.keys(FONT_FILES) as Weight[]).map((w) => store.has(FALLBACK_FILES[w])).join();
  if (kept?.key === key) return kept.css;
  kept = { key, css: makeFaces() };
  return kept.css;
}

function makeFaces(): string {
  const out: string[] = [];
  for (const w of Object.keys(FONT_FILES) as Weight[]) {
    const weight = w === 'bold' ? 'bold' : 'normal';
    // the fallback face only when it was loaded: text that needs it loaded it while being measured
    if (store.has(FALLBACK_FILES[w])) out.push(`@font-face{font-family:'${FAMILY}';font-weight:${weight};src:url(data:font/ttf;base64,${base64(platform().readPackage(FALLBACK_FILES[w]))}) format('truetype');}`);
    out.push(`@font-face{font-family:'${FAMILY}';font-weight:${weight};src:url(data:font/ttf;base64,${base64(platform().readPackage(FONT_FILES[w]))}) format('truetype');}`);
  }
  return `<style>${out.join('')}</style>`;
}

/** A page (a card face with its bleed, at `dpi`) as PNG bytes. */
export async function pagePng(page: { width: number; height: number; svg: string }, dpi: number): Promise<Uint8Array> {
  const svg = page.svg.replace(/^(<svg[^>]*>)/, `$1${faces()}`);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = dpi / 72;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(page.width * scale);
    canvas.height = Math.round(page.height * scale);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the image could not be made'))), 'image/png'));
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Files in one zip; PDFs and PNGs are compressed already, so they are stored as they are. */
export const zip = (files: Record<string, Uint8Array>): Uint8Array => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v, { level: 0 }]])));
