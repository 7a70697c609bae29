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
 * after the other in the order they were made, so a statement never touches a row twice and two batches never wait
 * for each other's locks. When a batch's statement fails, nothing of it was written; each of its calls then runs
 * alone, so only the call that causes the failure sees it.
 */
export type BatchOptions<I> = { key: (input: I) => string; maxBatch: number; maxInFlight: number };

type Waiting<I, O> = { input: I; key: string; resolve: (output: O) => void; reject: (error: unknown) => void };

/** `run` answers one output per input, in the inputs' order. */
export function batched<I, O>(run: (inputs: readonly I[]) => Promise<O[]>, options: BatchOptions<I>): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  const running = new Set<string>();
  let inFlight = 0;

  const runAlone = async (call: Waiting<I, O>) => {
    try {
      const [output] = await run([call.input]);
      call.resolve(output as O);
    } catch (error) {
      call.reject(error);
    }
  };

  const execute = async (batch: Waiting<I, O>[]) => {
    if (batch.length === 1) return runAlone(batch[0] as Waiting<I, O>);
    let outputs: O[];
    try {
      outputs = await run(batch.map((call) => call.input));
    } catch {
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((call, i) => call.resolve(outputs[i] as O));
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

  const pump = () => {
    while (inFlight < options.maxInFlight) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight++;
      for (const call of batch) running.add(call.key);
      void execute(batch).finally(() => {
        inFlight--;
        for (const call of batch) running.delete(call.key);
        pump();
      });
    }
  };

  return (input) => new Promise<O>((resolve, reject) => {
    queue.push({ input, key: options.key(input), resolve, reject });
    pump();
  });
}

/**
 * One batcher per database handle (each test app has its own database), with options chosen for that database;
 * `undefined` options: that database runs every call alone, at once.
 */
export function batchedPerDatabase<D extends object, I, O>(
  run: (db: D, inputs: readonly I[]) => Promise<O[]>, options: (db: D) => BatchOptions<I> | undefined,
): (db: D, input: I) => Promise<O> {
  const batchers = new WeakMap<D, (input: I) => Promise<O>>();
  const alone = (db: D) => async (input: I) => (await run(db, [input]))[0] as O;
  return (db, input) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      const chosen = options(db);
      batcher = chosen ? batched((inputs) => run(db, inputs), chosen) : alone(db);
      batchers.set(db, batcher);
    }
    return batcher(input);
  };
}
