import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Outlet, useRoutes, type RouteObject } from "react-router-dom";
import { I18nProvider } from "@lingui/react";
import { i18n } from "../lib/i18n";
import { progress } from "../lib/progress";
import { RootLayout } from "./layout/RootLayout";
import { RouteBoundary } from "./layout/RouteBoundary";
import { RouteError } from "./layout/RouteError";

type PageModule = { Component: ComponentType };

/**
 * A route's page, loaded on first visit (route-level code splitting). While its module downloads the current page
 * stays (navigations render in a transition) and the top progress bar runs (shown after 200 ms). A failed download
 * throws into the route's error boundary, which reloads once for a stale deploy (RouteError).
 */
function page(load: () => Promise<PageModule>): ReactNode {
  const Page = lazy(async () => {
    const end = progress.start();
    try {
      const module = await load();
      end("ok");
      return { default: module.Component };
    } catch (error) {
      end("failed");
      throw error;
    }
  });
  return <Page />;
}

/**
 * Every route of spec §2, each a lazy module. The same table is mounted three times: without a prefix (English),
 * under /en and under /th; the page modules (and their download) are shared.
 */
const pages: RouteObject[] = [
  { index: true, element: page(() => import("./pages/home")) },
  // Static
  { path: "about-us", element: page(() => import("./pages/about-us")) },
  { path: "blog", element: page(() => import("./pages/blog")) },
  { path: "blog/:slug", element: page(() => import("./pages/blog-post")) },
  { path: "faq", element: page(() => import("./pages/faq")) },
  { path: "form-example", element: page(() => import("./pages/form-example")) },
  { path: "privacy-policy", element: page(() => import("./pages/privacy-policy")) },
  { path: "terms-services", element: page(() => import("./pages/terms-services")) },
  { path: "skin-quiz", element: page(() => import("./pages/skin-quiz")) },
  { path: "product-gift", element: page(() => import("./pages/product-gift")) },
  { path: "search-result", element: page(() => import("./pages/search-result")) },
  // Cart and checkout
  { path: "my-cart", element: page(() => import("./pages/my-cart")) },
  { path: "checkout", element: page(() => import("./pages/checkout")) },
  // Auth
  { path: "login", element: page(() => import("./pages/login")) },
  { path: "auth/reset-password", element: page(() => import("./pages/reset-password")) },
  { path: "auth/social/:provider", element: page(() => import("./pages/social-callback")) },
  // Coupons
  { path: "coupon/complete", element: page(() => import("./pages/coupon-complete")) },
  { path: "coupon/:id?", element: page(() => import("./pages/coupon")) },
  // Account
  { path: "my-account", element: page(() => import("./pages/my-account")) },
  { path: "my-account/membership", element: page(() => import("./pages/membership")) },
  { path: "my-account/my-address", element: page(() => import("./pages/my-address")) },
  { path: "my-account/my-orders", element: page(() => import("./pages/my-orders")) },
  { path: "my-account/my-orders/:id", element: page(() => import("./pages/my-order")) },
  { path: "my-account/otp-verification", element: page(() => import("./pages/otp-verification")) },
  { path: "my-account/verification-complete", element: page(() => import("./pages/verification-complete")) },
  // Products: fixed segments rank above the dynamic ones.
  { path: "product/new-in", element: page(() => import("./pages/product-new-in")) },
  { path: "product/detail/:slug?", element: page(() => import("./pages/product-detail")) },
  { path: "product/:category?/:slug?", element: page(() => import("./pages/product-list")) },
  // Orders
  { path: "order/:id?/payment", element: page(() => import("./pages/order-payment")) },
  { path: "order/:id?/return", element: page(() => import("./pages/order-return")) },
  { path: "order/:id?/complete", element: page(() => import("./pages/order-complete")) },
  { path: "*", element: page(() => import("./pages/not-found")) },
];

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
