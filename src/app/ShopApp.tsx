import { AppRoutes } from "./router.tsx";
import type { Shop } from "./actors/shop.ts";
import { dialogSlots } from "./dialog-slots.tsx";
import { ShopRouter, type ShopHistory } from "./layout/ShopRouter.tsx";
import { ShopProvider } from "./providers/ShopProvider.tsx";

/**
 * The shop as a shopper gets it: the router on `history`, the shop's actor system (created and started by the
 * caller on the same history, so its navigations move this router) and every route. src/main.tsx renders it; model
 * tests render it on a memory history.
 */
export function ShopApp({ history, shop }: { history: ShopHistory; shop: Shop }) {
  return (
    <ShopRouter history={history}>
      <ShopProvider shop={shop} dialogSlots={dialogSlots}>
        <AppRoutes />
      </ShopProvider>
    </ShopRouter>
  );
}
