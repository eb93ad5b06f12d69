// `broadside serve`: a live preview in the browser. One warm process renders the kit, serves its
// pages to a page on 127.0.0.1, watches every file the kit is made from and re-renders on each save,
// telling the open page by server-sent events.
import '../platform/node.js';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isConvention } from '../convention/load.js';
import { loadFile, type PNode } from '../data/node.js';
import { loadShipsFile } from '../data/ships.js';
import { isSheet } from '../data/table.js';
import type { Game } from '../games/types.js';
import { InputError } from '../errors.js';
import { PAPER_NAMES } from '../impose/paper.js';
import { forgetTemplates } from '../svg/templates.js';
import { handler } from './http.js';
import { Preview, type ServeOptions } from './preview.js';
import { Watcher } from './watch.js';

export type { ServeOptions } from './preview.js';

export const DEFAULT_PORT = 4310;
/** How many ports past a busy one are tried. */
const PORT_TRIES = 20;

export interface Running {
  url: string;
  port: number;
  preview: Preview;
  /** Called after each render with the time from the first file event to the pages being ready (ms). */
  onRender?: (msSinceSave: number | undefined) => void;
  close(): Promise<void>;
}

/**
 * Starts the preview. `port`: that port and no other (0: any free one), refused when in use; left
 * out, DEFAULT_PORT or the next free one after it.
 */
export async function startServer(opts: ServeOptions & { port?: number }): Promise<Running> {
  const preview = new Preview(opts);
  let port = 0;
  const running: Running = { url: '', port: 0, preview, close: async () => {} };
  const rerender = (since?: number) => {
    preview.render();
    watcher.files(preview.deps);
    web.broadcast();
    running.onRender?.(since === undefined ? undefined : performance.now() - since);
  };
  const watcher = new Watcher((treeChanged) => {
    const since = watcher.first;
    if (treeChanged && opts.templatesDir) forgetTemplates(opts.templatesDir);
    rerender(since);
  });
  const web = handler(preview, () => port, (body) => {
    const { paper, duplex } = (body ?? {}) as Record<string, unknown>;
    if ((paper !== undefined && (typeof paper !== 'string' || !['', ...PAPER_NAMES].includes(paper))) ||
      (duplex !== undefined && !['', 'long-edge', 'short-edge'].includes(duplex as string))) throw new Error('bad choice');
    preview.choices = { paper: (paper as string) || undefined, duplex: (duplex as string) || undefined };
    rerender();
  }, () => rerender());
  preview.render();
  watcher.files(preview.deps);
  if (opts.templatesDir) {
    try {
      watcher.folder(opts.templatesDir);
    } catch {
      watcher.close();
      throw new InputError(`--templates: cannot watch "${opts.templatesDir}"; expected a folder of templates`);
    }
  }
  const server = createServer(web.handle);
  try {
    port = await listen(server, opts.port ?? DEFAULT_PORT, opts.port !== undefined);
  } catch (err) {
    watcher.close();
    throw err;
  }
  running.port = port;
  running.url = `http://127.0.0.1:${port}`;
  running.close = async () => {
    watcher.close();
    web.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return running;
}

/** Listens on 127.0.0.1 at `port`, or when not `exact` the next free one (port 0: any free port). */
export async function listen(server: Server, port: number, exact: boolean): Promise<number> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InputError(`--port: expected a port number from 0 to 65535, got ${port}`);
  for (let p = port, tries = 0; ; p++, tries++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(p, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // a port the user chose is theirs: another is taken only when none was named
      if (code === 'EADDRINUSE' && exact) throw new InputError(`--port ${p}: the port is in use; choose another or leave --port out to take the next free one`);
      if (code !== 'EADDRINUSE' || port === 0 || tries >= PORT_TRIES || p >= 65535) {
        throw new InputError(`--port: cannot listen on 127.0.0.1:${p} (${code}); give another with --port N`);
      }
    }
  }
}

/** The command: serves until Ctrl-C (or SIGTERM), then closes and returns. */
export async function serve(opts: ServeOptions & { port?: number }, out: (s: string) => void): Promise<void> {
  if (!existsSync(opts.file)) throw new InputError(`${opts.file}: cannot read file (no such file); give a kit file, or a ship file with --printable`);
  if (!opts.printable && conventionFile(opts.file)) throw new InputError(`${opts.file}: a convention file holds several kits; serve one kit file at a time`);
  if (!opts.printable) refuseShipFile(opts.file);
  const running = await startServer(opts);
  out(`Preview at ${running.url} (Ctrl-C to stop)`);
  const report = () => {
    for (const p of running.preview.problems) out(`broadside: ${p.text}`);
  };
  report();
  running.onRender = (ms) => {
    if (running.preview.problems.length) report();
    else out(`updated (${running.preview.good?.pages.length} pages, ${Math.round(ms ?? running.preview.renderMs)} ms)`);
  };
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await running.close();
}

/** A convention file; a file too broken to tell is served, so that its banner says what is wrong. */
function conventionFile(file: string): boolean {
  try {
    return isConvention(file);
  } catch {
    return false;
  }
}

/**
 * A ship file served as a kit would fail on its missing print: list; what it needs is the aid to
 * show, said before the server starts. A file too broken to tell is served, as above.
 */
function refuseShipFile(file: string): void {
  if (!isSheet(file)) {
    let root: PNode;
    try {
      root = loadFile(file).root;
    } catch {
      return;
    }
    if (root.kind !== 'map' || root.entries.has('print') || !root.entries.has('ships')) return;
  }
  let game: Game | undefined;
  try {
    game = loadShipsFile(file).game;
  } catch {
    // a ship file with mistakes is still a ship file; its aids are named when its game is
  }
  const aids = game?.printables.map((p) => p.name);
  // an aid drawn from the ships, else one that names them, as the example
  const example = (game?.printables.find((p) => p.perShip) ?? game?.printables.find((p) => p.nameBox) ?? game?.printables[0])?.name ?? 'boat-record';
  const theirs = aids ? `its game's aids: ${aids.join(', ')}` : 'broadside list shows each game\'s aids';
  throw new InputError(`${file} is a ship file: name the aid to preview with --printable, e.g. --printable ${example}; ${theirs}`);
}
