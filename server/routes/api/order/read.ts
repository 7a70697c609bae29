import type { FastifyInstance, FastifyRequest } from "fastify";
import { OrderListQuery, OrderParams, OrderQuery, ORDERS_PER_PAGE, Reorder } from "#contract/order.ts";
import { isOrderToken } from "#db/repositories/order/access.ts";
import { reorder, ReorderRefused } from "#db/repositories/order/reorder.ts";
import { listOrders, readOrder } from "#db/repositories/order/view.ts";
import { ApiError } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requireMember } from "#plugins/member.ts";
import { validated } from "#plugins/validation.ts";
import { answering, reorderRefusal } from "./refusals.ts";

const orderNotFound = () => new ApiError(404, "order_not_found");

/**
 * Who may read an order: the member it belongs to, or anyone holding its token (the guest's link). Everything else
 * answers 404 order_not_found, exactly as for an order that does not exist.
 */
export async function mayRead(
  app: FastifyInstance, req: FastifyRequest, publicId: string, memberId: number | null, token?: string,
): Promise<boolean> {
  if (memberId !== null && req.member?.id === memberId) return true;
  return token !== undefined && (await isOrderToken(app.db, publicId, token));
}

/** GET api/order/?page=, GET api/order/{id}, POST api/order/re-order (contract/order.ts). */
export function readRoutes(app: FastifyInstance): void {
  app.get("/", { onRequest: requireMember, ...validated({ query: OrderListQuery }, async ({ query }, req) => {
    const { rows, total } = await listOrders(app.db, memberOf(req).id, query.page);
    return { data: rows, meta: { page: query.page, per_page: ORDERS_PER_PAGE, total } };
  }) });

  app.get("/:id", validated({ params: OrderParams, query: OrderQuery }, async ({ params, query }, req) => {
    const read = await readOrder(app.db, params.id, requestLocale(req));
    if (!read || !(await mayRead(app, req, params.id, read.memberId, query.token))) throw orderNotFound();
    return { data: read.order };
  }));

  app.post("/re-order", validated({ body: Reorder }, async ({ body }, req) => {
    const locale = requestLocale(req);
    const read = await readOrder(app.db, body.order_id, locale);
    if (!read || !(await mayRead(app, req, body.order_id, read.memberId, body.token))) throw orderNotFound();
    try {
      const result = await answering(locale, undefined, () =>
        reorder(app.db, read.id, body.cart_id ?? null, req.member?.id ?? null, locale));
      return { data: result };
    } catch (error) {
      if (error instanceof ReorderRefused) throw reorderRefusal(error.lines, locale);
      throw error;
    }
  }));
}
