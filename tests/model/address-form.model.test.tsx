import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { addressFormMachine } from "#machines/address-form.machine.ts";
import { AddressBook } from "#app/pages/my-address.tsx";
import { GEO, installAddressApi, selectNamed, type FakeAddressApi } from "./address-api.fake.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

// What a member sees on My Shipping while adding or editing an address: the list, then the form walking the Thai
// cascade (province -> district -> sub-district; the post code follows), lists that fail to load and are retried,
// a save the server refuses, and a save that lands in the list. Every step drives the real page part (AddressBook
// with the API-wired machine) against a fake location + address API.
type ModelEvent =
  | { type: "form.open"; provinces: "ok" | "fail" }
  | { type: "form.edit" }
  | { type: "form.cancel" }
  | { type: "province.choose"; districts: "ok" | "fail" }
  | { type: "district.choose"; subDistricts: "ok" | "fail" }
  | { type: "subDistrict.choose" }
  | { type: "locations.retry" }
  | { type: "form.submit"; answer: "saved" | "refused" };

const model = createMachine({
  id: "addressFormModel",
  types: {} as { events: ModelEvent },
  initial: "list",
  states: {
    list: {
      on: {
        "form.open": [{ guard: ({ event }) => event.provinces === "ok", target: "choosingProvince" },
          { target: "provincesFailed" }],
        "form.edit": "complete",
      },
    },
    choosingProvince: {
      on: {
        "province.choose": [{ guard: ({ event }) => event.districts === "ok", target: "choosingDistrict" },
          { target: "districtsFailed" }],
        "form.cancel": "list",
      },
    },
    choosingDistrict: {
      on: {
        "district.choose": [{ guard: ({ event }) => event.subDistricts === "ok", target: "choosingSubDistrict" },
          { target: "subDistrictsFailed" }],
      },
    },
    choosingSubDistrict: { on: { "subDistrict.choose": "complete" } },
    complete: {
      on: {
        "subDistrict.choose": "complete",
        "province.choose": [{ guard: ({ event }) => event.districts === "ok", target: "choosingDistrict" },
          { target: "districtsFailed" }],
        "form.submit": [{ guard: ({ event }) => event.answer === "saved", target: "list" }, { target: "refused" }],
      },
    },
    refused: { on: { "form.submit": [{ guard: ({ event }) => event.answer === "saved", target: "list" },
      { target: "refused" }] } },
    provincesFailed: { on: { "locations.retry": "choosingProvince" } },
    districtsFailed: { on: { "locations.retry": "choosingDistrict" } },
    subDistrictsFailed: { on: { "locations.retry": "choosingSubDistrict" } },
  },
});

const modelEvents: ModelEvent[] = [
  { type: "form.open", provinces: "ok" }, { type: "form.open", provinces: "fail" }, { type: "form.edit" },
  { type: "form.cancel" },
  { type: "province.choose", districts: "ok" }, { type: "province.choose", districts: "fail" },
  { type: "district.choose", subDistricts: "ok" }, { type: "district.choose", subDistricts: "fail" },
  { type: "subDistrict.choose" }, { type: "locations.retry" },
  { type: "form.submit", answer: "saved" }, { type: "form.submit", answer: "refused" },
];
const testModel = createTestModel(model, { events: modelEvents, ...selfLoopsAsSteps });

const coverage = trackCoverage(addressFormMachine);
afterAll(() => coverage.assertComplete());

let api: FakeAddressApi;
beforeEach(() => {
  api = installAddressApi();
});
afterEach(() => vi.unstubAllGlobals());

const select = selectNamed;
const postCode = () => (screen.getByRole("textbox", { name: /^Post code/ }) as HTMLInputElement).value;
const optionValues = (el: HTMLSelectElement) => [...el.options].map((o) => o.value).filter((v) => v !== "");
/** The option after the chosen one (wrapping), so a choice is always a change when the list has more than one. */
function nextOption(el: HTMLSelectElement): string {
  const values = optionValues(el);
  return values[(values.indexOf(el.value) + 1) % values.length]!;
}
const editingState = () => {
  const value = coverage.currentValue();
  return value && typeof value === "object" ? (value as { editing?: string }).editing : value;
};
const actorIn = (state: string) => waitFor(() => expect(editingState()).toBe(state));

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole("form");
  const first = within(form).getByRole("textbox", { name: /^First name/ }) as HTMLInputElement;
  if (first.value) return;
  await user.type(first, "Nok");
  await user.type(within(form).getByRole("textbox", { name: /^Last name/ }), "Chaiyo");
  await user.click(within(form).getByRole("radio", { name: "Condo" }));
  const phone = await waitFor(() => {
    const input = within(form).getByRole("textbox", { name: /^Phone number/ }) as HTMLInputElement;
    expect(input.readOnly).toBe(false);
    return input;
  });
  await user.type(phone, "0898765432");
  await user.type(within(form).getByRole("textbox", { name: /^Street address/ }), "12 Nimman Rd");
}

describe("address form machine (model paths through My Shipping and the API client)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      await mountPage(<AddressBook memberKey="model" inspect={coverage.inspect} />);
      await screen.findByText(/99\/1 Samsen Rd/);
      await path.test({
        states: {
          list: async () => {
            await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
            const cards = within(screen.getByRole("list", { name: "Shipping addresses" })).getAllByRole("listitem");
            await waitFor(() => expect(cards.length).toBe(api.addresses.filter((a) => a.kind === "shipping").length));
          },
          choosingProvince: async () => {
            await actorIn("choosingProvince");
            expect(select("Province").disabled).toBe(false);
            expect(optionValues(select("Province"))).toEqual(["10", "50"]);
            expect(select("District").disabled).toBe(true);
            expect(postCode()).toBe("");
          },
          choosingDistrict: async () => {
            await actorIn("choosingDistrict");
            expect(select("District").disabled).toBe(false);
            expect(select("District").value).toBe("");
            expect(select("Sub-district").disabled).toBe(true);
            expect(postCode()).toBe("");
          },
          choosingSubDistrict: async () => {
            await actorIn("choosingSubDistrict");
            expect(select("Sub-district").disabled).toBe(false);
            expect(select("Sub-district").value).toBe("");
            expect(postCode()).toBe("");
          },
          complete: async () => {
            await actorIn("complete");
            const sub = GEO.provinces.flatMap((p) => p.districts).flatMap((d) => d.subs).find((s) =>
              String(s.id) === select("Sub-district").value);
            expect(sub).toBeDefined();
            expect(postCode()).toBe(sub!.postal_code);
          },
          refused: async () => {
            await actorIn("complete");
            expect(await screen.findByText("Please enter a valid mobile number.")).toBeDefined();
          },
          provincesFailed: async () => {
            await actorIn("loadFailed");
            expect(screen.getByRole("alert").textContent).toContain("The list of places did not load.");
            expect(select("Province").disabled).toBe(true);
          },
          districtsFailed: async () => {
            await actorIn("loadFailed");
            expect(screen.getByRole("alert").textContent).toContain("The list of places did not load.");
            expect(select("District").disabled).toBe(true);
          },
          subDistrictsFailed: async () => {
            await actorIn("loadFailed");
            expect(screen.getByRole("alert").textContent).toContain("The list of places did not load.");
            expect(select("Sub-district").disabled).toBe(true);
          },
        },
        events: {
          "form.open": async ({ event }) => {
            const { provinces } = event as Extract<ModelEvent, { type: "form.open" }>;
            if (provinces === "fail") api.failNext("provinces");
            await user.click(screen.getByRole("button", { name: "Add address" }));
            await screen.findByRole("form", { name: "New shipping address" });
          },
          "form.edit": async () => {
            await user.click(screen.getByRole("button", { name: "Edit, Ploy Srisuk" }));
            await screen.findByRole("form", { name: "Edit address" });
          },
          "form.cancel": async () => {
            await user.click(screen.getByRole("button", { name: "Cancel" }));
          },
          "province.choose": async ({ event }) => {
            const { districts } = event as Extract<ModelEvent, { type: "province.choose" }>;
            if (districts === "fail") api.failNext("districts");
            await user.selectOptions(select("Province"), nextOption(select("Province")));
          },
          "district.choose": async ({ event }) => {
            const { subDistricts } = event as Extract<ModelEvent, { type: "district.choose" }>;
            if (subDistricts === "fail") api.failNext("subDistricts");
            await user.selectOptions(select("District"), nextOption(select("District")));
          },
          "subDistrict.choose": async () => {
            await user.selectOptions(select("Sub-district"), nextOption(select("Sub-district")));
          },
          "locations.retry": async () => {
            await user.click(screen.getByRole("button", { name: "Try again" }));
          },
          "form.submit": async ({ event }) => {
            const { answer } = event as Extract<ModelEvent, { type: "form.submit" }>;
            if (answer === "refused") api.refuseNextSave();
            await fillTheRest(user);
            await user.click(within(screen.getByRole("form")).getByRole("button", { name: "Save" }));
            if (answer === "saved") await screen.findByText("The address has been saved.");
          },
        },
      });
    }, 30_000);
  }
});
