import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TIERING } from './bin/tiering.js';

// Files that take longest (child processes, a browser, many kits): started first, so the two workers
// finish together instead of one waiting on a long file begun last. Vitest orders by the previous
// run's times when it has them; a fresh clone has none.
const LONG = ['web-ui', 'web-engine', 'bin', 'fuzz', 'package', 'web-input', 'convention', 'convention-replace', 'pipeline', 'card-sheets', 'ironclad-record', 'ship-data-card', 'fonts', 'serve'];

class LongFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONG.findIndex((name) => f.moduleId.endsWith(`/tests/${name}.test.ts`));
      return i < 0 ? LONG.length : i;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // vitest runs cores − 1 workers by default: one on a 2-core machine, which leaves a core idle
    maxWorkers: 2,
    // the workers run with the command's own V8 setting (bin/tiering.js): they too run much code briefly
    // rather than little code long (measured: vitest 76 s → 71–74 s on this 2-core machine)
    execArgv: [TIERING],
    // test files share one module graph per worker instead of importing pdfkit, svgdom and pdf.js
    // anew for each file (measured: 105 s → 66 s); tests copy any game data they change
    isolate: false,
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    include: ['tests/**/*.test.ts'],
    sequence: { sequencer: LongFirst },
  },
});
