import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { Support } from "#app/pages/support.tsx";
import { supportConsoleMachine } from "#machines/support-console.machine.ts";
import { fetchOver } from "../fakes/http.ts";
import {
  createFakeSupportApi, PAID_NUMBER, STAFF_EMAIL, STAFF_PASSWORD, STUCK_NUMBER, type FakeSupportApi,
} from "../fakes/support-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage, type MountedShop } from "./shop-app.tsx";

// The support console as staff meet it (decisions 0150, 0155): the sign-in (refused, then right), the stuck
// list (refreshed, or failing), the search (one hit opens its story, several are listed), an order's story and its
// actions with a reason (landed, refused because the order changed meanwhile, or lost on the way), a reload that
// stays signed in, a token that ran out (back to the sign-in) and sign-out (also when the server is not reached).
type ModelEvent =
  | { type: "signIn"; ok: boolean }
  | { type: "reload" }
  | { type: "refresh"; offline: boolean }
  | { type: "search"; q: "many" | "one" | "offline" }
  | { type: "open"; offline: boolean }
  | { type: "act"; result: "ok" | "refused" | "offline" }
  | { type: "expire" }
  | { type: "signOut"; offline: boolean };

/** Several hits are listed, the only hit opens its story, a lost search says so (and lists nothing). */
const SEARCH = [
  { guard: ({ event }: { event: ModelEvent }) => event.type === "search" && event.q === "many", target: "hits" },
  { guard: ({ event }: { event: ModelEvent }) => event.type === "search" && event.q === "one", target: "story" },
  { target: "list" },
];

const model = createMachine({
  id: "supportConsoleModel",
  types: {} as { events: ModelEvent },
  initial: "signedOut",
  states: {
    signedOut: {
      on: {
        signIn: [{ guard: ({ event }) => event.ok, target: "list" }, { target: "refused" }],
      },
    },
    refused: { on: { signIn: [{ guard: ({ event }) => event.ok, target: "list" }, { target: "refused" }] } },
    list: {
      on: {
        reload: "list", refresh: "list", expire: "signedOut", signOut: "signedOut",
        search: SEARCH,
        open: [{ guard: ({ event }) => event.offline, target: "list" }, { target: "story" }],
      },
    },
    hits: { on: { search: SEARCH } },
    story: {
      on: {
        expire: "signedOut",
        act: [
          { guard: ({ event }) => event.result === "ok", target: "done" },
          { guard: ({ event }) => event.result === "refused", target: "actRefused" },
          { target: "actFailed" },
        ],
      },
    },
    done: {},
    actRefused: {},
    actFailed: {},
  },
});
const testModel = createTestModel(model, {
  events: [
    { type: "signIn", ok: false }, { type: "signIn", ok: true }, { type: "reload" },
    { type: "refresh", offline: false }, { type: "refresh", offline: true },
    { type: "search", q: "many" }, { type: "search", q: "one" }, { type: "search", q: "offline" },
    { type: "open", offline: false }, { type: "open", offline: true },
    { type: "act", result: "ok" }, { type: "act", result: "refused" }, { type: "act", result: "offline" },
    { type: "expire" }, { type: "signOut", offline: false }, { type: "signOut", offline: true },
  ],
  ...selfLoopsAsSteps,
});

const coverage = trackCoverage(supportConsoleMachine);
afterAll(() => coverage.assertComplete());
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const stored = () => localStorage.getItem("skinstate.staff");
const story = () => screen.getByTestId("order-story");
const stuckRow = () => within(screen.getByTestId("stuck-list")).queryByRole("button", { name: STUCK_NUMBER });
const SOMETHING = "Something went wrong. Please try again.";

async function signIn(user: UserEvent, password: string) {
  const email = screen.getByRole("textbox", { name: /Staff e-mail/ });
  await user.clear(email);
  await user.type(email, STAFF_EMAIL);
  const field = screen.getByLabelText(/^Password/);
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("support console machine (model paths through /support)", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const api: FakeSupportApi = createFakeSupportApi();
      vi.stubGlobal("fetch", fetchOver(api.route));
      let mounted: MountedShop = await mountPage(<Support inspect={coverage.inspect} />);
      let error: string | null = null;
      await path.test({
        states: {
          signedOut: async () => {
            await waitFor(() => expect(screen.getByRole("heading", { name: "Staff sign-in" })).toBeDefined());
            expect(coverage.currentValue()).toBe("signedOut");
            expect(stored()).toBeNull();
          },
          refused: async () => {
            await waitFor(() => expect(screen.getByText("The email or password is incorrect.")).toBeDefined());
            expect(coverage.currentValue()).toBe("refused");
          },
          list: async () => {
            await waitFor(() => expect(stuckRow()).not.toBeNull());
            expect(screen.getByText(`Signed in as Malee Support (${STAFF_EMAIL})`)).toBeDefined();
            expect(within(screen.getByTestId("stuck-list")).getByText("Payment pending too long")).toBeDefined();
            expect(JSON.parse(stored() ?? "{}")).toMatchObject({ staff: { email: STAFF_EMAIL } });
            if (error) await waitFor(() => expect(screen.getByText(error ?? "")).toBeDefined());
            else expect(screen.queryByText(SOMETHING)).toBeNull();
            expect(screen.queryByTestId("order-story")).toBeNull();
          },
          hits: async () => {
            await waitFor(() => expect(screen.getByRole("button", { name: PAID_NUMBER })).toBeDefined());
            expect(within(screen.getByRole("search").parentElement ?? document.body)
              .getByRole("button", { name: STUCK_NUMBER })).toBeDefined();
          },
          story: async () => {
            await waitFor(() => expect(within(story()).getByTestId("order-status").textContent)
              .toBe("Pending Payment"));
            expect(within(story()).getByRole("heading", { name: STUCK_NUMBER })).toBeDefined();
            expect(within(story()).getByRole("button", { name: "Re-check with provider" })).toHaveProperty(
              "disabled", true);
            // The atlas's own checkout diagram with the order's current state marked; the payment not reached yet.
            const checkout = story().querySelector("[data-atlas=checkout]");
            expect(checkout?.getAttribute("data-current")).toBe("state-placed");
            expect(checkout?.querySelector('g[id="atlas-checkout-state-placed"] > title')?.textContent)
              .toBe("checkout.placed");
            expect(within(story()).getByTestId("path-payment").textContent)
              .toBe("This order's story has not reached this flow.");
            // Each record with every field of the issue, labelled (the labels head the cards on a phone).
            const place = story().querySelector("[data-testid=timeline] tbody[data-event=place]");
            const labels = [...(place?.querySelectorAll<HTMLElement>("td[data-label]") ?? [])].map((td) =>
              td.dataset.label);
            expect(labels).toEqual(expect.arrayContaining(["When", "From", "To", "Event", "Source", "Charge",
              "Provider status", "Failure code"]));
          },
          done: async () => {
            await waitFor(() => expect(within(story()).getByText("Done: the order is now Processing Order."))
              .toBeDefined());
            expect(within(story()).getByTestId("order-status").textContent).toBe("Processing Order");
            // The landed action refreshed the stuck list: the order left it.
            await waitFor(() => expect(stuckRow()).toBeNull());
            expect(within(story()).getByRole("textbox", { name: /Reason/ })).toHaveProperty("value", "");
            // The action is in the story's timeline with its reason.
            expect(story().querySelector("[data-testid=timeline] tbody[data-kind=staff][data-event=recheck]")
              ?.textContent).toContain("Shopper says it was paid");
          },
          actRefused: async () => {
            await waitFor(() => expect(within(story())
              .getByText("This action does not apply to the order as it is now.")).toBeDefined());
            expect(within(story()).getByTestId("order-status").textContent).toBe("Pending Payment");
          },
          actFailed: async () => {
            await waitFor(() => expect(within(story()).getByText("The action failed. Please try again."))
              .toBeDefined());
            // The reason stays for another try.
            expect(within(story()).getByRole("textbox", { name: /Reason/ })).toHaveProperty("value",
              "Shopper says it was paid");
          },
        },
        events: {
          signIn: async ({ event }) => {
            const { ok } = event as Extract<ModelEvent, { type: "signIn" }>;
            await signIn(user, ok ? STAFF_PASSWORD : "Wrong#2026");
          },
          reload: async () => {
            error = null;
            mounted.stop();
            mounted = await mountPage(<Support inspect={coverage.inspect} />);
          },
          refresh: async ({ event }) => {
            const { offline } = event as Extract<ModelEvent, { type: "refresh" }>;
            if (offline) api.failNext("/api/support/stuck");
            error = offline ? SOMETHING : null;
            await user.click(screen.getByRole("button", { name: "Refresh" }));
          },
          search: async ({ event }) => {
            const { q } = event as Extract<ModelEvent, { type: "search" }>;
            if (q === "offline") api.failNext("/api/support/orders");
            error = q === "offline" ? SOMETHING : null;
            const box = within(screen.getByRole("search")).getByRole("textbox");
            await user.clear(box);
            await user.type(box, q === "one" ? "000101" : "example.com");
            await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Search" }));
          },
          open: async ({ event }) => {
            const { offline } = event as Extract<ModelEvent, { type: "open" }>;
            if (offline) api.failNext(`/api/support/orders/${STUCK_NUMBER}`);
            error = offline ? SOMETHING : null;
            const row = stuckRow();
            if (!row) throw new Error("no stuck row to open");
            await user.click(row);
          },
          act: async ({ event }) => {
            const { result } = event as Extract<ModelEvent, { type: "act" }>;
            await user.type(within(story()).getByRole("textbox", { name: /Reason/ }), "Shopper says it was paid");
            if (result === "refused") api.expireElsewhere(STUCK_NUMBER);
            if (result === "offline") api.failNext(`/api/support/orders/${STUCK_NUMBER}/recheck`);
            await user.click(within(story()).getByRole("button", { name: "Re-check with provider" }));
          },
          expire: async () => {
            api.revokeAll();
            await user.click(screen.getByRole("button", { name: "Refresh" }));
          },
          signOut: async ({ event }) => {
            const { offline } = event as Extract<ModelEvent, { type: "signOut" }>;
            if (offline) api.failNext("/api/staff/sign-out");
            await user.click(screen.getByRole("button", { name: "Sign out" }));
          },
        },
      });
    });
  }
});
