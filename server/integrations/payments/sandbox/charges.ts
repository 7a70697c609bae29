// Creating charges: a card token's test-card behaviour decides a card charge at once or sends it to the authorize
// page (3-D Secure); a source's charge starts pending until its page, the PromptPay "bank" or expiry decides it.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import { omiseSandboxCharges as charges, omiseSandboxSources as sources,
  omiseSandboxTokens as tokens } from "#db/schema/index.ts";
import { FAILURE_MESSAGES } from "./cards.ts";
import { inTransaction, type SandboxContext } from "./context.ts";
import { invalidCharge, notFound, OmiseApiError } from "./errors.ts";
import { omiseId } from "./ids.ts";
import { chargeObject, type SourceRow } from "./objects.ts";
import { ChargeRequest, parse } from "./requests.ts";
import { checkAmount, findSource, insertSource } from "./sources.ts";
import { emitEvent, viewOf } from "./store.ts";

/** A pending charge stops being payable after this unless the request gives its own `expires_at`. */
export const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Request = typeof ChargeRequest.TYPE;
type NewCharge = typeof charges.$inferInsert;

/** Where a charge's events go: its own endpoints, else the account's. */
export const endpointsOf = (ctx: SandboxContext, own: string[]) => (own.length ? own : [ctx.webhookUrl]);

function checkUri(value: string | undefined, field: string): void {
  if (value === undefined) return;
  let url: URL | null = null;
  try { url = new URL(value); } catch { /* refused below */ }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) throw invalidCharge(`${field} is invalid`);
}

function lifetime(request: Request, now: Date): Date {
  if (request.expires_at === undefined) return new Date(now.getTime() + DEFAULT_LIFETIME_MS);
  const at = new Date(request.expires_at);
  if (at.getTime() <= now.getTime()) throw invalidCharge("expires_at must be in the future");
  return at;
}

/** A card charge's fields from its token's behaviour; the token is spent in the same transaction. */
async function cardCharge(tx: Database, request: Request, tokenId: string, now: Date): Promise<Partial<NewCharge>> {
  const [token] = await tx.select().from(tokens).where(eq(tokens.id, tokenId));
  if (!token) throw notFound("token", tokenId);
  const spent = await tx.update(tokens).set({ usedAt: now }).where(and(eq(tokens.id, tokenId), isNull(tokens.usedAt)))
    .returning({ id: tokens.id });
  if (!spent.length) throw new OmiseApiError(400, "used_token", "token was already used");
  const base = { tokenId, capture: request.capture ?? true };
  if (token.outcome === "failure") {
    const code = token.failureCode ?? "payment_rejected";
    return { ...base, status: "failed", failureCode: code, failureMessage: FAILURE_MESSAGES[code] ?? code,
      finishedAt: now };
  }
  const threeDs = token.outcome === "3ds" || token.outcome === "3ds_failure" || request.authentication === "3DS";
  if (threeDs) {
    if (!request.return_uri) throw invalidCharge("return_uri is required for 3-D Secure");
    return { ...base, status: "pending", authorizeKind: token.outcome === "3ds_failure" ? "3ds_failure" : "3ds",
      expiresAt: lifetime(request, now) };
  }
  if (!base.capture) return { ...base, status: "pending", authorized: true, expiresAt: lifetime(request, now) };
  return { ...base, status: "successful", authorized: true, paid: true, paidAt: now, finishedAt: now };
}

async function sourceCharge(tx: Database, request: Request, now: Date): Promise<Partial<NewCharge>> {
  const given = request.source;
  let source: SourceRow;
  if (typeof given === "string") {
    source = await findSource(tx, given);
    if (source.amount !== request.amount || source.currency.toLowerCase() !== request.currency.toLowerCase()) {
      throw invalidCharge("amount and currency must match the source's");
    }
  } else if (given) {
    source = await insertSource(tx, given, request.amount, request.currency, now);
  } else {
    throw invalidCharge("card, customer or source is required");
  }
  if (source.flow !== "offline" && !request.return_uri) throw invalidCharge("return_uri is required");
  return { sourceId: source.id, status: "pending", authorizeKind: source.flow === "offline" ? null : "redirect",
    expiresAt: lifetime(request, now) };
}

export async function createCharge(ctx: SandboxContext, body: unknown) {
  const request = parse(body, ChargeRequest, "invalid_charge");
  checkAmount(request.amount, request.currency);
  checkUri(request.return_uri, "return_uri");
  for (const uri of request.webhook_endpoints ?? []) checkUri(uri, "webhook_endpoints");
  if (request.customer) throw notFound("customer", request.customer);
  if (request.card && request.source) throw invalidCharge("card and source cannot both be given");
  const id = omiseId("chrg");
  return inTransaction(ctx, async (tx, emitted) => {
    const fields = request.card ? await cardCharge(tx, request, request.card, ctx.now)
      : await sourceCharge(tx, request, ctx.now);
    const [row] = await tx.insert(charges).values({
      status: "pending", ...fields, id, amount: request.amount, currency: request.currency.toUpperCase(),
      returnUri: request.return_uri ?? null, description: request.description ?? null, metadata: request.metadata ?? {},
      webhookEndpoints: request.webhook_endpoints ?? [], origin: ctx.origin, createdAt: ctx.now,
    }).returning();
    if (!row) throw new Error("the charge was not written");
    if (row.sourceId) {
      const claimed = await tx.update(sources).set({ chargeId: id })
        .where(and(eq(sources.id, row.sourceId), isNull(sources.chargeId))).returning({ id: sources.id });
      if (!claimed.length) throw invalidCharge("source was already used");
    }
    const charge = chargeObject(await viewOf(tx, row));
    await emitEvent(tx, emitted, "charge.create", charge, endpointsOf(ctx, row.webhookEndpoints), ctx.now);
    return charge;
  });
}
