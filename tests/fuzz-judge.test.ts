// The fuzz judge's own rules, on hand-made endings: a web --out folder judged by its snapshots, a
// marker planted in a file of the wrong kind, inputs left as they were, and check agreeing with kit.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

type Verdict = { outcome: string; detail?: string };
type Answer = { code: number; out?: string[]; err: string[] };
type Judge = {
  judge: (c: object, dir: string, m: Answer, seen?: object) => Verdict;
  materialise: (c: object, dir: string) => void;
};
type Tree = { snapshot: (dir: string) => Map<string, string> };
const load = async () => ({ ...((await import('./fuzz/judge.mjs' as string)) as Judge), ...((await import('./fuzz/tree.mjs' as string)) as Tree) });

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'broadside-judge-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const put = (p: string, text: string) => { mkdirSync(join(dir, p, '..'), { recursive: true }); writeFileSync(join(dir, p), text); };

describe('the fuzz judge of web --out', () => {
  const site = { site: 'site', files: {}, argv: ['web', '--out', '{dir}/site'] };
  // a folder as a preparing run left it: two files of broadside's, one of the user's, one outside
  const prepared = async () => {
    const { snapshot } = await load();
    put('site/index.html', 'ours');
    put('site/.broadside-site.json', '{"files":["index.html"]}');
    put('site/notes.txt', 'theirs');
    put('outside/victim.txt', 'theirs');
    symlinkSync('../outside', join(dir, 'site/link'));
    return { ours: new Set(['site', 'site/index.html', 'site/.broadside-site.json']), before: snapshot(dir) };
  };

  it('passes a run that replaced only its own files', async () => {
    const { judge } = await load();
    const seen = await prepared();
    put('site/index.html', 'new');
    put('site/.broadside-site.json', '{"files":["index.html","app.js"]}');
    put('site/app.js', 'new');
    expect(judge(site, dir, { code: 0, err: [] }, seen)).toEqual({ outcome: 'ok' });
  });

  it('fails a run that changed a file outside --out, or reached it through a link', async () => {
    const { judge } = await load();
    const seen = await prepared();
    put('site/link/victim.txt', 'overwritten');
    expect(judge(site, dir, { code: 0, err: [] }, seen)).toMatchObject({ outcome: 'lost-file', detail: expect.stringContaining('outside/victim.txt, outside --out') });
  });

  it('fails a run that removed a file in --out it did not write, or a link there', async () => {
    const { judge } = await load();
    let seen = await prepared();
    rmSync(join(dir, 'site/notes.txt'));
    expect(judge(site, dir, { code: 2, err: ['broadside: --out: refused'] }, seen)).toMatchObject({ outcome: 'lost-file', detail: expect.stringContaining('site/notes.txt') });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    seen = await prepared();
    rmSync(join(dir, 'site/link'));
    expect(judge(site, dir, { code: 0, err: [] }, seen)).toMatchObject({ outcome: 'lost-file', detail: expect.stringContaining('site/link') });
  });

  it('fails a run that wrote outside --out', async () => {
    const { judge } = await load();
    const seen = await prepared();
    put('stray.js', 'x');
    expect(judge(site, dir, { code: 0, err: [] }, seen).outcome).toBe('lost-file');
  });

  it('wants a whole site on exit 0, words on exit 2, and a killed run recovered', async () => {
    const { judge } = await load();
    let seen = await prepared();
    rmSync(join(dir, 'site/index.html'));
    expect(judge(site, dir, { code: 0, err: [] }, seen).outcome).toBe('bad-output');
    seen = { ...seen, before: (await load()).snapshot(dir) };
    expect(judge(site, dir, { code: 2, err: ['broadside: internal fault: Error: ENOENT\n    at stat (fs.js:1:1)'] }, seen).outcome).toBe('unpositioned');
    expect(judge(site, dir, { code: 1, err: ['broadside: internal fault'] }, seen).outcome).toBe('crashed');
    expect(judge(site, dir, { code: 2, err: ['broadside: --out: site holds "app.js", which broadside web did not write'] }, seen).outcome).toBe('refused');
    expect(judge({ ...site, recovers: true }, dir, { code: 2, err: ['broadside: --out: site holds "app.js"'] }, seen).outcome).toBe('unrecovered');
  });
});

describe('the fuzz judge of any run', () => {
  const files = { 'data.yaml': Buffer.from('password: SECRET-MARK\n') };
  const make = { files, special: {}, output: null, argv: ['make', 'range-stick', '--data', '{dir}/data.yaml'] };

  it('fails a refusal that shows what a file of the wrong kind holds', async () => {
    const { judge, materialise } = await load();
    materialise(make, dir);
    const c = { ...make, marker: 'SECRET-MARK' };
    expect(judge(c, dir, { code: 2, err: [`broadside: ${dir}/data.yaml:1:1: not a data file`] }).outcome).toBe('refused');
    expect(judge(c, dir, { code: 2, err: [`broadside: ${dir}/data.yaml:1:11: password: SECRET-MARK: unknown key`] })).toMatchObject({ outcome: 'quoted-file' });
  });

  it('fails a run that changed one of its inputs', async () => {
    const { judge, materialise } = await load();
    materialise(make, dir);
    expect(judge(make, dir, { code: 0, err: [] }).outcome).toBe('ok');
    writeFileSync(join(dir, 'data.yaml'), '%PDF-1.7');
    expect(judge(make, dir, { code: 0, err: [] })).toMatchObject({ outcome: 'lost-file', detail: 'the input data.yaml was changed (exit 0)' });
  });

  it('fails a kit that check said was ok and kit refused, and the other way round', async () => {
    const { judge, materialise } = await load();
    const kit = { files: { 'kit.yaml': Buffer.from('game: crane\n') }, special: {}, output: null, argv: ['kit', '{dir}/kit.yaml', '--out', '{dir}/out'], before: [{ argv: ['check', '{dir}/kit.yaml'] }] };
    materialise(kit, dir);
    const refusal = { code: 2, err: [`broadside: ${dir}/kit.yaml:1:1: print: missing`] };
    expect(judge(kit, dir, refusal, { steps: [refusal] }).outcome).toBe('refused');
    expect(judge(kit, dir, refusal, { steps: [{ code: 0, err: [] }] })).toMatchObject({ outcome: 'disagree', detail: expect.stringContaining('check said ok') });
    expect(judge(kit, dir, { code: 0, err: [] }, { steps: [refusal] }).outcome).toBe('disagree');
  });
});
