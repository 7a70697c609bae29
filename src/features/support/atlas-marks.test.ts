import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "#contract/support.ts";
import { atlasCss, atlasMarks, inlineSvg } from "./atlas-marks.ts";
import { storyMachines, type StoryMachine } from "./diagram-machines.ts";
import { isStoryMachine, pathOn } from "./diagram-path.ts";
import { machines } from "#machines/registry.ts";

const entry = (kind: TimelineEntry["kind"], event: string, to: string | null = null,
  detail: TimelineEntry["detail"] = null): TimelineEntry => ({
  at: "2026-11-25T03:00:00.000Z", kind, event, from: null, to, source: null, actor: null, charge_id: null,
  provider_status: null, failure_code: null, detail,
});

/** A stuck PromptPay checkout as the server records it: placed, a charge created, its QR pending. */
const promptpay = [entry("order", "place", "pending"), entry("payment", "attempt", "creating"),
  entry("payment", "create", "pending", { source_type: "promptpay" })];

const story = (name: string) => {
  const found = storyMachines().find((m) => m.name === name);
  if (!found) throw new Error(`${name} is not a story machine`);
  return found;
};

/** The ids in the atlas SVG file, as a browser reads them (the file writes "-" as &#45;). */
const idsIn = (svg: string) => new Set([...svg.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]?.replaceAll("&#45;", "-")));

describe("an order's path on the atlas's own SVG", () => {
  it("every story machine of the registry has its atlas diagram in the console's chunk", () => {
    const names = machines.filter((m) => isStoryMachine(m.name)).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(["checkout", "payment"]));
    for (const m of storyMachines()) expect(m.svg, m.name).toMatch(/<svg[\s\S]*<\/svg>/);
  });

  it("a pending PromptPay payment: choosing → charging → showingQr, each step an arrow of the atlas", () => {
    const payment = story("payment");
    const path = pathOn(payment, promptpay);
    const marks = atlasMarks(payment.machine, path);
    expect(marks.current).toBe("state-showingQr");
    expect(marks.currentIsGroup).toBe(true); // showingQr is a compound state: a cluster in the SVG
    // The machine passes its router `routing` by itself between the charge and the QR: on the path too.
    expect(marks.visited).toEqual(["state-choosing", "state-charging", "state-showingQr", "state-routing"]);
    expect(marks.walked.length).toBe(3); // choosing → charging → routing → showingQr
    // Its own states (waiting, checking) stay readable inside it.
    expect(marks.context).toEqual(expect.arrayContaining(["state-showingQr.waiting", "state-showingQr.checking",
      "any-showingQr"]));
    const ids = idsIn(payment.svg ?? "");
    for (const id of [...marks.visited, ...marks.walked, ...marks.context]) expect(ids.has(id), id).toBe(true);
  });

  it("every step of a checkout's path is drawn by an arrow that exists in the SVG", () => {
    const checkout = story("checkout");
    const marks = atlasMarks(checkout.machine, pathOn(checkout, promptpay));
    expect(marks.current).toBe("state-placed");
    expect(marks.currentIsGroup).toBe(false);
    expect(marks.visited).toEqual(["state-editing", "state-checking", "state-placing", "state-placed"]);
    expect(marks.walked.length).toBeGreaterThanOrEqual(3);
    const ids = idsIn(checkout.svg ?? "");
    for (const id of [...marks.visited, ...marks.walked]) expect(ids.has(id), id).toBe(true);
  });

  it("paid or closed after the QR: through the router too, every arrow one of the atlas", () => {
    const payment = story("payment");
    const ids = idsIn(payment.svg ?? "");
    for (const [event, to, state] of [["status", "successful", "paid"], ["cancel", "failed", "closed"]] as const) {
      const last = event === "status" ? entry("payment", "status", to) : entry("order", "cancel", to);
      const path = pathOn(payment, [...promptpay, last]);
      expect(path.current).toBe(`payment.${state}`);
      const marks = atlasMarks(payment.machine, path);
      expect(marks.current).toBe(`state-${state}`);
      expect(marks.walked.length, state).toBe(5); // choosing → charging → routing → showingQr → routing → <state>
      for (const id of [...marks.visited, ...marks.walked, ...marks.context]) expect(ids.has(id), id).toBe(true);
    }
  });

  it("a step the machine has no way for is left unmarked, not drawn on a wrong arrow", () => {
    const payment = story("payment");
    const path = { visited: ["payment.paid", "payment.choosing"], edges: new Set(["payment.paid→payment.choosing"]),
      current: "payment.choosing", reached: new Map<string, string>() };
    expect(atlasMarks(payment.machine, path).walked).toEqual([]);
  });

  it("the stylesheet fades the rest, outlines the path and fills the current state; none when nothing was walked",
    () => {
      const payment: StoryMachine = story("payment");
      const marks = atlasMarks(payment.machine, pathOn(payment, promptpay));
      const css = atlasCss('[data-atlas="payment"]', "p-", marks);
      expect(css).toContain('[data-atlas="payment"] g.node');
      expect(css).toMatch(/\[id="p-state-showingQr"\] path[^{]*\{ fill: #f5e4ec; stroke-width: 4; \}/);
      expect(css).toContain('[id="p-state-charging"] path');
      for (const id of marks.walked) expect(css).toContain(`[id="p-${id}"] path`);
      expect(atlasCss("[x]", "p-", atlasMarks(payment.machine, pathOn(payment, [])))).toBe("");
    });

  it("inlines the SVG with prefixed ids, no fixed size and its viewBox kept", () => {
    const { markup, width, height } = inlineSvg(story("checkout").svg ?? "", "c-");
    expect(markup.startsWith("<svg")).toBe(true);
    expect(markup).not.toMatch(/<svg[^>]*\swidth="/);
    expect(markup).toContain('id="c-state&#45;placed"');
    expect(markup).not.toMatch(/\sid="(?!c-)/);
    // Fonts as inline style: the page's reset would otherwise draw every label in its own 16 px font.
    expect(markup).not.toMatch(/<text[^>]*\sfont-(size|family|weight)=/);
    expect(markup).toMatch(/<text style="font-family:Helvetica,Arial,sans-serif;font-weight:bold;font-size:11.04px"/);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  });
});
