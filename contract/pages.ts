// The shop's pages (spec §2), one table for the browser's router and for the server, which answers a path no page
// matches with 404 and tells crawlers which pages to index. Paths have no leading slash and no locale prefix.

/** Marks the head tags the server writes for crawlers; the page's own head replaces them when it renders. */
export const SERVER_HEAD_ATTRIBUTE = "data-server-head";

/** Set on <html> once the page's first render is in (hydrated or rendered): its buttons work from then on. */
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
  { path: "", access: "public" },
  { path: "about-us", access: "public" },
  { path: "blog", access: "public" },
  { path: "blog/:slug", access: "public" },
  { path: "faq", access: "public" },
  { path: "form-example", access: "shopper" },
  { path: "privacy-policy", access: "public" },
  { path: "terms-services", access: "public" },
  { path: "skin-quiz", access: "public" },
  { path: "product-gift", access: "public" },
  { path: "search-result", access: "shopper", serverRendered: true },
  { path: "my-cart", access: "shopper" },
  { path: "checkout", access: "shopper" },
  { path: "login", access: "shopper" },
  { path: "auth/reset-password", access: "shopper" },
  { path: "auth/social/:provider", access: "shopper" },
  { path: "coupon/complete", access: "shopper" },
  { path: "coupon/:id?", access: "shopper" },
  { path: "my-account", access: "member" },
  { path: "my-account/membership", access: "member" },
  { path: "my-account/my-address", access: "member" },
  { path: "my-account/my-orders", access: "member" },
  { path: "my-account/my-orders/:id", access: "member" },
  { path: "my-account/otp-verification", access: "member" },
  { path: "my-account/verification-complete", access: "member" },
  { path: "product/new-in", access: "public" },
  { path: "product/detail/:slug?", access: "public" },
  { path: "product/:category?/:slug?", access: "public" },
  { path: "order/:id?/payment", access: "shopper" },
  { path: "order/:id?/return", access: "shopper" },
  { path: "order/:id?/complete", access: "shopper" },
  { path: "support", access: "staff" },
] as const satisfies readonly { path: string; access: PageAccess; serverRendered?: true }[];

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
