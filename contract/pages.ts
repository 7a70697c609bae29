// The shop's pages (spec §2), one table for the browser's router and for the server, which answers a path no page
// matches with 404, tells crawlers which pages to index and asks for a page's scripts with its HTML. Paths have no
// leading slash and no locale prefix; `page` is the route's module, src/app/pages/<page>.tsx.

/** Marks the head tags the server writes for crawlers; the page's own head replaces them when it renders. */
export const SERVER_HEAD_ATTRIBUTE = "data-server-head";

/** Set on <html> once the page has hydrated, every section too (or rendered): its buttons work from then on. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Dispatched on document at that moment; the page's early-input script replays the taps it kept meanwhile. */
export const HYDRATED_EVENT = "shop:hydrated";

/** The <script> after #root holding the data a server-rendered page was rendered with (src/lib/ssr.ts). */
export const SSR_DATA_ID = "ssr-data";

/**
 * public: indexed by crawlers; shopper: a shopper's own flow (noindex); member: signed-in members only (noindex);
 * staff: the support console, behind its own sign-in (noindex, decision 0150).
 */
export type PageAccess = "public" | "shopper" | "member" | "staff";

export const PAGE_ROUTES = [
  { path: "", access: "public", page: "home" },
  { path: "about-us", access: "public", page: "about-us" },
  { path: "blog", access: "public", page: "blog" },
  { path: "blog/:slug", access: "public", page: "blog-post" },
  { path: "faq", access: "public", page: "faq" },
  { path: "form-example", access: "shopper", page: "form-example" },
  { path: "privacy-policy", access: "public", page: "privacy-policy" },
  { path: "terms-services", access: "public", page: "terms-services" },
  { path: "skin-quiz", access: "public", page: "skin-quiz" },
  { path: "product-gift", access: "public", page: "product-gift" },
  { path: "search-result", access: "shopper", serverRendered: true, page: "search-result" },
  { path: "my-cart", access: "shopper", page: "my-cart" },
  { path: "checkout", access: "shopper", page: "checkout" },
  { path: "login", access: "shopper", page: "login" },
  { path: "auth/reset-password", access: "shopper", page: "reset-password" },
  { path: "auth/social/:provider", access: "shopper", page: "social-callback" },
  { path: "coupon/complete", access: "shopper", page: "coupon-complete" },
  { path: "coupon/:id?", access: "shopper", page: "coupon" },
  { path: "my-account", access: "member", page: "my-account" },
  { path: "my-account/membership", access: "member", page: "membership" },
  { path: "my-account/my-address", access: "member", page: "my-address" },
  { path: "my-account/my-orders", access: "member", page: "my-orders" },
  { path: "my-account/my-orders/:id", access: "member", page: "my-order" },
  { path: "my-account/otp-verification", access: "member", page: "otp-verification" },
  { path: "my-account/verification-complete", access: "member", page: "verification-complete" },
  { path: "product/new-in", access: "public", page: "product-new-in" },
  { path: "product/detail/:slug?", access: "public", page: "product-detail" },
  { path: "product/:category?/:slug?", access: "public", page: "product-list" },
  { path: "order/:id?/payment", access: "shopper", page: "order-payment" },
  { path: "order/:id?/return", access: "shopper", page: "order-return" },
  { path: "order/:id?/complete", access: "shopper", page: "order-complete" },
  { path: "support", access: "staff", page: "support" },
] as const satisfies readonly { path: string; access: PageAccess; serverRendered?: true; page: string }[];

/** The client build's list of each page module's chunks, in dist/ (scripts/vite-preload-boot-stages.ts). */
export const PAGE_SCRIPTS_FILE = "page-scripts.json";

/** The client build's list of each message part's hash per locale, in dist/ (scripts/vite-message-parts.ts). */
export const MESSAGE_PARTS_FILE = "message-parts.json";

/** The part every page loads: the messages of what the entry reaches without entering a page module. */
export const SHELL_PART = "shell";

/** Where the build writes each part's hash per locale into src/lib/i18n.ts. */
export const MESSAGE_PARTS_PLACEHOLDER = "__SKINSTATE_MESSAGE_PARTS__";

/** Per locale, each part's hash; parts without messages are left out. */
export type MessageParts = Record<string, Record<string, string>>;

/** A message part's module in assets/: "messages-home.th-<hash>.js". */
export const messagePartFile = (part: string, locale: string, hash: string) => `messages-${part}.${locale}-${hash}.js`;

/** A page's message modules in a locale, in assets/: the shell's, then its own; a part without messages has none. */
export function pageMessageFiles(parts: Partial<MessageParts>, locale: string, page: string): string[] {
  const hashes = parts[locale] ?? {};
  return [SHELL_PART, page].flatMap((part) => {
    const hash = hashes[part];
    return hash ? [`assets/${messagePartFile(part, locale, hash)}`] : [];
  });
}

/** The page module shown where no route matches (src/app/pages/not-found.tsx). */
export const NOT_FOUND_PAGE = "not-found";

/**
 * Rendered on the server (decision 0141): every public page, and the pages marked `serverRendered` (search results are
 * noindex but paint at once). Others are rendered in the browser; their HTML still has their head.
 */
export function isServerRendered(route: PageRoute): boolean {
  return route.access === "public" || ("serverRendered" in route && route.serverRendered);
}

export type PageRoute = (typeof PAGE_ROUTES)[number];
export type PagePath = PageRoute["path"];
export type PageMatch = { route: PageRoute; params: Record<string, string> };

/** Matches segment by segment: ":name" takes one segment, ":name?" one or none. Null when it does not fit. */
function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern ? pattern.split("/") : [];
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of parts) {
    const segment = segments[i];
    if (!part.startsWith(":")) {
      if (segment !== part) return null;
      i++;
    } else if (segment !== undefined) {
      params[part.slice(1).replace(/\?$/, "")] = decodeURIComponent(segment);
      i++;
    } else if (!part.endsWith("?")) {
      return null;
    }
  }
  return i === segments.length ? params : null;
}

const staticSegments = (pattern: string) => pattern.split("/").filter((p) => p && !p.startsWith(":")).length;

/**
 * The page a bare path shows, ranked as React Router ranks them: the route with more fixed segments wins
 * ("product/new-in" over "product/:category?/:slug?"). Null: no page, the not-found page answers.
 */
export function matchPage(bare: string): PageMatch | null {
  const segments = bare.split("/").filter(Boolean);
  let best: PageMatch | null = null;
  for (const route of PAGE_ROUTES) {
    let params: Record<string, string> | null;
    try {
      params = matchPattern(route.path, segments);
    } catch {
      return null; // a malformed %-escape is no page
    }
    if (params && (!best || staticSegments(route.path) > staticSegments(best.route.path))) best = { route, params };
  }
  return best;
}
