// What a command reads and writes besides files: lines for the user, the PDF itself on standard
// output (`--out -`), and standard input (`check -`, `--ships -`). Tests pass their own.
import { fstatSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { STDIN } from '../data/node.js';
import { MAX_TEXT_BYTES, tooBig } from '../data/read.js';
import { InputError, UnreadableFile } from '../errors.js';
import { why } from '../pdf/atomic.js';

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  /** stderr is a terminal, so progress lines are worth showing. */
  tty?: boolean;
  /** Bytes to standard output (a PDF for `--out -`), settled once they are all written. */
  stdout?: (data: Buffer) => void | Promise<void>;
  /** All of standard input, as text. */
  stdin?: () => Promise<string>;
}

const failed = (err: unknown): InputError => new InputError(`standard output: cannot write (${why(err)}); what reached it is incomplete`);
/** Errors already reported by the write that met them, so the stream's own 'error' does not repeat them. */
const reported = new WeakSet<object>();

// a reader that stops early (`broadside list | head`) closes the pipe: the rest is not wanted, which
// is no fault, so the command ends quietly as other tools do; any other failure is said in words
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  if (reported.has(err)) return;
  process.stderr.write(`broadside: ${failed(err).message}\n`);
  process.exit(2);
});

let redirected: boolean | undefined;
/** Standard output is a file or a device other than a terminal (`> out.pdf`, `> /dev/full`). Node's
 * stream for those writes once and does not look at how much was written, so a full disc or a
 * file-size limit would cut the PDF short unseen: such output is written here, to the last byte. */
function toFile(): boolean {
  if (redirected === undefined) {
    try {
      const st = fstatSync(1);
      redirected = (st.isFile() || st.isCharacterDevice()) && !isatty(1);
    } catch {
      redirected = false;
    }
  }
  return redirected;
}

function writeAll(data: Buffer): void {
  try {
    for (let done = 0; done < data.length; ) {
      const n = writeSync(1, data, done, data.length - done);
      if (n === 0) throw Object.assign(new Error('nothing written'), { code: 'EIO' });
      done += n;
    }
  } catch (err) {
    throw failed(err);
  }
}

/** All of `data` to standard output: resolved once written, refused with a sentence if it cannot be. */
function toStdout(data: Buffer): Promise<void> {
  if (toFile()) return Promise.resolve(writeAll(data));
  return new Promise((resolve, reject) => {
    process.stdout.write(data, (err) => {
      if (!err) resolve();
      // a closed pipe: the stream's 'error' ends the run quietly
      else if ((err as NodeJS.ErrnoException).code !== 'EPIPE') {
        reported.add(err);
        reject(failed(err));
      }
    });
  });
}

export const stdio: Io = {
  out: (s) => {
    if (toFile()) writeAll(Buffer.from(s + '\n'));
    else process.stdout.write(s + '\n');
  },
  err: (s) => process.stderr.write(s + '\n'),
  tty: process.stderr.isTTY,
  stdout: toStdout,
  stdin: readStdin,
};

async function readStdin(): Promise<string> {
  // a terminal would wait for the user to type a file: say what was meant instead
  if (process.stdin.isTTY) throw new InputError('-: reads the file from standard input; pipe one in (broadside check - < ships.yaml)');
  // read as a file is, up to its limit and no further: an endless input (< /dev/zero) stops there
  const chunks: Buffer[] = [];
  let got = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    got += (chunk as Buffer).length;
    if (got > MAX_TEXT_BYTES) {
      process.stdin.destroy();
      throw new UnreadableFile(STDIN, tooBig(undefined, MAX_TEXT_BYTES));
    }
  }
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

export const writeStdout = async (io: Io, data: Buffer): Promise<void> => (io.stdout ?? stdio.stdout!)(data);
export const readAllStdin = (io: Io): Promise<string> => (io.stdin ?? stdio.stdin!)();
