// What a command reads and writes besides files: lines for the user, the PDF itself on standard
// output (`--out -`), and standard input (`check -`, `--ships -`). Tests pass their own.
import { STDIN } from '../data/node.js';
import { MAX_TEXT_BYTES, tooBig } from '../data/read.js';
import { InputError, UnreadableFile } from '../errors.js';

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  /** stderr is a terminal, so progress lines are worth showing. */
  tty?: boolean;
  /** Bytes to standard output (a PDF for `--out -`). */
  stdout?: (data: Buffer) => void;
  /** All of standard input, as text. */
  stdin?: () => Promise<string>;
}

// a reader that stops early (`broadside list | head`) closes the pipe: the rest is not wanted, which
// is no fault, so the command ends quietly as other tools do
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

export const stdio: Io = {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n'),
  tty: process.stderr.isTTY,
  stdout: (data) => process.stdout.write(data),
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

export const writeStdout = (io: Io, data: Buffer): void => (io.stdout ?? stdio.stdout!)(data);
export const readAllStdin = (io: Io): Promise<string> => (io.stdin ?? stdio.stdin!)();
