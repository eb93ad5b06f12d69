import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // vitest runs cores − 1 workers by default: one on a 2-core machine, which leaves a core idle
    maxWorkers: 2,
    // test files share one module graph per worker instead of importing pdfkit, svgdom and pdf.js
    // anew for each file (measured: 105 s → 66 s); tests copy any game data they change
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
