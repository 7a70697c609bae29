import type { I18n } from "@lingui/core";
import { SignedInHint } from "#lib/signed-in-hint.ts";
import { AppRoutes } from "./router.tsx";
import type { Shop } from "./actors/shop.ts";
import { dialogSlots } from "./dialog-slots.tsx";
import { ShopRouter, type ShopHistory } from "./layout/ShopRouter.tsx";
import { ShopProvider } from "./providers/ShopProvider.tsx";

/**
 * The shop as a shopper gets it: the router on `history`, the shop's actor system (created and started by the
 * caller on the same history, so its navigations move this router) and every route. src/start.tsx hydrates it,
 * src/entry-server.tsx renders it on the server (with the request's i18n), model tests on a memory history.
 * `signedInHint`: the request carried the auth cookie (src/lib/signed-in-hint.ts).
 */
export function ShopApp({ history, shop, i18n, signedInHint = false }: {
  history: ShopHistory; shop: Shop; i18n?: I18n | undefined; signedInHint?: boolean;
}) {
  return (
    <SignedInHint value={signedInHint}>
      <ShopRouter history={history}>
        <ShopProvider shop={shop} dialogSlots={dialogSlots} i18n={i18n}>
          <AppRoutes />
        </ShopProvider>
      </ShopRouter>
    </SignedInHint>
  );
}
