// Changes behind the running shop that no shopper can make (a price rise between cart and order), written straight
// into the embedded database of the browser suite's shop (playwright.config.ts: DATA_DIR .data-e2e).
import pg from "pg";
import { embeddedConnection } from "#db/embedded/cluster.ts";

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(embeddedConnection(".data-e2e"));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Sets a product's price (satang) as staff would in the back office; answers the price it had. */
export async function setProductPrice(slug: string, price: number): Promise<number> {
  return withDatabase(async (client) => {
    const before = await client.query<{ price: number }>("SELECT price FROM products WHERE slug = $1", [slug]);
    const old = before.rows[0]?.price;
    if (old === undefined) throw new Error(`no product ${slug}`);
    await client.query("UPDATE products SET price = $2 WHERE slug = $1", [slug, price]);
    return Number(old);
  });
}
