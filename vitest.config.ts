import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that take longest (child processes, a browser, many kits): started first, so the two workers
// finish together instead of one waiting on a long file begun last. Vitest orders by the previous
// run's times when it has them; a fresh clone has none.
const LONG = ['web-ui', 'web-engine', 'bin', 'fuzz', 'package', 'convention', 'pipeline', 'card-sheets', 'ironclad-record', 'ship-data-card', 'fonts'];

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

const shared = {
  // vitest runs cores − 1 workers by default: one on a 2-core machine, which leaves a core idle
  maxWorkers: 2,
  // test files share one module graph per worker instead of importing pdfkit, svgdom and pdf.js
  // anew for each file (measured: 105 s → 66 s); tests copy any game data they change
  isolate: false,
  setupFiles: ['tests/setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: 'main', include: ['tests/**/*.test.ts'], exclude: ['tests/serve.test.ts'], sequence: { groupOrder: 0, sequencer: LongFirst } } },
      // serve's browser test times a page's update against the 2 s a user would wait: it runs last
      // and alone, on a machine no other test is loading
      { extends: true, test: { name: 'serve', include: ['tests/serve.test.ts'], isolate: true, sequence: { groupOrder: 2 } } },
    ],
  },
});
