import { useState } from "react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { PointsSummary, Reward } from "#contract/membership.ts";
import { toApiError } from "#api/errors.ts";
import { rewardsAfter, summaryAfter } from "#features/membership/landed.ts";
import { MembershipTemplate } from "#features/membership/templates/MembershipTemplate.tsx";
import { redeemMachine } from "#machines/redeem.machine.ts";
import { fail, fetchOver, json, type Route } from "../fakes/http.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

// The membership page's redeem flow as the member meets it (decision 0136): Redeem on a gift or on exclusive
// membership opens the confirm dialog; confirming redeems (the server's answer is a model event, so the busy step is
// seen); a landed redeem says what was got and the page shows its answer at once; a refusal says why, and only a lost
// connection offers to try again (with the same Idempotency-Key).
type Answer = "ok" | "notEnough" | "network";
type ModelEvent =
  | { type: "open"; what: "gift" | "exclusive" }
  | { type: "cancel" } | { type: "confirm" } | { type: "answer"; result: Answer } | { type: "retry" }
  | { type: "close" };

const model = createMachine({
  id: "redeemModel",
  types: {} as { events: ModelEvent },
  initial: "idle",
  states: {
    idle: { on: { open: "confirm" } },
    confirm: { on: { cancel: "idle", confirm: "redeeming" } },
    redeeming: {
      on: {
        answer: [
          { guard: ({ event }) => event.result === "ok", target: "redeemed" },
          { guard: ({ event }) => event.result === "notEnough", target: "refusedFinal" },
          { target: "refusedRetryable" },
        ],
      },
    },
    redeemed: { on: { close: "idle" } },
    refusedFinal: { on: { close: "idle" } },
    refusedRetryable: { on: { retry: "redeeming", close: "idle" } },
  },
});
const testModel = createTestModel(model, {
  events: [
    { type: "open", what: "gift" }, { type: "open", what: "exclusive" }, { type: "cancel" }, { type: "confirm" },
    { type: "answer", result: "ok" }, { type: "answer", result: "notEnough" }, { type: "answer", result: "network" },
    { type: "retry" }, { type: "close" },
  ],
  ...selfLoopsAsSteps,
});

const coverage = trackCoverage(redeemMachine);
afterAll(() => coverage.assertComplete());
afterEach(() => vi.unstubAllGlobals());

const GIFT: Reward = {
  id: 11, kind: "gift", name: "Travel pouch", description: "A pouch for your travel sizes.", image: null,
  points_price: 30, remaining: 4, starts_at: null, ends_at: null, exclusive_only: false, festival: null,
  state: "available", coupon_code: null, order_number: null,
};
const SUMMARY: PointsSummary = {
  points: 900, member_status: "member", exclusive_until: null, points_to_exclusive: 0, can_redeem_exclusive: true,
  pending: [], expires_at: null, history: [],
};
const UNTIL = "2027-11-25T00:00:00.000Z";

/** The redeem calls; each waits for the model's `answer` event, so the dialog's busy step can be looked at. */
function fakeServer() {
  const server = { keys: [] as string[], answer: null as ((result: Answer) => void) | null };
  const route: Route = async (request, url) => {
    if (!url.pathname.startsWith("/api/membership/")) return null;
    server.keys.push(request.headers.get("idempotency-key") ?? "");
    const result = await new Promise<Answer>((resolve) => {
      server.answer = resolve;
    });
    if (result === "network") throw new TypeError("Failed to fetch");
    if (result === "notEnough") return fail(422, "points_not_enough", "You do not have enough points.");
    if (url.pathname.endsWith("redeem-exclusive")) {
      return json(200, { data: { points: 100, tier: { member_status: "exclusive", exclusive_until: UNTIL,
        points_to_exclusive: 700, can_redeem_exclusive: false } } });
    }
    return json(200, { data: { reward: { ...GIFT, state: "redeemed" }, points: 870, coupon_code: null,
      ships_with_next_order: true, tier: { member_status: "member", exclusive_until: null, points_to_exclusive: 0,
        can_redeem_exclusive: true } } });
  };
  vi.stubGlobal("fetch", fetchOver(route));
  return server;
}

const dialog = () => screen.getByRole("alertdialog");

/** The membership page's wiring (src/app/pages/membership.tsx): a landed redeem's answer replaces the figures. */
function Page({ onReload }: { onReload: () => void }) {
  const [summary, setSummary] = useState(SUMMARY);
  const [gifts, setGifts] = useState([GIFT]);
  return (
    <MembershipTemplate summary={summary} gifts={gifts} promotions={[]} failed={false}
      joinedAt="2026-01-01T00:00:00.000Z" date={(iso) => iso.slice(0, 10)}
      errorText={(error) => toApiError(error).message} onReload={onReload}
      onLanded={(outcome) => {
        if (outcome) {
          setSummary((s) => summaryAfter(s, outcome));
          setGifts((g) => rewardsAfter(g, outcome));
        }
        onReload();
      }} />
  );
}

describe("redeem machine (model paths through the membership page)", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const server = fakeServer();
      const onReload = vi.fn();
      await mountPage(<Page onReload={onReload} />, { coverage: [coverage] });
      let what: "gift" | "exclusive" = "gift";
      // The page reads its figures again after a redeem landed and after a refusal a retry cannot change.
      let reloads = 0;
      await path.test({
        states: {
          idle: async () => {
            await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
            expect(coverage.currentValue()).toBe("idle");
            expect(onReload).toHaveBeenCalledTimes(reloads);
          },
          confirm: async () => {
            await waitFor(() => expect(within(dialog()).getByText("Redeem with points?")).toBeDefined());
            const points = what === "gift" ? 30 : 800;
            expect(within(dialog()).getByText(`${points} points will be taken from your balance.`)).toBeDefined();
            expect(coverage.currentValue()).toBe("confirm");
          },
          redeeming: async () => {
            await waitFor(() => expect(coverage.currentValue()).toBe("redeeming"));
            expect((within(dialog()).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
          },
          redeemed: async () => {
            await waitFor(() => expect(within(dialog()).getByText("Redeemed")).toBeDefined());
            const text = what === "gift" ? "Your gift ships with your next order."
              : `You are an exclusive member until ${UNTIL.slice(0, 10)}.`;
            expect(within(dialog()).getByText(text)).toBeDefined();
            await waitFor(() => expect(onReload).toHaveBeenCalledTimes(reloads));
            // Behind the dialog the page already shows the answer: the new balance, and the tier it bought.
            await waitFor(() => expect(screen.getByTestId("points-balance").textContent)
              .toBe(what === "gift" ? "870" : "100"));
            expect(screen.getByTestId("tier-status").textContent).toBe(what === "gift" ? "Member" : "Exclusive");
            if (what === "gift") {
              expect(screen.getAllByTestId("reward-state")[0]?.textContent).toBe("Redeemed");
            }
          },
          refusedFinal: async () => {
            await waitFor(() => expect(within(dialog()).getByText("You do not have enough points.")).toBeDefined());
            expect(within(dialog()).queryByRole("button", { name: "Try again" })).toBeNull();
            expect(coverage.currentValue()).toBe("refused");
            await waitFor(() => expect(onReload).toHaveBeenCalledTimes(reloads));
          },
          refusedRetryable: async () => {
            await waitFor(() => expect(within(dialog()).getByRole("button", { name: "Try again" })).toBeDefined());
            expect(within(dialog()).getByText("Not redeemed")).toBeDefined();
            // Worded by the shop, never the browser's "Failed to fetch".
            expect(within(dialog()).getByRole("alert").textContent)
              .toBe("We could not reach the shop. Check your connection and try again.");
          },
        },
        events: {
          open: async ({ event }) => {
            what = (event as Extract<ModelEvent, { type: "open" }>).what;
            const name = what === "gift" ? "Redeem Travel pouch" : "Redeem exclusive for 800 points";
            await user.click(screen.getByRole("button", { name }));
          },
          cancel: async () => user.click(within(dialog()).getByRole("button", { name: "Cancel" })),
          confirm: async () => user.click(within(dialog()).getByRole("button", { name: "Redeem" })),
          answer: async ({ event }) => {
            const { result } = event as Extract<ModelEvent, { type: "answer" }>;
            if (result !== "network") reloads += 1;
            await waitFor(() => expect(server.answer).not.toBeNull());
            const answer = server.answer;
            server.answer = null;
            answer?.(result);
          },
          retry: async () => {
            const before = server.keys.length;
            await user.click(within(dialog()).getByRole("button", { name: "Try again" }));
            await waitFor(() => expect(server.keys.length).toBe(before + 1));
            // The same key: a redeem whose answer was lost is never spent twice.
            expect(server.keys.at(-1)).toBe(server.keys.at(-2));
          },
          close: async () => user.click(within(dialog()).getByRole("button", { name: "Close" })),
        },
      });
    });
  }
});
