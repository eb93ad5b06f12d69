// The preview's HTTP answers. Only a fixed set of paths is served: the page, its scripts and styles,
// the four shipped font files, the rendered sheets, the PDF, the state and its event stream. No path
// is ever mapped onto the file system, so nothing else on the machine can be read through it. A
// request must name the server as the loopback name and port in its Host header: a web page whose
// name an attacker points at 127.0.0.1 (DNS rebinding) is refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { readUserFile } from '../data/read.js';
import { PAPER_NAMES } from '../impose/paper.js';
import { packageFile } from '../paths.js';
import { FALLBACK_FILES, FONT_FILES } from '../svg/fonts.js';
import type { Preview } from './preview.js';

const WEB: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/app.css': ['app.css', 'text/css; charset=utf-8'],
  // the viewer is the static site's too, and lives with its files
  '/viewer.js': ['site/viewer.js', 'text/javascript; charset=utf-8'],
  '/viewer.css': ['site/viewer.css', 'text/css; charset=utf-8'],
};
const FONTS = new Map([...Object.values(FONT_FILES), ...Object.values(FALLBACK_FILES)].map((f) => [`/fonts/${basename(f)}`, f]));
const SECURITY = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export interface Handler { handle(req: IncomingMessage, res: ServerResponse): void; broadcast(): void; close(): void }

/**
 * `choose` takes the page's choices; `refresh` renders again now (Download found a file changed that
 * the watcher has not told of yet).
 */
export function handler(preview: Preview, port: () => number, choose: (body: unknown) => void, refresh: () => void): Handler {
  const streams = new Set<ServerResponse>();
  const origins = () => [`127.0.0.1:${port()}`, `localhost:${port()}`];

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...SECURITY, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...extra });
    res.end(body);
  };
  const refuse = (res: ServerResponse, status: number, why: string) => send(res, status, 'text/plain; charset=utf-8', why + '\n');

  function state(): string {
    const good = preview.good;
    return JSON.stringify({
      version: preview.version,
      pagesVersion: good?.version ?? 0,
      title: good?.job.title ?? '',
      file: basename(preview.opts.file),
      pages: good?.pages.map((p) => ({ width: p.width, height: p.height })) ?? [],
      problems: preview.problems,
      paper: good?.job.paper ?? preview.choices.paper ?? '',
      papers: PAPER_NAMES,
      duplex: preview.choices.duplex ?? '',
      duplexApplies: preview.duplexApplies(),
      renderMs: Math.round(preview.renderMs),
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers.host ?? '';
    if (!origins().includes(host)) return refuse(res, 403, 'forbidden: this preview answers only to 127.0.0.1 and localhost by its port');
    // only the exact paths below are served; anything else, dots and slashes included, is not found
    const path = (req.url ?? '').split('?', 1)[0];
    if (req.method === 'POST' && path === '/choices') return choices(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method not allowed');
    const web = WEB[path];
    if (web) return send(res, 200, web[1], readUserFile(packageFile('web', web[0])));
    const font = FONTS.get(path);
    if (font) return send(res, 200, 'font/ttf', readUserFile(font), { 'Cache-Control': 'max-age=3600' });
    if (path === '/state') return send(res, 200, 'application/json', state());
    if (path === '/events') return events(res);
    const page = /^\/pages\/([1-9]\d{0,4})\.svg$/.exec(path);
    if (page) {
      const svg = preview.good?.svgs[Number(page[1]) - 1];
      return svg === undefined ? refuse(res, 404, 'no such page') : send(res, 200, 'image/svg+xml', svg);
    }
    if (path === '/kit.pdf') {
      // the PDF is of the files as they are now, even if a save's event is still on its way
      if (preview.stale()) refresh();
      // while a file is wrong, the pages shown are not what `kit` would make of the files
      if (preview.problems.length) return refuse(res, 409, 'the files have problems (see the banner); fix them, then download');
      const pdf = await preview.pdfBytes();
      if (!pdf) return refuse(res, 409, 'no pages yet');
      return send(res, 200, 'application/pdf', pdf, { 'Content-Disposition': attachment(preview.pdfName()) });
    }
    return refuse(res, 404, 'not found');
  }

  function events(res: ServerResponse): void {
    res.writeHead(200, { ...SECURITY, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
    res.write(`retry: 1000\n\nevent: update\ndata: ${preview.version}\n\n`);
    streams.add(res);
    res.on('close', () => streams.delete(res));
  }

  function choices(req: IncomingMessage, res: ServerResponse): void {
    // a page elsewhere may post to the loopback address too: only our own page may choose
    const origin = req.headers.origin;
    if (origin !== undefined && !origins().some((o) => origin === `http://${o}`)) return refuse(res, 403, 'forbidden origin');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
      if (body.length > 1024) req.destroy();
    });
    req.on('end', () => {
      try {
        choose(JSON.parse(body));
      } catch {
        return refuse(res, 400, 'expected {"paper": "...", "duplex": "..."}');
      }
      send(res, 200, 'application/json', state());
    });
  }

  return {
    handle: (req, res) => {
      route(req, res).catch((err) => {
        if (!res.headersSent) refuse(res, 500, `internal fault: ${(err as Error).message}`);
      });
    },
    broadcast: () => {
      for (const s of streams) s.write(`event: update\ndata: ${preview.version}\n\n`);
    },
    close: () => {
      for (const s of streams) s.end();
      streams.clear();
    },
  };
}

/**
 * A Content-Disposition for a download named `given` in any script (RFC 6266): `filename*` the name
 * in UTF-8, percent-encoded (RFC 5987), which browsers use; `filename` an ASCII stand-in for the few
 * that do not: accents dropped, other letters `_` (a run of them one), quotes, backslashes and the
 * percent sign (which old browsers misread) `_`, and "kit" for a name with no ASCII letter or digit.
 * The header is ASCII whatever the name: Node refuses other characters and mangles Latin-1 ones.
 */
export function attachment(given: string): string {
  // a lone surrogate has no UTF-8 (encodeURIComponent throws on one)
  const name = given.replace(/[\ud800-\udfff]/gu, '\ufffd');
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const ascii = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]+|["\\%]/gu, '_');
  const fallback = /[A-Za-z0-9]/.test(ascii(stem)) ? ascii(stem) : 'kit';
  // RFC 5987's attr-char: letters, digits and !#$&+-.^_`|~; everything else percent-encoded
  const star = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}${ascii(ext)}"; filename*=UTF-8''${star}`;
}
