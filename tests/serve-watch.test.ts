// The live preview's server without a browser: templates folders watched, an editor's several writes
// made one render, a busy port passed over, and the command's start line and Ctrl-C.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type Running } from '../src/serve/index.js';
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

  it('takes the next free port when the one asked for is busy', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      const r = await startServer({ file: kitCopy().kit, port: busy });
      running.push(r);
      expect(r.port).toBeGreaterThan(busy);
      expect(r.url).toBe(`http://127.0.0.1:${r.port}`);
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
