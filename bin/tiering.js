// How soon V8 hands a hot function to its optimizing compiler. A command runs for well under a
// second to a few seconds, and at V8's default budget the optimizing compiler, on its own threads,
// spends more CPU than the code it makes then saves: measured on a 2-core machine, the Beat to
// Quarters kit took 918 ms CPU (588 ms wall) at the default and 566 ms (492 ms wall) at this budget,
// a 3,000-boat convention 5.5 s CPU (3.6 s wall) and 4.4 s (3.5 s wall). Functions that run long
// enough are still optimized, later. bin/broadside.js sets it for every command, vitest.config.ts for
// the test workers; the bench gives the plain pdfkit floors it compares with the same setting, so its
// ratios compare code with code.
export const TIERING = '--interrupt-budget=1000000';
