import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { I18nProvider } from "@lingui/react";
import { i18n } from "../lib/i18n";
import { RootLayout } from "./layout/RootLayout";
import { RouteError } from "./layout/RouteError";

/**
 * Every route of spec §2, each a lazy module (route-level code splitting). The same table is mounted three times:
 * without a prefix (English), under /en and under /th.
 */
function pages(): RouteObject[] {
  return [
    { index: true, lazy: () => import("./pages/home") },
    // Static
    { path: "about-us", lazy: () => import("./pages/about-us") },
    { path: "blog", lazy: () => import("./pages/blog") },
    { path: "blog/:slug", lazy: () => import("./pages/blog-post") },
    { path: "faq", lazy: () => import("./pages/faq") },
    { path: "form-example", lazy: () => import("./pages/form-example") },
    { path: "privacy-policy", lazy: () => import("./pages/privacy-policy") },
    { path: "terms-services", lazy: () => import("./pages/terms-services") },
    { path: "skin-quiz", lazy: () => import("./pages/skin-quiz") },
    { path: "product-gift", lazy: () => import("./pages/product-gift") },
    { path: "search-result", lazy: () => import("./pages/search-result") },
    // Cart and checkout
    { path: "my-cart", lazy: () => import("./pages/my-cart") },
    { path: "checkout", lazy: () => import("./pages/checkout") },
    // Auth
    { path: "login", lazy: () => import("./pages/login") },
    { path: "auth/reset-password", lazy: () => import("./pages/reset-password") },
    { path: "auth/social/:provider", lazy: () => import("./pages/social-callback") },
    // Coupons
    { path: "coupon/complete", lazy: () => import("./pages/coupon-complete") },
    { path: "coupon/:id?", lazy: () => import("./pages/coupon") },
    // Account
    { path: "my-account", lazy: () => import("./pages/my-account") },
    { path: "my-account/membership", lazy: () => import("./pages/membership") },
    { path: "my-account/my-address", lazy: () => import("./pages/my-address") },
    { path: "my-account/my-orders", lazy: () => import("./pages/my-orders") },
    { path: "my-account/my-orders/:id", lazy: () => import("./pages/my-order") },
    { path: "my-account/otp-verification", lazy: () => import("./pages/otp-verification") },
    { path: "my-account/verification-complete", lazy: () => import("./pages/verification-complete") },
    // Products: fixed segments rank above the dynamic ones.
    { path: "product/new-in", lazy: () => import("./pages/product-new-in") },
    { path: "product/detail/:slug?", lazy: () => import("./pages/product-detail") },
    { path: "product/:category?/:slug?", lazy: () => import("./pages/product-list") },
    // Orders
    { path: "order/:id?/payment", lazy: () => import("./pages/order-payment") },
    { path: "order/:id?/return", lazy: () => import("./pages/order-return") },
    { path: "order/:id?/complete", lazy: () => import("./pages/order-complete") },
    { path: "*", lazy: () => import("./pages/not-found") },
  ];
}

/** Shown only if the layout itself fails (its providers are gone), so it brings its own i18n. */
function RootError() {
  return (
    <I18nProvider i18n={i18n}>
      <RouteError />
    </I18nProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    // Errors inside a page keep the header and footer: each prefix has its own boundary.
    children: ["/", "/en", "/th"].map((path) => ({ path, errorElement: <RouteError />, children: pages() })),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
