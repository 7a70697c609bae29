import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Locale } from "#contract/locale.ts";
import { localeMachine, type NavigateParams } from "./locale.machine.ts";

function start(pathname: string, opts: { cookie?: string | null; languages?: string[]; failThai?: boolean } = {}) {
  const log: string[] = [];
  const failing = { thai: opts.failThai ?? false };
  const logic = localeMachine.provide({
    actors: {
      activateLocale: fromPromise<void, { locale: Locale }>(async ({ input }) => {
        log.push(`activate:${input.locale}`);
        if (input.locale === "th" && failing.thai) throw new Error("chunk failed");
      }),
    },
    actions: {
      persistChoice: (_, params: { locale: Locale }) => void log.push(`cookie:${params.locale}`),
      navigateToLocalizedPath: (_, params: NavigateParams) =>
        void log.push(`navigate:${params.locale}${params.replace ? ":replace" : ""}`),
    },
  });
  const actor = createActor(logic, {
    input: { pathname, cookie: opts.cookie ?? null, languages: opts.languages ?? [] },
  }).start();
  return { actor, log, failing };
}

const settled = (s: { value: unknown }) => s.value === "ready" || s.value === "failed";

describe("localeMachine", () => {
  it("takes the locale from the path prefix", async () => {
    const { actor, log } = start("/th/faq", { cookie: "en" });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.locale).toBe("th");
    expect(log).toEqual(["activate:th"]);
  });

  it("redirects the root to /th when the browser prefers Thai", async () => {
    const { actor, log } = start("/", { languages: ["th-TH"] });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.locale).toBe("th");
    expect([...log].sort()).toEqual(["activate:th", "navigate:th:replace"]);
  });

  it("switches language: stores the choice, adds the prefix, activates", async () => {
    const { actor, log } = start("/about-us");
    await waitFor(actor, settled);
    actor.send({ type: "locale.switch", locale: "th" });
    expect(actor.getSnapshot().value).toBe("activating");
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.locale).toBe("th");
    expect(log).toEqual(["activate:en", "cookie:th", "navigate:th", "activate:th"]);
  });

  it("switching to the shown language keeps it but still stores it and adds the prefix", async () => {
    const { actor, log } = start("/about-us");
    await waitFor(actor, settled);
    actor.send({ type: "locale.switch", locale: "en" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(log).toEqual(["activate:en", "cookie:en", "navigate:en"]);
  });

  it("follows navigation into the other language and ignores navigation within it", async () => {
    const { actor, log } = start("/");
    await waitFor(actor, settled);
    actor.send({ type: "locale.routeChanged", pathname: "/en/faq" });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "locale.routeChanged", pathname: "/th/faq" });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.locale).toBe("th");
    expect(log).toEqual(["activate:en", "activate:th"]);
  });

  it("keeps English when Thai fails to load, and retries", async () => {
    const { actor, failing } = start("/about-us", { failThai: true });
    await waitFor(actor, settled);
    actor.send({ type: "locale.switch", locale: "th" });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context).toMatchObject({ locale: "en", requested: "th" });
    failing.thai = false;
    actor.send({ type: "locale.retry" });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.locale).toBe("th");
  });

  it("fails loudly when the app forgets to provide its actors", async () => {
    const actor = createActor(localeMachine, { input: { pathname: "/", cookie: null, languages: [] } }).start();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe("failed");
  });
});
