// Two `server/main.ts` processes on one database, for the two-process test: on the embedded default the
// first runs the embedded PostgreSQL under its DATA_DIR and the second joins it through the URL the first logs; on
// DATABASE_URL both open the given database.
import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import { runShop, untilServing, type ShopProcess } from "./shop-process.ts";

const json = { "content-type": "application/json" };

/** The DATABASE_URL an embedded shop logs for other processes to share its database. */
export function sharedUrl(shop: ShopProcess): string {
  const url = /DATABASE_URL=(postgres:\/\/[^"\s]+)/.exec(shop.output())?.[1];
  if (!url) throw new Error(`the shop logged no shareable database URL:\n${shop.output().slice(-2000)}`);
  return url;
}

/** Starts shop one, then shop two on its database; `env` goes to both, `perShop` to each. */
export async function startTwoShops(options: {
  env: Record<string, string>; databaseUrl: string; dataDirs: [string, string];
  perShop: [Record<string, string>, Record<string, string>];
}): Promise<{ one: ShopProcess; two: ShopProcess; databaseUrl: string }> {
  const [dirOne, dirTwo] = options.dataDirs;
  const one = runShop({ ...options.env, ...options.perShop[0], DATA_DIR: dirOne, DATABASE_URL: options.databaseUrl });
  await untilServing(one);
  const databaseUrl = options.databaseUrl || sharedUrl(one);
  const two = runShop({ ...options.env, ...options.perShop[1], DATA_DIR: dirTwo, DATABASE_URL: databaseUrl });
  await untilServing(two);
  return { one, two, databaseUrl };
}

export async function stopShop(shop: ShopProcess | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null) return;
  shop.child.kill("SIGTERM");
  await shop.exited;
}

/** Whether something accepts TCP connections at host:port (Redis for the rate-limit check). */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false)).connect(port, host, () => done(true));
  });
}

export async function call<T>(base: string, path: string, init: { method?: string; body?: unknown;
  headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { ...(init.body === undefined ? {} : json), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

type CartView = { id: string; total: number; items: { type: string; product_id: number; qty: number;
  unit_price: number }[] };

/** A guest's order of one unit of `productId`, placed through `base`. Answers its id and link token. */
export async function placeGuestOrder(
  base: string, productId: number, address: Record<string, unknown>,
): Promise<{ id: string; token: string }> {
  const cart = await call<{ data: CartView }>(base, "/api/cart", { body: { product_id: productId, qty: 1 } });
  if (cart.status !== 200) throw new Error(`add to cart: ${cart.status} ${JSON.stringify(cart.body)}`);
  const lines = cart.body.data.items.filter((i) => i.type === "product")
    .map((i) => ({ product_id: i.product_id, qty: i.qty, unit_price: i.unit_price }));
  const placed = await call<{ data: { order: { id: string }; access_token: string } }>(base, "/api/order", {
    headers: { "idempotency-key": randomUUID() },
    body: {
      cart_id: cart.body.data.id, accept_policy: true, shipping_address: address,
      confirmed: { lines, total: cart.body.data.total },
      contact: { email: "two-shops@example.com", first_name: "Two", last_name: "Shops",
        phone: { country_code: "TH", number: "089 123 4567" } },
    },
  });
  if (placed.status !== 201 && placed.status !== 200) throw new Error(
    `place order: ${placed.status} ${JSON.stringify(placed.body)}`);
  return { id: placed.body.data.order.id, token: placed.body.data.access_token };
}

/** Lines of a pino log that are JSON, parsed. */
export function logLines(shop: ShopProcess): Record<string, unknown>[] {
  return shop.output().split("\n").flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** The status codes a shop answered to requests for `url` (from its request log). */
export function answered(shop: ShopProcess, method: string, url: string): number[] {
  const lines = logLines(shop);
  const ids = new Set(lines.filter((l) => {
    const req = l.req as { method?: string; url?: string } | undefined;
    return req?.method === method && req.url === url;
  }).map((l) => l.reqId));
  return lines.filter((l) => ids.has(l.reqId) && l.res)
    .map((l) => (l.res as { statusCode: number }).statusCode);
}
