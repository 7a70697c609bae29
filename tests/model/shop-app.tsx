// The whole shop as a shopper meets it, in jsdom: the real routes, pages and chrome over the real shop actor system
// (src/app/ShopApp.tsx, src/app/actors/shop.ts) on a memory history, against fake APIs that answer like the server.
import type { ReactNode } from "react";
import { onTestFinished, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { UNSAFE_createMemoryHistory as createMemoryHistory } from "react-router-dom";
import { ChakraProvider } from "@chakra-ui/react";
import type { InspectionEvent } from "xstate";
import type { Locale } from "#contract/locale.ts";
import { configureApiClient } from "#api/client.ts";
import { createShop } from "#app/actors/shop.ts";
import { ShopRouter } from "#app/layout/ShopRouter.tsx";
import { ShopProvider } from "#app/providers/ShopProvider.tsx";
import { ShopApp } from "#app/ShopApp.tsx";
import type { DialogSlots } from "#components/feedback/DialogHost.tsx";
import { system } from "#components/theme/system.ts";
import { readAuthToken } from "#lib/auth-token.ts";
import { i18n } from "#lib/i18n.ts";
import { childOf } from "#lib/shop.tsx";
import { clearQueryCache } from "#lib/use-query.ts";
import { createFakeAuthApi, type FakeAuthApi } from "../fakes/auth-api.ts";
import { createFakeCartApi, type FakeCartApi } from "../fakes/cart-api.ts";
import { catalogRoute } from "../fakes/catalog-api.ts";
import { fetchOver } from "../fakes/http.ts";
import type { Coverage } from "./coverage.ts";

// As src/start.tsx wires it: the client sends the language on screen and the stored token.
configureApiClient({ locale: () => i18n.locale || "en", authorization: readAuthToken });

export interface ShopWorld {
  cart: FakeCartApi;
  auth: FakeAuthApi;
}

/** Fresh fake APIs installed as `fetch` (undone by vi.unstubAllGlobals) and an empty query cache. */
export function installShopApi(): ShopWorld {
  const cart = createFakeCartApi();
  const auth = createFakeAuthApi();
  vi.stubGlobal("fetch", fetchOver(cart.route, auth.route, catalogRoute(cart.products)));
  clearQueryCache();
  return { cart, auth };
}

export interface MountOptions {
  path?: string;
  /** Instead of the shop's routes: a page of the test's own inside the shop (toast, confirm and dialog tests). */
  page?: ReactNode;
  dialogSlots?: DialogSlots;
  /** Coverage recorders of the machines this test counts (every actor of the system reports to each). */
  coverage?: Coverage[];
  reloadPage?: () => void;
  redirect?: (url: string) => void;
  activate?: (locale: Locale) => Promise<void>;
  /** The payment machine's first poll wait (ms). */
  pollBase?: number;
}

/** Starts the shop system at `path` and renders the app; both stop when the test ends. */
export function mountShop(options: MountOptions = {}) {
  const { path = "/", page, dialogSlots, coverage = [], reloadPage, redirect, activate, pollBase } = options;
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const inspect = (event: InspectionEvent) => coverage.forEach((c) => c.inspect(event));
  const shop = createShop({ history, inspect, reloadPage, redirect, activate, pollBase }).start();
  const view = render(
    <ChakraProvider value={system}>
      {page === undefined ? <ShopApp history={history} shop={shop} /> : (
        <ShopRouter history={history}>
          <ShopProvider shop={shop} dialogSlots={dialogSlots}>{page}</ShopProvider>
        </ShopRouter>
      )}
    </ChakraProvider>,
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    view.unmount();
    shop.stop();
  };
  onTestFinished(stop);
  return { history, shop, view, stop, child: <K extends Parameters<typeof childOf>[1]>(id: K) => childOf(shop, id) };
}

export type MountedShop = ReturnType<typeof mountShop>;

/** The shop around a test page, once the first language is on screen (its catalog activates asynchronously). */
export async function mountPage(page: ReactNode, options: Omit<MountOptions, "page"> = {}): Promise<MountedShop> {
  const mounted = mountShop({ ...options, page });
  // Works under a fake clock too: the English catalog is already loaded, so activation only awaits promises.
  for (let i = 0; i < 5 && !mounted.child("locale").getSnapshot().matches("ready"); i += 1) await act(async () => {});
  await act(async () => {});
  return mounted;
}
