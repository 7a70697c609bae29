// The turns of a server-rendered page's sections as they hydrate one task after another (HydrateApart, decision
// 0170). What only the browser knows (the stored cart, the member) may show only after the last turn: a section
// hydrated against the server's HTML must render what the server rendered, or Preact keeps the server's attributes.

let queue = Promise.resolve();
// Turns waiting or just given (until the next task): a section inside one that is hydrating now still meets the
// server's HTML, so it takes a turn too.
let open = 0;

/** Calls `onTurn` in a task of its own, after every turn already queued. */
export function nextTurn(onTurn: () => void): Promise<void> {
  open++;
  queue = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(() => {
    onTurn();
    setTimeout(() => open--, 0);
  });
  return queue;
}

/** Whether some section is still waiting for its turn or has just had it. */
export function turnsOpen(): boolean {
  return open > 0;
}

/** Resolves once every turn is over, the turns of sections inside the last ones too. */
export async function turnsDone(): Promise<void> {
  for (let current = queue; ; current = queue) {
    await current;
    // A task later: sections inside the last one have joined the queue, and it has let go of its turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (queue === current && open === 0) return;
  }
}
