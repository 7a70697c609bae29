import type { AnyActorRef } from "xstate";
import type { AuthContext, AuthResult } from "./auth-command.ts";

// Transition pieces the auth machine's states share, kept as plain transition config (see cart-transitions.ts):
// `as const` keeps the names literal, so createMachine checks each action and its params against the setup.

interface Rejection {
  event: { error: unknown };
}
interface Answer {
  event: { output: AuthResult };
}

export const rejection = ({ event }: Rejection) => ({ error: event.error });

/** The guest's cart id, sent with sign-in so the server merges it into the member's cart (the cart actor has it). */
export function guestCartId(self: AnyActorRef): string | null {
  const snapshot = self.system.get("cart")?.getSnapshot() as { context?: { cartId?: string | null } } | undefined;
  return snapshot?.context?.cartId ?? null;
}

/** A command failed: the code is kept, a toast shows the server's message, the caller hears how it ended. */
export const failed = {
  target: "anonymous",
  actions: [
    { type: "recordFailure", params: rejection },
    { type: "toastFailure", params: rejection },
    { type: "settleFailed", params: rejection },
  ],
} as const;

/** The answer's member is taken and its token stored (with the remember choice). */
export const takeSession = (remember: (context: AuthContext) => boolean) =>
  [
    { type: "takeUser", params: ({ event }: Answer) => ({ user: event.output.user }) },
    {
      type: "storeToken",
      params: ({ context, event }: Answer & { context: AuthContext }) => ({
        token: event.output.token, remember: remember(context),
      }),
    },
  ] as const;

/** The member's cart, from the answer, becomes the shopper's cart now. */
export const adoptAnswerCart = {
  type: "adoptCart", params: ({ event }: Answer) => ({ cartId: event.output.cartId }),
} as const;

/** Signing out always ends the session here, even when the server could not be told. */
export const signedOut = [
  "clearToken", "forgetUser", "forgetCart", "navigateHome",
  { type: "toast", params: { notice: "signedOut" } }, "settleOk",
] as const;
