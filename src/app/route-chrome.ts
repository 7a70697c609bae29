/**
 * What the layout shows around a page, decided from the path without its locale prefix (spec §2, §3 UI state):
 * the theme ('default' unless stated), a body class, whether the header menus and the footer show, and whether the
 * page is a staff tool (the support console: a quiet header of its own, nothing of the shop's selling chrome).
 */
export type PageTheme = "default" | "dark" | "cream";
export type RouteChrome = {
  theme: PageTheme; bodyClass: string; showMenus: boolean; showFooter: boolean; overlayHeader: boolean;
  staffTool: boolean;
};

/** /product/<x> routes that are not category pages. */
export const PRODUCT_TYPES = ["new", "best-seller", "gift", "sale"] as const;
const NOT_CATEGORY = new Set<string>(["new-in", "detail", ...PRODUCT_TYPES]);

export function isCategoryPath(bare: string): boolean {
  const match = /^\/product\/([^/]+)(?:\/[^/]+)?\/?$/.exec(bare);
  return match?.[1] !== undefined && !NOT_CATEGORY.has(match[1]);
}

/** The payment page and the return page the provider sends the shopper back to (both mid-payment). */
export function isPaymentPath(bare: string): boolean {
  return /^\/order(?:\/[^/]+)?\/(?:payment|return)\/?$/.test(bare);
}

export function chromeFor(bare: string): RouteChrome {
  const path = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  const first = path.split("/")[1] || "home";
  const checkout = path === "/checkout" || isPaymentPath(path);
  const quiz = path === "/skin-quiz";
  // The support console is a staff tool: no announcement, shop menus, cart, shopper log-in or footer; its header
  // keeps the language switch and a way back to the shop.
  const support = path === "/support";
  const theme: PageTheme = isCategoryPath(path) ? "dark" : quiz ? "cream" : "default";
  return {
    theme,
    bodyClass: [`page-${first}`, `theme-${theme}`].join(" "),
    showMenus: !checkout && !support,
    showFooter: !checkout && !quiz && !support,
    overlayHeader: path === "/",
    staffTool: support,
  };
}
