import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { checkoutMachine } from "#machines/checkout.machine.ts";
import { CART_ID_KEY } from "#lib/cart.tsx";
import { CHECKOUT_DRAFT_KEY } from "#lib/checkout-draft.ts";
import { catalogRoute } from "../fakes/catalog-api.ts";
import { fetchOver, type Route } from "../fakes/http.ts";
import { createFakeOrderApi, type FakeOrderApi } from "../fakes/order-api.ts";
import { createFakeAddressApi } from "./address-api.fake.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { installShopApi, mountShop, type MountedShop, type ShopWorld } from "./shop-app.tsx";

// A guest on /checkout in the real shop (decision 0120): every step is what the shopper does on the page, and the
// world changing under them (a price rise, a sold-out line, a dropped connection). The cart holds one Hydra Serum
// (฿890) with standard shipping (฿50); the order fake judges changes with the server's checkoutChanges.
type ModelEvent =
  | { type: "place.incomplete" } | { type: "place" } | { type: "place.priceRose" } | { type: "place.soldOut" }
  | { type: "place.checkOffline" } | { type: "place.offline" } | { type: "place.raceChanged" }
  | { type: "confirm" } | { type: "back" } | { type: "revisit" } | { type: "retry" } | { type: "placeAgain" }
  | { type: "leaveAndReturn" } | { type: "reload" };

const model = createMachine({
  id: "checkoutPageModel",
  types: {} as { events: ModelEvent },
  initial: "editing",
  states: {
    editing: {
      on: {
        "place.incomplete": "editing", place: "placed", "place.priceRose": "confirming", "place.soldOut": "blocked",
        "place.checkOffline": "failed", "place.offline": "failed", "place.raceChanged": "confirming",
        // Decision 0121: the form survives leaving /checkout and a reload.
        leaveAndReturn: "editing", reload: "editing",
      },
    },
    confirming: { on: { confirm: "placed", back: "editing" } },
    blocked: { on: { revisit: "editing" } },
    failed: { on: { retry: "placed", placeAgain: "placed" } },
    placed: { on: { revisit: "emptied" } },
    emptied: { type: "final" },
  },
});
const events: ModelEvent[] = ([
  "place.incomplete", "place", "place.priceRose", "place.soldOut", "place.checkOffline", "place.offline",
  "place.raceChanged", "confirm", "back", "revisit", "retry", "placeAgain", "leaveAndReturn", "reload",
] as const).map((type) => ({ type }));
const testModel = createTestModel(model, { events, ...selfLoopsAsSteps });

const coverage = trackCoverage(checkoutMachine);
afterAll(() => coverage.assertComplete());

let world: ShopWorld;
let orders: FakeOrderApi;
let app: MountedShop;
let user: UserEvent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  world = installShopApi();
  orders = createFakeOrderApi(world.cart);
  const address = createFakeAddressApi();
  const addressRoute: Route = async (request, url) =>
    (url.pathname.startsWith("/api/general/location") ? address.fetch(request) : null);
  vi.stubGlobal("fetch", fetchOver(orders.route, addressRoute, world.cart.route, world.auth.route,
    catalogRoute(world.cart.products)));
  localStorage.setItem(CART_ID_KEY, world.cart.seedCart([{ productId: 1, qty: 1 }]));
});
afterEach(() => vi.unstubAllGlobals());

const details = () => screen.getByRole("region", { name: "Your details" });
const placeButton = () => screen.getByRole("button", { name: /^Place order ·/ });
const serum = () => world.cart.products.find((p) => p.id === 1)!;

async function visit(path: string) {
  act(() => app.history.push(path));
  await waitFor(() => expect(app.history.location.pathname).toBe(path));
}

/** The guest's contact, a Dusit address through the cascade, and the policy box (skipped when already done). */
async function fillForm() {
  const email = within(details()).getByRole("textbox", { name: /^E-mail/ }) as HTMLInputElement;
  const policy = () => screen.getByRole("checkbox", { name: /^I accept the/ }) as HTMLInputElement;
  if (email.value) {
    // A kept draft: the details are there; consent is asked again on each visit.
    if (!policy().checked) await user.click(policy());
    return;
  }
  await user.type(email, "malee@example.com");
  const [first, last] = [/^First name/, /^Last name/]
    .map((name) => within(details()).getAllByRole("textbox", { name }));
  await user.type(first![0]!, "Malee");
  await user.type(last![0]!, "Suksai");
  const phones = await within(details()).findAllByRole("textbox", { name: /^Phone number/ });
  await waitFor(() => expect(phones[0]!.hasAttribute("readonly")).toBe(false));
  await user.type(phones[0]!, "0812345678");
  const form = screen.getByRole("form", { name: "Where should we deliver?" });
  // The recipient starts as the contact.
  expect((within(form).getByRole("textbox", { name: /^First name/ }) as HTMLInputElement).value).toBe("Malee");
  expect((within(form).getByRole("textbox", { name: /^Last name/ }) as HTMLInputElement).value).toBe("Suksai");
  await waitFor(() => expect((within(form).getByRole("textbox", { name: /^Phone number/ }) as HTMLInputElement).value)
    .toMatch(/^081/));
  await user.type(within(form).getByRole("textbox", { name: /^Street address/ }), "99/1 Samsen Rd");
  const select = (name: string) => within(form).getByRole("combobox", { name: new RegExp(`^${name}`) });
  await waitFor(() => expect(within(select("Province")).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(select("Province"), "Bangkok");
  await waitFor(() => expect(within(select("District")).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(select("District"), "Dusit");
  await waitFor(() => expect(within(select("Sub-district")).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(select("Sub-district"), "Dusit");
  await user.click(within(form).getByRole("button", { name: "Use this address" }));
  await screen.findByRole("button", { name: "Change" });
  await user.click(screen.getByRole("checkbox", { name: /^I accept the/ }));
}

const NOTE = "Please leave it with the building guard.";

/** The form filled in, and a note for the shop. */
async function fillWithNote() {
  await fillForm();
  const note = screen.getByRole("textbox", { name: "Note for the shop" }) as HTMLTextAreaElement;
  if (!note.value) await user.type(note, NOTE);
}

/** What a shopper sees after coming back: the contact, the typed address and the note; the policy box unticked. */
async function expectKept() {
  const email = await within(details()).findByRole("textbox", { name: /^E-mail/ }) as HTMLInputElement;
  expect(email.value).toBe("malee@example.com");
  const [first, last] = [/^First name/, /^Last name/]
    .map((name) => within(details()).getAllByRole("textbox", { name })[0] as HTMLInputElement);
  expect([first!.value, last!.value]).toEqual(["Malee", "Suksai"]);
  const phone = (await within(details()).findAllByRole("textbox", { name: /^Phone number/ }))[0] as HTMLInputElement;
  await waitFor(() => expect(phone.value).toMatch(/^081/));
  const shipping = (await screen.findByLabelText("Shipping address")).textContent ?? "";
  expect(shipping).toContain("99/1 Samsen Rd");
  expect(shipping).toContain("Bangkok 10300");
  expect((screen.getByRole("textbox", { name: "Note for the shop" }) as HTMLTextAreaElement).value).toBe(NOTE);
  expect((screen.getByRole("checkbox", { name: /^I accept the/ }) as HTMLInputElement).checked).toBe(false);
}

async function place() {
  await fillForm();
  await user.click(placeButton());
}

describe("/checkout (checkout machine through the rendered page)", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, { timeout: 40_000 }, async () => {
      user = userEvent.setup();
      app = mountShop({ path: "/checkout", coverage: [coverage] });
      // The first path also downloads the page modules and the phone field's parser.
      await screen.findByRole("heading", { level: 1, name: "Checkout" }, { timeout: 15_000 });
      await screen.findByRole("region", { name: "Your details" }, { timeout: 15_000 });
      await path.test({
        states: {
          editing: async () => {
            await waitFor(() => expect(coverage.currentValue()).toBe("editing"));
            // The total the button names is the summary's (a confirmed-then-abandoned change shows the new one).
            const total = within(screen.getByRole("region", { name: "Order summary" })).getByText("Total");
            expect(placeButton().textContent).toContain(total.nextElementSibling?.textContent ?? "?");
            expect(orders.orders).toHaveLength(0);
          },
          confirming: async () => {
            const panel = await screen.findByRole("alert", { name: "Your order has changed" });
            expect(panel.textContent).toMatch(/Hydra Serum: the price changed from ฿890 to ฿990\./);
            expect(panel.textContent).toContain("New total: ฿1,040");
            expect(orders.orders).toHaveLength(0);
          },
          blocked: async () => {
            const panel = await screen.findByRole("alert", { name: "Some items cannot be ordered" });
            expect(panel.textContent).toContain("Hydra Serum is sold out.");
            expect(orders.orders).toHaveLength(0);
          },
          failed: async () => {
            expect(await screen.findByText("The order was not placed")).toBeDefined();
            expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
            expect(orders.orders).toHaveLength(0);
          },
          placed: async () => {
            await waitFor(() => expect(app.history.location.pathname).toMatch(/^\/order\/[0-9a-f-]{36}\/payment$/));
            expect(app.history.location.search).toMatch(/^\?token=/);
            expect(orders.orders).toHaveLength(1);
            expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
            expect(await screen.findByText("Your order has been placed.")).toBeDefined();
            // Every placement of this order carried the same key: a retry can never make a second order.
            expect(new Set(orders.keys).size).toBe(1);
            // The order exists: the kept form goes with the cart.
            expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
          },
          emptied: async () => {
            await screen.findByRole("heading", { name: "Nothing to check out yet" });
            expect(coverage.currentValue()).toBe("editing");
          },
        },
        events: {
          "place.incomplete": async () => {
            await user.click(placeButton());
            await screen.findByText("Please enter your e-mail.");
            const policy = "Please accept the terms and the privacy policy to place your order.";
            expect(screen.getByText(policy)).toBeDefined();
          },
          place,
          "place.priceRose": async () => {
            await fillForm();
            serum().price = 990_00;
            await user.click(placeButton());
          },
          "place.soldOut": async () => {
            await fillForm();
            serum().stock = 0;
            await user.click(placeButton());
          },
          "place.checkOffline": async () => {
            await fillForm();
            orders.failNetwork("/api/order/check");
            await user.click(placeButton());
          },
          "place.offline": async () => {
            await fillForm();
            orders.failNetwork("/api/order/");
            await user.click(placeButton());
          },
          "place.raceChanged": async () => {
            await fillForm();
            orders.afterNextCheck(() => void (serum().price = 990_00));
            await user.click(placeButton());
          },
          confirm: async () => {
            await user.click(screen.getByRole("button", { name: "Confirm and place order" }));
          },
          back: async () => {
            await user.click(screen.getByRole("button", { name: "Back" }));
            await waitFor(() => expect(screen.queryByRole("alert", { name: "Your order has changed" })).toBeNull());
            serum().price = 890_00;
          },
          revisit: async () => {
            serum().stock = 5;
            await visit("/my-cart");
            await screen.findByRole("heading", { level: 1, name: "My cart" }, { timeout: 10_000 });
            await visit("/checkout");
            await screen.findByRole("heading", { level: 1, name: "Checkout" });
          },
          retry: async () => {
            await user.click(screen.getByRole("button", { name: "Try again" }));
          },
          leaveAndReturn: async () => {
            await fillWithNote();
            await visit("/my-cart");
            await screen.findByRole("heading", { level: 1, name: "My cart" }, { timeout: 10_000 });
            await visit("/checkout");
            await screen.findByRole("region", { name: "Your details" }, { timeout: 10_000 });
            await expectKept();
          },
          reload: async () => {
            await fillWithNote();
            expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toContain("99/1 Samsen Rd");
            // A new page load: a new shop system, starting from what the tab stored.
            app.stop();
            app = mountShop({ path: "/checkout", coverage: [coverage] });
            await screen.findByRole("region", { name: "Your details" }, { timeout: 15_000 });
            await expectKept();
          },
          placeAgain: async () => {
            await user.click(placeButton());
          },
        },
      });
    });
  }
});
