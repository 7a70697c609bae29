import type { FastifyInstance, FastifyRequest } from "fastify";
import { attachCart, cartOwner } from "../../../db/repositories/cart/merge.ts";
import { ApiError } from "../../../plugins/api-error.ts";

/** The cart id a cart request names (body or query), once validated. */
function requestedCartId(request: FastifyRequest): string | undefined {
  for (const part of [request.body, request.query]) {
    if (part && typeof part === "object" && "cart_id" in part) {
      const id = (part as { cart_id?: unknown }).cart_id;
      if (typeof id === "string" && id) return id;
    }
  }
  return undefined;
}

/**
 * preHandler for every cart route: a cart attached to a member is that member's only. A guest or another member
 * naming it gets 404 cart_not_found, the same answer as for a cart that does not exist, so its existence leaks
 * nothing. Guest carts stay reachable by their (unguessable) id as before.
 */
export async function checkCartOwner(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const cartId = requestedCartId(request);
  if (!cartId) return;
  const owner = await cartOwner(app.db, cartId);
  if (owner === undefined || owner === null) return; // unknown carts answer 404 in the route itself
  if (request.member?.id !== owner) throw new ApiError(404, "cart_not_found");
}

/** A cart a signed-in member created with their first add belongs to them from the start. */
export async function adoptNewCart(app: FastifyInstance, request: FastifyRequest, cartId: string): Promise<void> {
  if (request.member) await attachCart(app.db, cartId, request.member.id);
}
