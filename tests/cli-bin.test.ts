// Through the real process: what lands on stdout when the PDF goes there, and --version.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SHIPS, scratch } from './helpers.js';

const bin = (args: string[], input?: string) => spawnSync(process.execPath, [join(ROOT, 'bin/broadside.js'), ...args], { cwd: ROOT, input, env: { ...process.env, BROADSIDE_CODE_CACHE: '0' } });

describe('the broadside process', () => {
  it('prints only the version on stdout for --version', () => {
    const r = bin(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).toBe(`${(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`);
  });

  it('writes the PDF alone on stdout for --out -, the same bytes as the file, reading ships from stdin', () => {
    const dir = scratch();
    const file = join(dir, 'records.pdf');
    expect(bin(['make', 'boat-record', '--ships', SHIPS, '--out', file]).status).toBe(0);
    const r = bin(['make', 'boat-record', '--ships', '-', '--out', '-'], readFileSync(SHIPS, 'utf8'));
    expect(r.status).toBe(0);
    expect(r.stdout.equals(readFileSync(file))).toBe(true);
    expect(r.stderr.toString()).toBe('standard output (4 pages)\n');
  });
});
