// The live preview's server without a browser: templates folders watched, an editor's several writes
// made one render, folders removed and put back watched again, a busy port asked for refused, and the
// command's start line and Ctrl-C.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type Running } from '../src/serve/index.js';
import { Preview } from '../src/serve/preview.js';
import { ROOT, cli, scratch } from './helpers.js';

const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.close();
});

/** A copy of the Milk and Cookies kit with its ships file beside it. */
function kitCopy(): { dir: string; kit: string; ships: string } {
  const dir = scratch();
  const kit = join(dir, 'kit.yaml');
  const ships = join(dir, 'fleet.yaml');
  writeFileSync(kit, readFileSync(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), 'utf8').replace('../ships/milk-and-cookies.yaml', 'fleet.yaml'));
  cpSync(join(ROOT, 'examples/ships/milk-and-cookies.yaml'), ships);
  return { dir, kit, ships };
}

/** Resolves with the number of renders seen once none has come for `quiet` ms. */
function renders(r: Running, quiet = 400): Promise<number> {
  return new Promise((resolve) => {
    let n = 0;
    let timer = setTimeout(() => resolve(n), quiet * 3);
    r.onRender = () => {
      n += 1;
      clearTimeout(timer);
      timer = setTimeout(() => resolve(n), quiet);
    };
  });
}

/** Resolves once `ok()` holds (checked every 20 ms), or fails after 3 s. */
async function until(ok: () => boolean): Promise<void> {
  for (const t0 = Date.now(); !ok(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - t0 > 3000) throw new Error('not seen within 3 s');
  }
}

/** The PDF the Download button gets. */
function pdf(port: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/kit.pdf', headers: { host: `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`status ${res.statusCode}`))));
    }).on('error', reject).end();
  });
}

describe('broadside serve, watching', () => {
  it('refuses a file that is not there, and a convention file, with exit code 2', async () => {
    const missing = await cli('serve', join(scratch(), 'nope.yaml'), '--port', '0');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.yaml: cannot read file \(no such file\); give a kit file/);
    const convention = await cli('serve', join(ROOT, 'examples/convention.yaml'), '--port', '0');
    expect(convention.code).toBe(2);
    expect(convention.err).toMatch(/convention\.yaml: a convention file holds several kits; serve one kit file at a time/);
  });

  it('renders again when a template in the --templates folder is saved', async () => {
    const { dir, kit } = kitCopy();
    const templates = join(dir, 'templates');
    mkdirSync(join(templates, 'wind-card'), { recursive: true });
    const card = join(templates, 'wind-card', 'card.svg.hbs');
    const source = readFileSync(join(ROOT, 'templates/wind-card/card.svg.hbs'), 'utf8');
    writeFileSync(card, source);
    const r = await startServer({ file: kit, templatesDir: templates, port: 0 });
    running.push(r);
    expect(r.preview.good?.svgs.some((s) => s.includes('WIND AND SPEED'))).toBe(true);
    const done = renders(r);
    writeFileSync(card, source.replace('WIND AND SPEED', 'WIND AND SAILS'));
    expect(await done).toBe(1);
    const svgs = r.preview.good!.svgs;
    expect(svgs.some((s) => s.includes('WIND AND SAILS'))).toBe(true);
    expect(svgs.some((s) => s.includes('WIND AND SPEED'))).toBe(false);
    // the whole folder replaced, then a template in the new one saved
    cpSync(templates, `${templates}.new`, { recursive: true });
    writeFileSync(join(`${templates}.new`, 'wind-card', 'card.svg.hbs'), source.replace('WIND AND SPEED', 'WIND AND OARS'));
    rmSync(templates, { recursive: true });
    renameSync(`${templates}.new`, templates);
    await until(() => r.preview.good!.svgs.some((s) => s.includes('WIND AND OARS')));
    writeFileSync(card, source.replace('WIND AND SPEED', 'WIND AND TIDE'));
    await until(() => r.preview.good!.svgs.some((s) => s.includes('WIND AND TIDE')));
  });

  it('renders again when the game file a kit names is saved', async () => {
    const dir = scratch();
    const game = join(dir, 'pocket.yaml');
    const text = [
      'game: pocket-fleet', 'title: Pocket Fleet', 'ship:', '  name: { type: name }', 'printables:', '  ruler:', '    kind: range-stick',
      '    width: 1in', '    tick: 1in', '    sticks:', '      - name: Ruler', '        bands:', '          - { to: 3in, colour: "#8fd3f4", pattern: plain, label: near }',
      '          - { to: 6in, colour: "#f48f8f", pattern: dots, label: far }', '',
    ].join('\n');
    writeFileSync(game, text);
    const kit = join(dir, 'kit.yaml');
    writeFileSync(kit, 'game: ./pocket.yaml\nprint:\n  ruler: 1\n');
    const r = await startServer({ file: kit, port: 0 });
    running.push(r);
    expect(r.preview.problems).toEqual([]);
    expect(r.preview.deps).toContain(game);
    expect(r.preview.good?.svgs.some((s) => s.includes('>far<'))).toBe(true);
    const done = renders(r);
    writeFileSync(game, text.replace('label: far', 'label: distant'));
    expect(await done).toBe(1);
    expect(r.preview.good!.svgs.some((s) => s.includes('>distant<'))).toBe(true);
  });

  it('sees edits after the ships\' folder, or the kit\'s, is removed and put back, or it is a link; Download serves the files as they are', async () => {
    const root = scratch();
    const proj = join(root, 'proj');
    mkdirSync(join(proj, 'fleet'), { recursive: true });
    const kit = join(proj, 'kit.yaml');
    const ships = join(proj, 'fleet', 'ships.yaml');
    writeFileSync(kit, readFileSync(join(ROOT, 'examples/kits/milk-and-cookies.yaml'), 'utf8').replace('../ships/milk-and-cookies.yaml', 'fleet/ships.yaml'));
    const text = readFileSync(join(ROOT, 'examples/ships/milk-and-cookies.yaml'), 'utf8');
    writeFileSync(ships, text);
    const r = await startServer({ file: kit, port: 0 });
    running.push(r);
    const shows = (name: string) => until(() => r.preview.problems.length === 0 && r.preview.good!.svgs.some((s) => s.includes(name)));
    // rm -rf fleet; mv fleet.tmp fleet
    mkdirSync(join(proj, 'fleet.tmp'));
    writeFileSync(join(proj, 'fleet.tmp', 'ships.yaml'), text.replace('Milk Run', 'Oat Run'));
    rmSync(join(proj, 'fleet'), { recursive: true });
    renameSync(join(proj, 'fleet.tmp'), join(proj, 'fleet'));
    await shows('Oat Run');
    writeFileSync(ships, text.replace('Milk Run', 'Rye Run'));
    await shows('Rye Run');
    // a file moved in from another folder over the ships file
    writeFileSync(join(root, 'elsewhere.yaml'), text.replace('Milk Run', 'Barley Run'));
    renameSync(join(root, 'elsewhere.yaml'), ships);
    await shows('Barley Run');
    // the folder above, kit and all, replaced; then the ships file in the new one edited
    cpSync(proj, `${proj}.tmp`, { recursive: true });
    rmSync(proj, { recursive: true });
    renameSync(`${proj}.tmp`, proj);
    writeFileSync(ships, text.replace('Milk Run', 'Wheat Run'));
    await shows('Wheat Run');
    const fresh = new Preview({ file: kit });
    fresh.render();
    expect((await pdf(r.port)).equals((await fresh.pdfBytes())!)).toBe(true);
    // the ships file made a link to a file in another folder, which is then saved
    mkdirSync(join(root, 'shared'));
    writeFileSync(join(root, 'shared', 'ships.yaml'), text.replace('Milk Run', 'Malt Run'));
    rmSync(ships);
    symlinkSync(join(root, 'shared', 'ships.yaml'), ships);
    await shows('Malt Run');
    writeFileSync(join(root, 'shared', 'ships.yaml'), text.replace('Milk Run', 'Spelt Run'));
    await shows('Spelt Run');
  });

  it('makes an editor\'s several writes of one save one render, and ignores other files in the folder', async () => {
    const { dir, kit, ships } = kitCopy();
    const r = await startServer({ file: kit, port: 0 });
    running.push(r);
    const text = readFileSync(ships, 'utf8');
    const done = renders(r);
    writeFileSync(join(dir, 'notes.txt'), 'not part of the kit');
    writeFileSync(ships, '');
    writeFileSync(ships, text.slice(0, 40));
    writeFileSync(ships, text.replace('Milk Run', 'Oat Run'));
    expect(await done).toBe(1);
    expect(r.preview.problems).toEqual([]);
    expect(r.preview.good!.svgs.some((s) => s.includes('Oat Run'))).toBe(true);
  });

  it('refuses a port asked for that is busy, rather than taking another the user did not ask for', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      await expect(startServer({ file: kitCopy().kit, port: busy })).rejects.toThrow(`--port ${busy}: the port is in use; choose another or leave --port out to take the next free one`);
    } finally {
      blocker.close();
    }
  });

  it('prints where the preview is, and stops on Ctrl-C with exit code 0', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/broadside.js'), 'serve', kitCopy().kit, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const m = /^Preview at (http:\/\/127\.0\.0\.1:(\d+)) \(Ctrl-C to stop\)$/.exec(line);
    expect(m, line).not.toBeNull();
    const state = (await (await fetch(`${m![1]}/state`)).json()) as { pages: unknown[] };
    expect(state.pages.length).toBe(10); // the sticks and the dice labels share a page
    const code = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await code).toBe(0);
  });
});
