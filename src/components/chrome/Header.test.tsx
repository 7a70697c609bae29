import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { system } from "../theme/system.ts";
import type { MenuItem } from "#contract/general.ts";
import { i18n } from "#lib/i18n.ts";
import { CouponBanner } from "./CouponBanner.tsx";
import { Header } from "./Header.tsx";

const menu: MenuItem[] = [
  { name: "Shop", link: "/product/new-in", for_desktop: true, for_mobile: true, child: [
    { name: "Serums", link: "/product/serum", for_desktop: true, for_mobile: true, child: [] },
  ] },
  { name: "Blog", link: "/blog", for_desktop: true, for_mobile: true, child: [] },
  { name: "App only", link: "/app", for_desktop: false, for_mobile: true, child: [] },
];

// jsdom applies no media queries, so it lays the header out as on a phone: the desktop-only parts (menu, language
// switch, log in, account) are display:none there and are queried with { hidden: true }.
const desktop = { hidden: true } as const;

function wrap(ui: ReactNode, path = "/") {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

/** The header in English with the language switch reporting to `onSwitchLocale`. */
const english = (onSwitchLocale = vi.fn()) => ({ locale: "en" as const, onSwitchLocale });
const session = (onLogIn = vi.fn()) => ({ onLogIn, onLogOut: vi.fn() });

describe("Header", () => {
  it("shows the logo, the server menu, search, log in, the cart count and the language switch", () => {
    wrap(<Header menu={menu} cartCount={3} showMenus signedIn={false} {...session()} {...english()} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "SkinState home" })).toHaveProperty("pathname", "/");
    const nav = within(banner).getByRole("navigation", { name: "Main", ...desktop });
    expect(within(nav).getByRole("link", { name: "Blog", ...desktop })).toHaveProperty("pathname", "/blog");
    expect(within(nav).queryByRole("link", { name: "App only", ...desktop })).toBeNull();
    expect(within(banner).getByRole("link", { name: "Cart, 3 items" })).toHaveProperty("pathname", "/my-cart");
    expect(within(banner).getByRole("button", { name: "Search" })).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Open menu" })).toBeTruthy();
    const language = within(banner).getByRole("group", { name: "Language", ...desktop });
    expect(within(language).getByRole("button", { name: "EN", ...desktop }).getAttribute("aria-pressed")).toBe("true");
    expect(within(language).getByRole("button", { name: "TH", ...desktop }).getAttribute("aria-pressed")).toBe("false");
  });

  it("opens the sign-in dialog from Log in and switches language from the TH button", async () => {
    const onLogIn = vi.fn();
    const switchTo = vi.fn();
    wrap(<Header menu={menu} cartCount={0} showMenus signedIn={false} {...session(onLogIn)} {...english(switchTo)} />);
    await userEvent.click(screen.getByRole("button", { name: "Log in", ...desktop }));
    expect(onLogIn).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "TH", ...desktop }));
    expect(switchTo).toHaveBeenCalledWith("th");
  });

  it("links keep the /en prefix the shopper arrived with", () => {
    wrap(<Header menu={menu} cartCount={0} showMenus signedIn {...session()} {...english()} />, "/en/faq");
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toHaveProperty("pathname", "/en/my-cart");
    expect(screen.getByRole("link", { name: "My Account", ...desktop })).toHaveProperty("pathname", "/en/my-account");
    expect(screen.queryByRole("button", { name: "Log in", ...desktop })).toBeNull();
  });

  it("keeps only the logo on checkout and payment pages", () => {
    wrap(<Header menu={menu} cartCount={0} showMenus={false} signedIn={false} {...session()} {...english()} />);
    expect(screen.queryByRole("navigation", desktop)).toBeNull();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Search" })).toBeNull();
    expect(screen.getByRole("link", { name: "SkinState home" })).toBeTruthy();
  });

  it("gives a staff tool the language switch and a way back to the shop, nothing of the shop's", async () => {
    const switchTo = vi.fn();
    wrap(<Header menu={menu} cartCount={2} showMenus={false} staffTool signedIn={false} {...session()}
      {...english(switchTo)} />, "/support");
    const banner = screen.getByRole("banner");
    expect(within(banner).queryByRole("navigation", desktop)).toBeNull();
    for (const name of ["Open menu", "Search", "Log in"]) {
      expect(within(banner).queryByRole("button", { name, ...desktop })).toBeNull();
    }
    expect(within(banner).queryByRole("link", { name: /^Cart/, ...desktop })).toBeNull();
    expect(within(banner).queryByText("Secure checkout")).toBeNull();
    expect(within(banner).getByRole("link", { name: "Back to the shop" })).toHaveProperty("pathname", "/");
    // Not desktop-only here (queried without { hidden }): the switch shows on a phone too.
    await userEvent.click(within(within(banner).getByRole("group", { name: "Language" })).getByRole("button",
      { name: "TH" }));
    expect(switchTo).toHaveBeenCalledWith("th");
  });
});

describe("CouponBanner", () => {
  beforeEach(() => sessionStorage.clear());

  it("closes and stays closed for the visit, but shows a new announcement", async () => {
    const first = wrap(<CouponBanner text="Free shipping over ฿1,500" />);
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(region.textContent).toContain("Free shipping over ฿1,500");
    await userEvent.click(within(region).getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    first.unmount();

    wrap(<CouponBanner text="Free shipping over ฿1,500" />);
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    wrap(<CouponBanner text="Members: double points this week" />);
    expect(screen.getByRole("region", { name: "Announcement" })).toBeTruthy();
  });
});
