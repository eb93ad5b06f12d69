// Loaded with --import into a benchmarked process: reports its peak memory when it exits.
process.on('exit', () => process.stderr.write(`\nBENCH_MAXRSS_KB=${process.resourceUsage().maxRSS}\n`));
