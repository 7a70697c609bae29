import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddressBook } from "#app/pages/my-address.tsx";
import { installAddressApi, selectNamed, type FakeAddressApi } from "./address-api.fake.ts";
import { mountPage } from "./shop-app.tsx";

// My Shipping as a member uses it: add through the cascade, set a default, delete after the confirm, copy a
// shipping address to billing. The real page part and API client against the fake location + address API.
let api: FakeAddressApi;
beforeEach(() => {
  api = installAddressApi();
});
afterEach(() => vi.unstubAllGlobals());

const select = selectNamed;
const shippingCards = () => within(screen.getByRole("list", { name: "Shipping addresses" })).getAllByRole("listitem");

async function mount() {
  const user = userEvent.setup();
  await mountPage(<AddressBook memberKey="book" />);
  await screen.findByText(/99\/1 Samsen Rd/);
  return user;
}

// Typing through the whole form takes a few seconds of jsdom work; under a parallel run it needs more than the default
// 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe("My Shipping", () => {
  it("shows each address with its phone formatted, its type of place and the Default badge", async () => {
    await mount();
    const [card] = shippingCards();
    expect(within(card!).getByText("081 234 5678")).toBeDefined();
    expect(within(card!).getByText("Home")).toBeDefined();
    expect(within(card!).getByText("Default")).toBeDefined();
    expect(within(card!).getByText(/Dusit, Dusit/)).toBeDefined();
    expect(within(card!).queryByRole("button", { name: /Set as default/ })).toBeNull();
    expect(screen.getByText("You have no billing address yet.")).toBeDefined();
  });

  it("adds an address through the cascade; changing a parent clears its children; the post code follows", async () => {
    const user = await mount();
    await user.click(screen.getByRole("button", { name: "Add address" }));
    const form = await screen.findByRole("form", { name: "New shipping address" });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("Please enter a first name.")).toBeDefined();
    expect(within(form).getByText("Please choose a province.")).toBeDefined();
    expect(api.requests.some((r) => r.startsWith("POST"))).toBe(false);

    await waitFor(() => expect(select("Province").disabled).toBe(false));
    await user.selectOptions(select("Province"), "Bangkok");
    await waitFor(() => expect(select("District").disabled).toBe(false));
    await user.selectOptions(select("District"), "Phra Nakhon");
    await waitFor(() => expect(select("Sub-district").disabled).toBe(false));
    await user.selectOptions(select("Sub-district"), "Phra Borom Maha Ratchawang");
    expect((within(form).getByRole("textbox", { name: /^Post code/ }) as HTMLInputElement).value).toBe("10200");

    await user.selectOptions(select("Province"), "Chiang Mai");
    expect(select("District").value).toBe("");
    expect(select("Sub-district").value).toBe("");
    expect((within(form).getByRole("textbox", { name: /^Post code/ }) as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(select("District").disabled).toBe(false));
    await user.selectOptions(select("District"), "Mueang Chiang Mai");
    await waitFor(() => expect(select("Sub-district").disabled).toBe(false));
    await user.selectOptions(select("Sub-district"), "Si Phum");
    expect((within(form).getByRole("textbox", { name: /^Post code/ }) as HTMLInputElement).value).toBe("50200");

    await user.click(within(form).getByRole("radio", { name: "Work" }));
    await user.type(within(form).getByRole("textbox", { name: /^First name/ }), "Nok");
    await user.type(within(form).getByRole("textbox", { name: /^Last name/ }), "Chaiyo");
    const phone = await waitFor(() => {
      const input = within(form).getByRole("textbox", { name: /^Phone number/ }) as HTMLInputElement;
      expect(input.readOnly).toBe(false);
      return input;
    });
    await user.type(phone, "0898765432");
    await user.type(within(form).getByRole("textbox", { name: /^Street address/ }), "12 Nimman Rd");
    await user.click(within(form).getByRole("checkbox", { name: "Use as my default address" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await screen.findByText("The address has been saved.");
    await waitFor(() => expect(shippingCards()).toHaveLength(2));
    // Defaults first: the new default leads the list.
    expect(within(shippingCards()[0]!).getByText(/12 Nimman Rd/)).toBeDefined();
    expect(within(shippingCards()[0]!).getByText("Default")).toBeDefined();
    expect(within(shippingCards()[0]!).getByText("Work")).toBeDefined();
    expect(api.addresses.find((a) => a.first_name === "Nok")).toMatchObject({
      place_type: "work", province: { id: 50 }, district: { id: 5001 }, sub_district: { id: 500101 },
      postal_code: "50200", is_default: true,
    });
  }, 30_000);

  it("sets another address as default and deletes one after the confirm (No keeps it)", async () => {
    api.seed({
      kind: "shipping", place_type: "condo", first_name: "Nok", last_name: "Chaiyo",
      phone: { country_code: "TH", number: "0898765432" },
      street_address: "12 Nimman Rd", province_id: 50, district_id: 5001, sub_district_id: 500101, postal_code: "50200",
      is_default: false,
    });
    const user = await mount();
    await user.click(screen.getByRole("button", { name: "Set as default, Nok Chaiyo" }));
    await screen.findByText("Your default address has been changed.");
    await waitFor(() => expect(within(shippingCards()[0]!).getByText(/12 Nimman Rd/)).toBeDefined());
    expect(api.addresses.find((a) => a.first_name === "Nok")?.is_default).toBe(true);

    await user.click(screen.getByRole("button", { name: "Delete, Ploy Srisuk" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete this address?")).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(shippingCards()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Delete, Ploy Srisuk" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await screen.findByText("The address has been deleted.");
    await waitFor(() => expect(shippingCards()).toHaveLength(1));
    expect(screen.queryByText(/99\/1 Samsen Rd/)).toBeNull();
  });

  it("billing same as shipping copies the chosen shipping address", async () => {
    const user = await mount();
    await user.click(screen.getByRole("button", { name: "Same as shipping address" }));
    const form = await screen.findByRole("form", { name: "Same as shipping address" });
    expect((within(form).getByRole("combobox", { name: /^Shipping address to copy/ }) as HTMLSelectElement).value)
      .toBe(String(api.addresses[0]!.id));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await screen.findByText("The billing address has been saved.");
    const billing = await screen.findByRole("list", { name: "Billing addresses" });
    expect(within(billing).getByText(/99\/1 Samsen Rd/)).toBeDefined();
    expect(api.addresses.filter((a) => a.kind === "billing")).toHaveLength(1);
  });

  it("edits an address: its cascade comes back chosen and the change is saved", async () => {
    const user = await mount();
    await user.click(screen.getByRole("button", { name: "Edit, Ploy Srisuk" }));
    const form = await screen.findByRole("form", { name: "Edit address" });
    await waitFor(() => expect(select("Sub-district").value).toBe("100201"));
    expect(select("Province").value).toBe("10");
    expect(select("District").value).toBe("1002");
    const street = within(form).getByRole("textbox", { name: /^Street address/ });
    await user.clear(street);
    await user.type(street, "7 Rama V Rd");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await screen.findByText("The address has been saved.");
    await waitFor(() => expect(screen.getByText(/7 Rama V Rd/)).toBeDefined());
    expect(api.requests).toContain(`PATCH /api/user/address/${api.addresses[0]!.id}`);
  });

  it("a refusal about no field of the form (the address limit) shows above the form, which stays filled", async () => {
    const user = await mount();
    await user.click(screen.getByRole("button", { name: "Edit, Ploy Srisuk" }));
    const form = await screen.findByRole("form", { name: "Edit address" });
    await waitFor(() => expect(select("Sub-district").value).toBe("100201"));
    api.refuseNextSave("limit");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toContain(
      "You can keep at most 20 addresses of each kind.");
    expect((within(form).getByRole("textbox", { name: /^First name/ }) as HTMLInputElement).value).toBe("Ploy");
  });
});
