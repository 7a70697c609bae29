import type { AnyActorRef } from "xstate";

/** The global machines as the shop's actor system knows them (machines/shop.machine.ts starts each with its id). */
export const SYSTEM_IDS = ["locale", "auth", "cart", "dialogStack", "toastStack", "confirmQueue", "checkout",
  "payment", "redeem"] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

/**
 * A `sendTo` target: the shop machine's child with this systemId. A machine running alone (its unit tests) has no
 * such sibling; xstate then delivers the event to the machine itself, which does not handle it.
 */
export const inSystem = (id: SystemId) => ({ system }: { system: { get: (id: string) => unknown } }): AnyActorRef =>
  system.get(id) as AnyActorRef;
