import { describe, expect, it } from "vitest";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { i18n } from "#lib/i18n.ts";
import { AccountNav, currentSection } from "./AccountNav.tsx";

describe("AccountNav", () => {
  it("marks the current section and keeps the locale prefix in its links", () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={["/th/my-account/my-address"]}><AccountNav /></MemoryRouter>
        </I18nProvider>
      </ChakraProvider>,
    );
    const nav = screen.getByRole("navigation");
    const current = within(nav).getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute("href")).toBe("/th/my-account/my-address");
    expect(within(nav).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/th/my-account", "/th/my-account/my-orders", "/th/my-account/membership", "/th/my-account/my-address",
    ]);
  });

  it("puts order details under My Orders and the phone pages under My Account", () => {
    expect(currentSection("/my-account/my-orders/42")).toBe("/my-account/my-orders");
    expect(currentSection("/my-account/otp-verification")).toBe("/my-account");
    expect(currentSection("/my-account/")).toBe("/my-account");
    expect(currentSection("/my-account/membership")).toBe("/my-account/membership");
  });
});
