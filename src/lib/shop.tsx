import { createContext, useContext } from "react";
import type { AnyActorRef } from "xstate";
import type { ShopActors } from "#machines/shop.machine.ts";
import type { SystemId } from "#machines/system.ts";

/** The running shop system (src/app/actors/shop.ts creates it; ShopProvider puts it here). */
export interface ShopSystem {
  system: { get: (id: string) => AnyActorRef | undefined };
}

export const ShopContext = createContext<ShopSystem | null>(null);

/** The actor system's child registered under `id`, found with `system.get` (machines/shop.machine.ts). */
export function childOf<K extends SystemId>(shop: ShopSystem, id: K): ShopActors[K] {
  const actor = shop.system.get(id);
  if (!actor) throw new Error(`the shop system has no ${id}`);
  return actor as ShopActors[K];
}

/** One of the shop's global actors, for the templates that use it (components receive props instead). */
export function useShopActor<K extends SystemId>(id: K): ShopActors[K] {
  const shop = useContext(ShopContext);
  if (shop === null) throw new Error(`useShopActor("${id}") must be used inside <ShopProvider>`);
  return childOf(shop, id);
}
