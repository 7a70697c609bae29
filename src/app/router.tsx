import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { matchRoutes, Outlet, useRoutes, type RouteObject } from "react-router-dom";
import { I18nProvider } from "@lingui/react";
import { Spinner, Stack } from "@chakra-ui/react";
import { NOT_FOUND_PAGE, PAGE_ROUTES } from "#contract/pages.ts";
import { i18n, loadPageMessages } from "#lib/i18n.ts";
import { useSession } from "#lib/session.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { progress } from "#lib/progress.ts";
import { AppLayout } from "./layout/AppLayout.tsx";
import { HydratedMark } from "#components/page/HydratedMark.tsx";
import { RouteBoundary } from "./layout/RouteBoundary.tsx";
import { RouteError } from "./layout/RouteError.tsx";

type PageModule = { Component: ComponentType };
type PageRoute = RouteObject & { preload?: () => Promise<unknown> };

/**
 * A route's page, loaded on first visit with its messages (route-level code splitting). Until they are in the page
 * suspends; navigations render in a transition (ShopRouter), so the current page stays meanwhile and the top
 * progress bar runs (shown after 200 ms). Unlike `lazy`, a page whose module is in (`preloadPage`, before hydrating)
 * renders at once. A failed download throws into the route's error boundary, which reloads once for a stale deploy.
 */
function page(name: string): Pick<PageRoute, "element" | "preload"> {
  const load = loader(name);
  let loading: Promise<unknown> | undefined;
  let loaded: { Component: ComponentType } | { failure: unknown } | undefined;
  const preload = () =>
    (loading ??= (async () => {
      const end = progress.start();
      try {
        const [module] = await Promise.all([load(), loadPageMessages(name)]);
        end("ok");
        loaded = { Component: module.Component };
      } catch (error) {
        end("failed");
        loaded = { failure: error };
        throw error;
      }
    })());
  function Page() {
    if (loaded === undefined) throw preload();
    if ("failure" in loaded) throw loaded.failure;
    return <loaded.Component />;
  }
  return { element: <Page />, preload };
}

/**
 * Account routes are for members (spec §6). A signed-out shopper who opens one stays on its address and gets the
 * sign-in dialog: the route tells the auth machine once per visit, which opens the dialog (through the shop's
 * dialog stack) as soon as the stored token has been checked. Signing in reloads the page after 2 s, so they land on
 * the page they asked for. While the stored token is being checked nothing flashes.
 */
function AccountGuard({ children }: { children: ReactNode }) {
  const { ready } = useSession();
  const auth = useShopActor("auth");
  useEffect(() => auth.send({ type: "auth.requireMember" }), [auth]);
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

/** Each page's module, loaded on first visit; the table of pages and who may see them is contract/pages.ts. */
const pageModules = import.meta.glob<PageModule>("./pages/*.tsx");
function loader(name: string): () => Promise<PageModule> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`contract/pages.ts names a page src/app/pages/${name}.tsx that does not exist`);
  return load;
}

/**
 * Every route of spec §2, each a lazy module. The same table is mounted three times: without a prefix (English),
 * under /en and under /th; the page modules (and their download) are shared. Fixed segments rank above dynamic ones.
 */
const pages: PageRoute[] = [
  ...PAGE_ROUTES.map(({ path, access, page: name }) => {
    const route = access === "member" ? member(page(name)) : page(name);
    return path === "" ? { index: true, ...route } : { path, ...route };
  }),
  { path: "*", ...page(NOT_FOUND_PAGE) },
];

/**
 * Starts downloading the page module for `pathname` at once, before React renders, so it arrives alongside the
 * shell's first work instead of after it (the data router did this by resolving lazy routes before the first render).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1)?.route as PageRoute | undefined;
  // A failure here is not reported: rendering the page loads it again and its error boundary handles the error.
  return match?.preload?.().catch(() => undefined) ?? Promise.resolve();
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
        <AppLayout />
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
  return <Suspense fallback={null}>{useRoutes(routes)}<HydratedMark /></Suspense>;
}
