import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "#tests/model/render.tsx";
import { AddressForm, type AddressFormProps, type CascadeView } from "./AddressForm.tsx";

const chosen: CascadeView = {
  provinces: [{ id: 10, name: "Bangkok" }], districts: [{ id: 1002, name: "Dusit" }],
  subDistricts: [{ id: 100201, name: "Wachiraphayaban", postal_code: "10300" }],
  provinceId: 10, districtId: 1002, subDistrictId: 100201, postalCode: "10300", loading: null, failed: null,
};

function mount(cascade: CascadeView) {
  const onSubmit = vi.fn();
  const props: AddressFormProps = {
    title: "Edit address", cascade, saving: false, serverFields: {}, formMessage: null,
    initial: {
      place_type: "home", first_name: "Ploy", last_name: "Srisuk", phone: { country_code: "TH", number: "0812345678" },
      street_address: "99/1 Samsen Rd", is_default: false,
    },
    onProvince: vi.fn(), onDistrict: vi.fn(), onSubDistrict: vi.fn(), onRetry: vi.fn(), onSubmit, onCancel: vi.fn(),
  };
  renderApp(<AddressForm {...props} />);
  return onSubmit;
}

describe("AddressForm while a place list is not there", () => {
  it("says to wait under the list that is loading instead of letting Save do nothing", async () => {
    const onSubmit = mount({ ...chosen, loading: "districts" });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const district = screen.getByRole("combobox", { name: /^District/ });
    expect(district.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please wait while this list loads.")).toBeTruthy();
  });

  it("points at Try again when a list failed to load", async () => {
    const onSubmit = mount({ ...chosen, failed: "subDistricts" });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("The list of places did not load. Try again.")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
