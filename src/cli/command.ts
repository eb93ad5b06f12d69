// One command of the command line: its name (for "did you mean") and how it adds itself to yargs.
import type { Argv } from 'yargs';
import type { Io } from './io.js';

export interface Context {
  io: Io;
  /** The printables' options, listed under kit and make help (only when help is asked for). */
  epilog: string;
  /** Loads the library, and with it the PDF writer, only for commands that make files. */
  lib: () => Promise<typeof import('../index.js')>;
}

export interface Command {
  name: string;
  /** What to say when the command's argument is left out (`kit: name the kit files …`). */
  missing?: string;
  add: (y: Argv, ctx: Context) => Argv;
}
