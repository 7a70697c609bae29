import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { ShippingChoice, type ShippingChoiceProps } from "./ShippingChoice.tsx";

const branches = [
  { id: 1, name: "Siam", address: "Rama I Rd", hours: "10:00–21:00", phone: "02 000 0001",
    map_url: "https://maps.example/1" },
  { id: 2, name: "Thonglor", address: "Sukhumvit 55", hours: "10:00–20:00", phone: "02 000 0002",
    map_url: "https://maps.example/2" },
];

function mount(props: Partial<ShippingChoiceProps> = {}) {
  const onChoose = vi.fn();
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ShippingChoice method="standard" branchId={null} fees={{ standard: "฿50", express: "฿120", pickup: null }}
          freeFrom="฿1,500" branches={branches} busy={false} error={null} onChoose={onChoose} {...props} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return onChoose;
}

const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("ShippingChoice", () => {
  it("shows each method with its fee, the free-from note and the ship-date rule", () => {
    mount();
    expect(screen.getByRole("group", { name: "Shipping method" })).toBeTruthy();
    expect(radio(/^Standard delivery/).checked).toBe(true);
    expect(radio(/^Standard delivery/).closest("label")?.textContent).toContain("฿50");
    expect(screen.getByText("Free from ฿1,500 of products")).toBeTruthy();
    expect(radio(/^Express delivery/).closest("label")?.textContent).toContain("฿120");
    expect(radio(/^Pick up at a branch/).closest("label")?.textContent).toContain("Free");
    expect(screen.getByText(/Paid before 10:00 ships the same day/)).toBeTruthy();
  });

  it("sends express at once; a pending choice shows as chosen while the server prices it", async () => {
    const onChoose = mount();
    await userEvent.click(radio(/^Express delivery/));
    expect(onChoose).toHaveBeenCalledWith("express");
    cleanup();
    mount({ busy: true, pending: { method: "express", branchId: null } });
    expect(radio(/^Express delivery/).checked).toBe(true);
    expect(radio(/^Standard delivery/).checked).toBe(false);
  });

  it("shows the server's method once nothing is pending (the choice was answered or refused)", () => {
    mount({ method: "standard", pending: null, error: "Express is not available right now." });
    expect(radio(/^Standard delivery/).checked).toBe(true);
    expect(radio(/^Express delivery/).checked).toBe(false);
  });

  it("sends the server's method again while another choice is pending", async () => {
    const onChoose = mount({ method: "standard", pending: { method: "express", branchId: null } });
    await userEvent.click(radio(/^Standard delivery/));
    expect(onChoose).toHaveBeenCalledWith("standard");
  });

  it("asks for a branch before sending pickup, then sends it with the branch", async () => {
    const onChoose = mount();
    await userEvent.click(radio(/^Pick up at a branch/));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole("group", { name: "Choose a branch" })).toBeTruthy();
    expect(screen.getByText("Pick a branch to switch to pickup.")).toBeTruthy();
    await userEvent.click(radio(/^Thonglor/));
    expect(onChoose).toHaveBeenCalledWith("pickup", 2);
  });

  it("shows a pending pickup at its branch", () => {
    mount({ busy: true, pending: { method: "pickup", branchId: 2 } });
    expect(radio(/^Pick up at a branch/).checked).toBe(true);
    expect(radio(/^Thonglor/).checked).toBe(true);
    expect(radio(/^Standard delivery/).checked).toBe(false);
  });

  it("shows the chosen branch when the cart is already picked up, and says why a choice was refused", () => {
    mount({ method: "pickup", branchId: 1, error: "This branch is not available." });
    expect(radio(/^Pick up at a branch/).checked).toBe(true);
    expect(radio(/^Siam/).checked).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("This branch is not available.");
  });
});
