// The command line lives in src/cli/; this is its entry point for bin/ and for tests.
export { run, COMMANDS, type Io } from './cli/index.js';
