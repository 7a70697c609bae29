import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import { CartActorContext } from "./cart.tsx";

/**
 * The number of items in the cart (sum of quantities, spec §5) for the header badge. Inside <CartProvider> it is the
 * cart machine's count; CartCountProvider gives a fixed count where there is no cart actor (tests, previews).
 */
const CartCountContext = createContext(0);

export function CartCountProvider({ count, children }: { count: number; children: ReactNode }) {
  return <CartCountContext.Provider value={count}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): number {
  const actor = useContext(CartActorContext);
  const fixed = useContext(CartCountContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? (actor.getSnapshot().context.cart?.item_count ?? 0) : fixed);
  return useSyncExternalStore(subscribe, read, read);
}
