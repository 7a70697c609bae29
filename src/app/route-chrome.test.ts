import { describe, expect, it } from "vitest";
import { chromeFor } from "./route-chrome.ts";

describe("route chrome", () => {
  it("uses the default theme with menus and footer on ordinary pages", () => {
    expect(chromeFor("/faq")).toMatchObject({ theme: "default", showMenus: true, showFooter: true,
      bodyClass: "page-faq theme-default" });
    expect(chromeFor("/")).toMatchObject({ theme: "default", bodyClass: "page-home theme-default",
      overlayHeader: true });
  });

  it("puts category pages on the dark theme, but not product types, new-in or detail", () => {
    expect(chromeFor("/product/serum").theme).toBe("dark");
    expect(chromeFor("/product/serum/vitamin-c").theme).toBe("dark");
    for (const path of ["/product/new", "/product/best-seller", "/product/gift", "/product/sale", "/product/new-in",
      "/product/detail/abc"]) {
      expect(chromeFor(path).theme).toBe("default");
    }
  });

  it("puts the skin quiz on cream without a footer", () => {
    expect(chromeFor("/skin-quiz")).toMatchObject({ theme: "cream", showFooter: false, showMenus: true });
  });

  it("hides menus and footer on checkout and payment pages", () => {
    for (const path of ["/checkout", "/order/123/payment", "/order/payment", "/order/123/return"]) {
      expect(chromeFor(path)).toMatchObject({ showMenus: false, showFooter: false });
    }
    expect(chromeFor("/order/123/complete")).toMatchObject({ showMenus: true, showFooter: true });
  });

  it("gives the support console a staff tool's quiet chrome: no shop menus (nor announcement), no footer", () => {
    expect(chromeFor("/support")).toMatchObject({ staffTool: true, showMenus: false, showFooter: false,
      theme: "default", bodyClass: "page-support theme-default" });
    expect(chromeFor("/support/")).toMatchObject({ staffTool: true, showMenus: false });
    for (const path of ["/", "/faq", "/checkout", "/product/serum", "/my-account"]) {
      expect(chromeFor(path).staffTool).toBe(false);
    }
  });
});
