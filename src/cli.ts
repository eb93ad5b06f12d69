// The command line lives in src/cli/; this is its entry point for bin/ and for tests.
import './platform/node.js';
export { run, COMMANDS, type Io } from './cli/index.js';
