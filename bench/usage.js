// Loaded with --import into a benchmarked process: reports its CPU time (µs) and peak memory (KB) when it exits.
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nBENCH_USAGE=${u.userCPUTime} ${u.systemCPUTime} ${u.maxRSS}\n`);
});
