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

/**
 * A payment the shopper started `minutes` ago and walked away from (our record's start moved back; its last check
 * stays now, so the reconciliation job leaves it alone for its first minute), and whose provider webhook will not
 * reach the shop: after the charge's creation event has been delivered (as Omise sends it at once), the sandbox
 * delivers this charge's later events to a closed port instead (a dropped webhook).
 */
export async function strandCharge(chargeId: string, minutes: number): Promise<void> {
  await withDatabase(async (client) => {
    // The delivery job may already be on its way (active) when this runs: wait for it rather than race it. On a busy
    // box an attempt can fail and wait out its back-off (5 s, then 10 s): up to 90 s.
    for (let tries = 0; ; tries += 1) {
      const waiting = await client.query<{ state: string }>(`SELECT state FROM pgboss.job
        WHERE name = 'omise-sandbox-webhook' AND state <> 'completed' AND data->>'eventId' IN
          (SELECT id FROM omise_sandbox_events WHERE data->>'id' = $1)`, [chargeId]);
      if (waiting.rowCount === 0) break;
      if (tries === 180) {
        const attempts = await client.query<{ status: number | null; response: string }>(`SELECT status, response
          FROM omise_sandbox_deliveries WHERE event_id IN
            (SELECT id FROM omise_sandbox_events WHERE data->>'id' = $1) ORDER BY id`, [chargeId]);
        throw new Error(`the creation of ${chargeId} was not delivered: job ${waiting.rows[0]?.state}, attempts ${
          JSON.stringify(attempts.rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await client.query(`UPDATE payment_charges SET created_at = now() - make_interval(mins => $2)
      WHERE provider_charge_id = $1`, [chargeId, minutes]);
    await client.query(`UPDATE omise_sandbox_charges SET webhook_endpoints = '["http://127.0.0.1:9/dropped"]'
      WHERE id = $1`, [chargeId]);
  });
}

/**
 * Makes a member as the support console would leave them (the membership specs): `points` from a staff adjustment, and,
 * with `ordered`, an earlier unpaid order so the first-order 10% no longer applies.
 */
export async function staffPoints(email: string, points: number, ordered: boolean): Promise<void> {
  await withDatabase(async (client) => {
    const member = await client.query<{ id: number }>("SELECT id FROM members WHERE email = $1", [email]);
    const id = member.rows[0]?.id;
    if (id === undefined) throw new Error(`no member ${email}`);
    await client.query(`INSERT INTO point_transactions (member_id, kind, points, idempotency_key, spendable_at,
      reference, created_at) VALUES ($1, 'adjust', $2, $3, now(), 'E2E', now())`, [id, points, `adjust:e2e:${id}`]);
    if (ordered) {
      await client.query(`INSERT INTO orders (number, member_id, status, subtotal, total, expires_at)
        VALUES ($2, $1, 'pending', 100000, 100000, now() + interval '7 days')`, [id, `SS-E2E-${id}`]);
    }
  });
}

/** Sets a product's stock as staff would; answers the stock it had. */
export async function setProductStock(slug: string, stock: number): Promise<number> {
  return withDatabase(async (client) => {
    const before = await client.query<{ stock: number }>("SELECT stock FROM products WHERE slug = $1", [slug]);
    const old = before.rows[0]?.stock;
    if (old === undefined) throw new Error(`no product ${slug}`);
    await client.query("UPDATE products SET stock = $2 WHERE slug = $1", [slug, stock]);
    return Number(old);
  });
}

/** A staff adjustment of `points` for the member (support console), under its own key; answers the member's id. */
export async function adjustMemberPoints(email: string, points: number, note: string): Promise<number> {
  return withDatabase(async (client) => {
    const member = await client.query<{ id: number }>("SELECT id FROM members WHERE email = $1", [email]);
    const id = member.rows[0]?.id;
    if (id === undefined) throw new Error(`no member ${email}`);
    await client.query(`INSERT INTO point_transactions (member_id, kind, points, idempotency_key, spendable_at,
      reference, created_at) VALUES ($1, 'adjust', $2, $3, now(), $4, now())`,
    [id, points, `adjust:e2e:${id}:${Date.now()}:${Math.random()}`, note]);
    return Number(id);
  });
}

/** The sandbox LINE shopping channel learns a phone (E.164) holding `points` (the seeded three are shared). */
export async function addLinePhone(e164: string, points: number): Promise<void> {
  await withDatabase(async (client) => {
    await client.query("INSERT INTO line_points_sandbox (phone_e164, points) VALUES ($1, $2)", [e164, points]);
  });
}
