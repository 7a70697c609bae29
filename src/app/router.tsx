import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { matchRoutes, Outlet, useRoutes, type RouteObject } from "react-router-dom";
import { I18nProvider } from "@lingui/react";
import { Spinner, Stack } from "@chakra-ui/react";
import { useDialogs } from "../lib/feedback";
import { i18n } from "../lib/i18n";
import { useSession } from "../lib/session";
import { progress } from "../lib/progress";
import { RootLayout } from "./layout/RootLayout";
import { RouteBoundary } from "./layout/RouteBoundary";
import { RouteError } from "./layout/RouteError";

type PageModule = { Component: ComponentType };
type PageRoute = RouteObject & { preload?: () => Promise<unknown> };

/**
 * A route's page, loaded on first visit (route-level code splitting). While its module downloads the current page
 * stays (navigations render in a transition) and the top progress bar runs (shown after 200 ms). A failed download
 * throws into the route's error boundary, which reloads once for a stale deploy (RouteError).
 */
function page(load: () => Promise<PageModule>): Pick<PageRoute, "element" | "preload"> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= (async () => {
      const end = progress.start();
      try {
        const module = await load();
        end("ok");
        return { default: module.Component };
      } catch (error) {
        end("failed");
        throw error;
      }
    })());
  const Page = lazy(preload);
  return { element: <Page />, preload };
}

/**
 * Account routes are for members (spec §6). A signed-out shopper who opens one stays on its address and gets the
 * sign-in dialog; signing in reloads the page after 2 s, so they land on the page they asked for. While the stored
 * token is being checked nothing flashes.
 */
function AccountGuard({ children }: { children: ReactNode }) {
  const { ready, signedIn } = useSession();
  const { open } = useDialogs();
  const asked = ready && !signedIn;
  // Asked once per visit (`open` changes whenever the open dialog does).
  const opened = useRef(false);
  useEffect(() => {
    if (!asked || opened.current) return;
    opened.current = true;
    open("signIn");
  }, [asked, open]);
  if (!ready) {
    return (
      <Stack alignItems="center" py="24">
        <Spinner size="lg" color="brand.solid" />
      </Stack>
    );
  }
  return <>{children}</>;
}

function member(route: Pick<PageRoute, "element" | "preload">): Pick<PageRoute, "element" | "preload"> {
  return { ...route, element: <AccountGuard>{route.element}</AccountGuard> };
}

/**
 * Every route of spec §2, each a lazy module. The same table is mounted three times: without a prefix (English),
 * under /en and under /th; the page modules (and their download) are shared.
 */
const pages: PageRoute[] = [
  { index: true, ...page(() => import("./pages/home")) },
  // Static
  { path: "about-us", ...page(() => import("./pages/about-us")) },
  { path: "blog", ...page(() => import("./pages/blog")) },
  { path: "blog/:slug", ...page(() => import("./pages/blog-post")) },
  { path: "faq", ...page(() => import("./pages/faq")) },
  { path: "form-example", ...page(() => import("./pages/form-example")) },
  { path: "privacy-policy", ...page(() => import("./pages/privacy-policy")) },
  { path: "terms-services", ...page(() => import("./pages/terms-services")) },
  { path: "skin-quiz", ...page(() => import("./pages/skin-quiz")) },
  { path: "product-gift", ...page(() => import("./pages/product-gift")) },
  { path: "search-result", ...page(() => import("./pages/search-result")) },
  // Cart and checkout
  { path: "my-cart", ...page(() => import("./pages/my-cart")) },
  { path: "checkout", ...page(() => import("./pages/checkout")) },
  // Auth
  { path: "login", ...page(() => import("./pages/login")) },
  { path: "auth/reset-password", ...page(() => import("./pages/reset-password")) },
  { path: "auth/social/:provider", ...page(() => import("./pages/social-callback")) },
  // Coupons
  { path: "coupon/complete", ...page(() => import("./pages/coupon-complete")) },
  { path: "coupon/:id?", ...page(() => import("./pages/coupon")) },
  // Account
  { path: "my-account", ...member(page(() => import("./pages/my-account"))) },
  { path: "my-account/membership", ...member(page(() => import("./pages/membership"))) },
  { path: "my-account/my-address", ...member(page(() => import("./pages/my-address"))) },
  { path: "my-account/my-orders", ...member(page(() => import("./pages/my-orders"))) },
  { path: "my-account/my-orders/:id", ...member(page(() => import("./pages/my-order"))) },
  { path: "my-account/otp-verification", ...member(page(() => import("./pages/otp-verification"))) },
  { path: "my-account/verification-complete", ...member(page(() => import("./pages/verification-complete"))) },
  // Products: fixed segments rank above the dynamic ones.
  { path: "product/new-in", ...page(() => import("./pages/product-new-in")) },
  { path: "product/detail/:slug?", ...page(() => import("./pages/product-detail")) },
  { path: "product/:category?/:slug?", ...page(() => import("./pages/product-list")) },
  // Orders
  { path: "order/:id?/payment", ...page(() => import("./pages/order-payment")) },
  { path: "order/:id?/return", ...page(() => import("./pages/order-return")) },
  { path: "order/:id?/complete", ...page(() => import("./pages/order-complete")) },
  { path: "*", ...page(() => import("./pages/not-found")) },
];

/**
 * Starts downloading the page module for `pathname` at once, before React renders, so it arrives alongside the
 * shell's first work instead of after it (the data router did this by resolving lazy routes before the first render).
 */
export function preloadPage(pathname: string): void {
  const match = matchRoutes(routes, pathname)?.at(-1)?.route as PageRoute | undefined;
  // A failure here is not reported: rendering the page loads it again and its error boundary handles the error.
  match?.preload?.().catch(() => undefined);
}

/** Shown only if the layout itself fails (its providers are gone), so it brings its own i18n. */
function rootError(error: unknown) {
  return (
    <I18nProvider i18n={i18n}>
      <RouteError error={error} />
    </I18nProvider>
  );
}

const pageError = (error: unknown) => <RouteError error={error} />;

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary fallback={rootError}>
        <RootLayout />
      </RouteBoundary>
    ),
    // Errors inside a page keep the header and footer: each prefix has its own boundary.
    children: ["/", "/en", "/th"].map((path) => ({
      path,
      element: (
        <RouteBoundary fallback={pageError}>
          <Outlet />
        </RouteBoundary>
      ),
      children: pages.map((route) => ({ ...route })),
    })),
  },
];

/**
 * The route table, rendered inside <ShopRouter>. On the first load nothing shows until the page's module has arrived
 * (as the data router did), so the footer never flashes up under the header; later navigations keep the old page.
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
