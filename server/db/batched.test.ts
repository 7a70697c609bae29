import { describe, expect, it } from "vitest";
import { batched } from "./batched.ts";

type Call = { key: string; value: number };

/** Options with a key per call; "negative" (the database refused) may be retried alone, "lost" may not. */
const options = (maxBatch: number, maxInFlight: number) => ({
  key: (c: Call) => c.key, maxBatch, maxInFlight, retryAlone: (error: unknown) => (error as Error).message !== "lost",
});

/** A `run` whose batches the test releases by hand, recording what each batch held. */
function gatedRun(fail?: (inputs: readonly Call[]) => boolean) {
  const batches: Call[][] = [];
  const gates: (() => void)[] = [];
  const run = async (inputs: readonly Call[]) => {
    batches.push([...inputs]);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (fail?.(inputs)) throw new Error(`batch of ${inputs.length} failed`);
    if (inputs.some((input) => input.value < 0)) throw new Error("negative");
    if (inputs.length > 1 && inputs.some((input) => input.key === "lost")) throw new Error("lost");
    if (inputs.some((input) => input.key === "short")) return [];
    return inputs.map((input) => input.value * 10);
  };
  /** Releases every batch started so far, then lets their continuations run. */
  const release = async () => {
    for (const open of gates.splice(0)) open();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { run, batches, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Observes a call's outcome from the start (a rejection is then never unhandled while the test releases batches). */
const outcome = (answer: Promise<number>) =>
  answer.then((value) => ({ value }), (error: Error) => ({ error: error.message }));

describe("batched", () => {
  it("runs a call at once, alone, when nothing else is running", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const answer = call({ key: "a", value: 1 });
    expect(gate.batches).toEqual([[{ key: "a", value: 1 }]]);
    await gate.release();
    await expect(answer).resolves.toBe(10);
  });

  it("gathers the calls made while a batch runs into the next one, each answered with its own result", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const answers = ["a", "b", "c", "d"].map((key, i) => call({ key, value: i }));
    expect(gate.batches.map((b) => b.map((c) => c.key))).toEqual([["a"]]);
    await gate.release();
    expect(gate.batches.map((b) => b.map((c) => c.key))).toEqual([["a"], ["b", "c", "d"]]);
    await gate.release();
    await expect(Promise.all(answers)).resolves.toEqual([0, 10, 20, 30]);
  });

  it("never puts two calls with the same key in one batch or in two running batches, and keeps their order",
    async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 2));
    const answers = [
      call({ key: "cart", value: 1 }), call({ key: "cart", value: 2 }), call({ key: "other", value: 3 }),
      call({ key: "cart", value: 4 }),
    ];
    // The second "cart" call waits for the first even though a slot is free; "other" takes that slot.
    expect(gate.batches.map((b) => b.map((c) => c.value))).toEqual([[1], [3]]);
    await gate.release();
    expect(gate.batches.map((b) => b.map((c) => c.value))).toEqual([[1], [3], [2]]);
    await gate.release();
    expect(gate.batches.map((b) => b.map((c) => c.value))).toEqual([[1], [3], [2], [4]]);
    await gate.release();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it("caps a batch at maxBatch and runs at most maxInFlight batches at once", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(3, 2));
    const answers = Array.from({ length: 9 }, (_, i) => call({ key: `k${i}`, value: i }));
    expect(gate.batches.map((b) => b.length)).toEqual([1, 1]);
    await gate.release();
    expect(gate.batches.map((b) => b.length)).toEqual([1, 1, 3, 3]);
    await gate.release();
    expect(gate.batches.map((b) => b.length)).toEqual([1, 1, 3, 3, 1]);
    await gate.release();
    await expect(Promise.all(answers)).resolves.toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it("when a batch fails, runs each of its calls alone so only the call that fails sees the error", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const first = outcome(call({ key: "a", value: 1 }));
    const good = outcome(call({ key: "b", value: 2 }));
    const bad = outcome(call({ key: "c", value: -1 }));
    const alsoGood = outcome(call({ key: "d", value: 4 }));
    await gate.release(); // "a" alone
    await gate.release(); // b, c, d together: fails
    expect(gate.batches.map((b) => b.map((c) => c.key))).toEqual([["a"], ["b", "c", "d"], ["b"], ["c"], ["d"]]);
    await gate.release();
    expect(await Promise.all([first, good, bad, alsoGood])).toEqual([
      { value: 10 }, { value: 20 }, { error: "negative" }, { value: 40 },
    ]);
  });

  it("a call that fails alone is rejected, and the next calls still run", async () => {
    const gate = gatedRun((inputs) => inputs.length === 1 && inputs[0]?.key === "boom");
    const call = batched(gate.run, options(10, 1));
    const boom = outcome(call({ key: "boom", value: 1 }));
    const after = outcome(call({ key: "next", value: 2 }));
    await gate.release();
    expect(await boom).toEqual({ error: "batch of 1 failed" });
    await settle();
    await gate.release();
    expect(await after).toEqual({ value: 20 });
  });

  it("frees the slot while a failed batch's calls rerun alone: the calls queued behind it do not wait", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const answers = [outcome(call({ key: "a", value: 1 })), outcome(call({ key: "b", value: 2 })),
      outcome(call({ key: "c", value: -1 }))];
    await gate.release(); // "a" alone; then b and c together
    answers.push(outcome(call({ key: "e", value: 5 })));
    await gate.release(); // b and c fail: each reruns alone, and e starts without waiting for them
    expect(gate.batches.map((b) => b.map((c) => c.key))).toEqual([["a"], ["b", "c"], ["b"], ["c"], ["e"]]);
    await gate.release();
    expect(await Promise.all(answers)).toEqual([{ value: 10 }, { value: 20 }, { error: "negative" }, { value: 50 }]);
  });

  it("a failure that may have written (a lost connection) fails every call of the batch and reruns none", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const answers = [outcome(call({ key: "a", value: 1 })), outcome(call({ key: "b", value: 2 })),
      outcome(call({ key: "lost", value: 3 }))];
    await gate.release();
    await gate.release();
    expect(gate.batches.map((b) => b.map((c) => c.key))).toEqual([["a"], ["b", "lost"]]);
    expect(await Promise.all(answers)).toEqual([{ value: 10 }, { error: "lost" }, { error: "lost" }]);
  });

  it("a batch answered with fewer results than calls fails every call instead of answering undefined", async () => {
    const gate = gatedRun();
    const call = batched(gate.run, options(10, 1));
    const answers = [outcome(call({ key: "a", value: 1 })), outcome(call({ key: "b", value: 2 })),
      outcome(call({ key: "short", value: 3 }))];
    await gate.release();
    await gate.release();
    expect(await Promise.all(answers)).toEqual([
      { value: 10 }, { error: "batched: 0 answers for 2 calls" }, { error: "batched: 0 answers for 2 calls" },
    ]);
  });
});
