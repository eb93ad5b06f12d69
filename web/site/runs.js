// Work run again after each edit: a burst of edits waits for its last (by `ms`), edits made while it
// runs fold into one more run, and `busy` is told while what is shown is behind the edits (the
// preview's aria-busy, which tests wait on too).
export function createRuns(work, busy) {
  let timer = 0;
  let running = null;
  let again = false;
  let pending = false;

  /** Runs the work now, or once more after the run under way. */
  async function run() {
    if (running) {
      again = true;
      return running;
    }
    busy(true);
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = null;
      if (!pending) busy(false);
    }
  }

  /** Runs the work `ms` after the last of a burst of calls. */
  function schedule(ms) {
    clearTimeout(timer);
    // what is shown is behind the edit from now until the new run is done
    pending = true;
    busy(true);
    timer = setTimeout(() => {
      pending = false;
      run();
    }, ms);
  }

  return { run, schedule };
}
