/**
 * Runs calls that arrive together as one statement (the way PostgreSQL's group commit batches WAL flushes).
 *
 * A call made while fewer than `maxInFlight` batches are running starts at once, alone: a quiet shop waits for
 * nothing. Calls made while the database is busy queue, and the next free slot takes all of them (up to `maxBatch`)
 * in one statement, so under load each write pays a share of one round trip, one plan execution and one commit
 * instead of its own. Measured with pgbench on the first-add statement: 10 adds in one statement cost 84 µs of
 * PostgreSQL CPU each, against 246 µs as 10 statements.
 *
 * Calls with the same `key` (the same cart) never share a batch and never run in two batches at once: they run one
 * after the other in the order they were made, so a statement never touches a row twice and two batches of this
 * process never wait for each other's locks. When a batch fails in a way `retryAlone` says wrote nothing (the database
 * refused the statement, which then rolled back), each of its calls runs alone, so only the call that causes the
 * failure sees it; the batch's slot is freed at once, so the calls queued behind do not wait for those reruns. Any
 * other failure (a connection lost after the commit may have happened) rejects every call of the batch: never twice.
 */
export type BatchOptions<I> = {
  key: (input: I) => string; maxBatch: number; maxInFlight: number; retryAlone: (error: unknown) => boolean;
};

type Waiting<I, O> = { input: I; key: string; resolve: (output: O) => void; reject: (error: unknown) => void };

/** `run` answers one output per input, in the inputs' order. */
export function batched<I, O>(run: (inputs: readonly I[]) => Promise<O[]>,
  options: BatchOptions<I>): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  const running = new Set<string>();
  let inFlight = 0;

  const settle = (batch: readonly Waiting<I, O>[], outputs: O[]) => {
    if (outputs.length !== batch.length) {
      const error = new Error(`batched: ${outputs.length} answers for ${batch.length} calls`);
      for (const call of batch) call.reject(error);
      return;
    }
    batch.forEach((call, i) => call.resolve(outputs[i] as O));
  };

  const finish = (calls: readonly Waiting<I, O>[]) => {
    for (const call of calls) running.delete(call.key);
    pump();
  };

  /** A rerun after a failed batch: outside the slots, its key still running until it ends. */
  const runAlone = (call: Waiting<I, O>) => {
    run([call.input]).then((outputs) => settle([call], outputs), call.reject).finally(() => finish([call]));
  };

  const execute = async (batch: Waiting<I, O>[]) => {
    try {
      settle(batch, await run(batch.map((call) => call.input)));
    } catch (error) {
      if (batch.length > 1 && options.retryAlone(error)) {
        inFlight--;
        batch.forEach(runAlone);
        pump();
        return;
      }
      for (const call of batch) call.reject(error);
    }
    inFlight--;
    finish(batch);
  };

  /** Takes the oldest calls whose key is neither running nor already taken. */
  const take = (): Waiting<I, O>[] => {
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxBatch;) {
      const call = queue[i] as Waiting<I, O>;
      if (running.has(call.key) || keys.has(call.key)) {
        // A later call for the same key stays behind this one (keys.add below keeps the order for every key).
        keys.add(call.key);
        i++;
        continue;
      }
      keys.add(call.key);
      batch.push(call);
      queue.splice(i, 1);
    }
    return batch;
  };

  function pump() {
    while (inFlight < options.maxInFlight) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight++;
      for (const call of batch) running.add(call.key);
      void execute(batch);
    }
  }

  return (input) => new Promise<O>((resolve, reject) => {
    queue.push({ input, key: options.key(input), resolve, reject });
    pump();
  });
}

/** One batcher per database handle (each test app has its own database). */
export function batchedPerDatabase<D extends object, I, O>(
  run: (db: D, inputs: readonly I[]) => Promise<O[]>, options: BatchOptions<I>,
): (db: D, input: I) => Promise<O> {
  const batchers = new WeakMap<D, (input: I) => Promise<O>>();
  return (db, input) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = batched((inputs) => run(db, inputs), options);
      batchers.set(db, batcher);
    }
    return batcher(input);
  };
}
