import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { authMachine } from "#machines/auth.machine.ts";
import { confirmQueueMachine } from "#machines/confirm-queue.machine.ts";
import { request } from "./request.ts";

describe("request", () => {
  it("answers a command the state ignores at once, without sending it (it would never settle)", async () => {
    const auth = createActor(authMachine, { input: { hadToken: false } }).start();
    const sent: unknown[] = [];
    auth.subscribe(() => sent.push(auth.getSnapshot().context.current));
    expect(await request(auth, { type: "auth.signOut" })).toEqual({ ok: false, code: "conflict", error: undefined });
    expect(sent).toEqual([]);
  });

  it("resolves with the settle that carries its own request id, whatever else settles first", async () => {
    const queue = createActor(confirmQueueMachine).start();
    const first = request(queue, { type: "confirm.ask", title: "First", message: "?" });
    const second = request(queue, { type: "confirm.ask", title: "Second", message: "?" });
    queue.getSnapshot().children.question?.send({ type: "confirm.cancel" });
    queue.getSnapshot().children.question?.send({ type: "confirm.accept" });
    expect(await first).toMatchObject({ ok: false, code: "cancelled" });
    expect(await second).toEqual({ ok: true });
  });
});
