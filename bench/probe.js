// Loaded with --import into a benchmarked process: reports its peak memory and CPU time when it exits.
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nBENCH_MAXRSS_KB=${u.maxRSS} BENCH_CPU_US=${u.userCPUTime + u.systemCPUTime}\n`);
});
