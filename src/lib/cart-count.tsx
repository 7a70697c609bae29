import { createContext, useContext, type ReactNode } from "react";

/**
 * The number of items in the cart (sum of quantities) for the header badge. The cart issue provides the real
 * value from its cart machine; until then the shell shows an empty cart.
 */
const CartCountContext = createContext(0);

export function CartCountProvider({ count, children }: { count: number; children: ReactNode }) {
  return <CartCountContext.Provider value={count}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): number {
  return useContext(CartCountContext);
}
