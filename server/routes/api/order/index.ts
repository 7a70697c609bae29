import type { FastifyPluginAsync } from "fastify";
import { orderSigner } from "#db/repositories/order/access.ts";
import { paymentRoutes } from "./payment.ts";
import { placeRoutes } from "./place.ts";
import { readRoutes } from "./read.ts";

/** spec §7 Orders, under /api/order (decisions 0100, 0125): placing (and its check), paying, reading, listing and
 * re-ordering. */
const order: FastifyPluginAsync = async (app) => {
  // The order-link secret is made when the shop starts, not by the first request that needs it (which may be refused).
  await orderSigner(app.db);
  placeRoutes(app);
  paymentRoutes(app);
  readRoutes(app);
};

export default order;
