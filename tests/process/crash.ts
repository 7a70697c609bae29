// One round of the crash test: shoppers write carts as fast as the shop answers, the shop is killed with SIGKILL in
// the middle of it, started again on the same database, and every write it acknowledged must be there.
import { processTree } from "./process-tree.ts";
import { runShop, stockedProducts, untilServing, type ShopProcess } from "./shop-process.ts";

export interface CrashRound {
  /** Carts written, and the adds to them the shop acknowledged. */
  carts: number;
  acknowledged: number;
  present: number;
  /** Carts whose acknowledged quantity is missing after the restart. */
  lost: { cartId: string; acknowledged: number; found: number }[];
}

interface Options {
  env: Record<string, string>;
  /** Also kill the embedded database server at the same instant (what an OOM kill of the whole tree does). */
  killDatabase: boolean;
  burstMs: number;
}

const json = { "content-type": "application/json" };

/** Adds one unit, creating the cart when `cartId` is null; answers the cart id and quantity the shop acknowledged. */
async function add(base: string, productId: number, cartId: string | null): Promise<{ id: string; qty: number }
  | null> {
  const body = JSON.stringify({ ...(cartId ? { cart_id: cartId } : {}), product_id: productId, qty: 1 });
  try {
    const response = await fetch(`${base}/api/cart`, { method: "POST", headers: json, body });
    if (!response.ok) return null;
    const cart = (await response.json()) as { data: { id: string; items: { product_id: number; qty: number }[] } };
    return { id: cart.data.id, qty: cart.data.items.find((line) => line.product_id === productId)?.qty ?? 0 };
  } catch {
    return null; // the answer never came: not acknowledged
  }
}

/** Writers that each make a cart and keep adding to it until the shop dies; the last answer per cart is what counts. */
async function burst(shop: ShopProcess, productIds: number[], writers: number): Promise<Map<string, [number, number]>> {
  const acknowledged = new Map<string, [number, number]>(); // cart -> [product, qty]
  let dead = false;
  void shop.exited.then(() => (dead = true));
  await Promise.all(Array.from({ length: writers }, async (_, w) => {
    const productId = productIds[w % productIds.length] ?? 0;
    let cartId: string | null = null;
    while (!dead) {
      const answer = await add(shop.base, productId, cartId);
      if (!answer) {
        if (cartId === null && !dead) continue;
        break;
      }
      cartId = answer.id;
      acknowledged.set(cartId, [productId, answer.qty]);
      if (answer.qty >= 20) cartId = null; // a fresh cart: first adds and adds to a cart both get killed mid-way
    }
  }));
  return acknowledged;
}

export async function crashRound({ env, killDatabase, burstMs }: Options): Promise<CrashRound> {
  const shop = runShop(env);
  await untilServing(shop);
  const productIds = (await stockedProducts(shop.base, 20)).map((p) => p.id).slice(0, 10);
  if (productIds.length === 0) throw new Error("no product with stock for the crash test");
  const writing = burst(shop, productIds, 16);
  await new Promise((resolve) => setTimeout(resolve, burstMs));
  const victims = killDatabase ? processTree(shop.child.pid ?? 0).map((p) => p.pid) : [shop.child.pid ?? 0];
  for (const pid of victims) process.kill(pid, "SIGKILL");
  await shop.exited;
  const acknowledged = await writing;

  const again = runShop(env);
  try {
    await untilServing(again);
    const lost: CrashRound["lost"] = [];
    for (const [cartId, [productId, qty]] of acknowledged) {
      const response = await fetch(`${again.base}/api/cart?cart_id=${cartId}`);
      const cart = response.ok
        ? ((await response.json()) as { data: { items: { product_id: number; qty: number }[] } }).data
        : { items: [] };
      const kept = cart.items.find((line) => line.product_id === productId)?.qty ?? 0;
      // An add whose answer was lost in the kill may have landed too: more is fine, less is a lost write.
      if (kept < qty) lost.push({ cartId, acknowledged: qty, found: kept });
    }
    const writes = [...acknowledged.values()].reduce((sum, [, qty]) => sum + qty, 0);
    const missing = lost.reduce((sum, cart) => sum + cart.acknowledged - cart.found, 0);
    return { carts: acknowledged.size, acknowledged: writes, present: writes - missing, lost };
  } finally {
    again.child.kill("SIGTERM");
    await again.exited;
  }
}
