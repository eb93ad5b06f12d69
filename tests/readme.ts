// README.md's fenced code blocks as the tests read them, at test time, so that a line added to the
// README is run by the next test run: the commands it tells a user to type, split into words as a
// shell would split them.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './helpers.js';

export interface Block {
  /** The fence's language tag ('' for none). */
  lang: string;
  /** The README line of the opening fence (1-based). */
  line: number;
  /** The heading (`## Install`, `### Live preview` …) the block stands under. */
  heading: string;
  /** The block's lines, the fence's own indentation taken off. */
  lines: string[];
  /** An HTML comment on the line just above the fence (`<!-- library example: … -->`), if any. */
  note?: string;
}

export const readme = (): string => readFileSync(join(ROOT, 'README.md'), 'utf8');

export function codeBlocks(text: string = readme()): Block[] {
  const blocks: Block[] = [];
  const all = text.split('\n');
  let heading = '';
  let open: (Block & { indent: number }) | undefined;
  for (const [i, line] of all.entries()) {
    if (open) {
      if (/^\s*```\s*$/.test(line)) {
        const { indent: _, ...block } = open;
        blocks.push(block);
        open = undefined;
      } else open.lines.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
      continue;
    }
    const fence = /^(\s*)```(\S*)\s*$/.exec(line);
    if (fence) {
      const above = all.slice(0, i).reverse().find((l) => l.trim() !== '')?.trim();
      const note = above && /^<!--.*-->$/.test(above) ? above : undefined;
      open = { lang: fence[2], line: i + 1, heading, lines: [], note, indent: fence[1].length };
    } else if (/^#{1,6} /.test(line)) heading = line.trim();
  }
  return blocks;
}

/** Blocks of commands: no language tag, or a shell's. YAML, CSV, JSON and code are checked elsewhere. */
export const isShell = (b: Block): boolean => ['', 'sh', 'shell', 'bash', 'console'].includes(b.lang);

export interface Words {
  /** The words of the command, quotes taken off and globs expanded. */
  words: string[];
  /** `< FILE` and `> FILE`. */
  stdin?: string;
  stdout?: string;
  /** The words after a `|`: what the output is piped to. */
  pipe?: string[];
  /** A `# …` comment at the end of the line, without the `#`. */
  comment?: string;
}

/**
 * A command line split as sh splits it: words, '…' and "…" quoting, a trailing # comment,
 * redirections and a pipe. `*` and `?` in a word expand to the matching files of its folder (relative
 * to `cwd`), in order, or stay as they are when nothing matches, as sh leaves them.
 */
export function shellWords(line: string, cwd: string): Words {
  const raw: { text: string; quoted: boolean }[] = [];
  let i = 0;
  let comment: string | undefined;
  while (i < line.length) {
    if (/\s/.test(line[i])) {
      i++;
      continue;
    }
    if (line[i] === '#') {
      comment = line.slice(i + 1).trim();
      break;
    }
    let text = '';
    let quoted = false;
    while (i < line.length && !/\s/.test(line[i])) {
      const c = line[i];
      if (c === "'" || c === '"') {
        const end = line.indexOf(c, i + 1);
        if (end < 0) throw new Error(`unclosed ${c} in: ${line}`);
        text += line.slice(i + 1, end);
        quoted = true;
        i = end + 1;
      } else if (c === '\\' && i + 1 < line.length) {
        text += line[i + 1];
        quoted = true;
        i += 2;
      } else {
        text += c;
        i++;
      }
    }
    raw.push({ text, quoted });
  }
  const out: Words = { words: [], comment };
  let target = out.words;
  for (let k = 0; k < raw.length; k++) {
    const { text, quoted } = raw[k];
    if (!quoted && (text === '<' || text === '>')) {
      const file = raw[++k]?.text;
      if (file === undefined) throw new Error(`${text} without a file in: ${line}`);
      if (text === '<') out.stdin = file;
      else out.stdout = file;
    } else if (!quoted && text === '|') target = out.pipe = [];
    else if (!quoted && /[*?]/.test(text)) target.push(...glob(text, cwd));
    else target.push(text);
  }
  return out;
}

/** sh's expansion of a word whose last part has `*` or `?` (the only globs the README needs). */
function glob(word: string, cwd: string): string[] {
  const dir = dirname(word);
  const base = word.slice(dir === '.' && !word.startsWith('./') ? 0 : dir.length + 1);
  const pattern = new RegExp(`^${base.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  let names: string[];
  try {
    names = readdirSync(join(cwd, dir));
  } catch {
    return [word];
  }
  const found = names.filter((n) => !n.startsWith('.') && pattern.test(n)).sort().map((n) => (dir === '.' && !word.startsWith('./') ? n : `${dir}/${n}`));
  return found.length ? found : [word];
}
