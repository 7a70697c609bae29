// A pending charge becomes final exactly once: every change is a compare-and-set on `status = 'pending'` and the
// winner alone writes the event (charge.complete, charge.capture, charge.reverse). Expiry is applied whenever a
// charge is read past its `expires_at`, so retrieving it (as the shop's reconciliation does) always tells the truth.
import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import { omiseSandboxCharges as charges, omiseSandboxRefunds as refunds } from "#db/schema/index.ts";
import { FAILURE_MESSAGES } from "./cards.ts";
import { inTransaction, type SandboxContext } from "./context.ts";
import { endpointsOf } from "./charges.ts";
import { badRequest, notFound, OmiseApiError } from "./errors.ts";
import { omiseId } from "./ids.ts";
import { chargeObject, listObject, refundObject, type ChargeRow } from "./objects.ts";
import { parse, RefundRequest } from "./requests.ts";
import { emitEvent, loadCharge, pageOfCharges, viewOf, type Page } from "./store.ts";

type Change = Partial<typeof charges.$inferInsert>;

/** Applies `change` if the charge is still pending (and `extra` holds); the winner writes the event. */
async function settle(ctx: SandboxContext, id: string, change: Change, key: string, extra?: SQL): Promise<boolean> {
  return inTransaction(ctx, async (tx, emitted) => {
    const [row] = await tx.update(charges).set(change)
      .where(and(eq(charges.id, id), eq(charges.status, "pending"), extra)).returning();
    if (!row) return false;
    await emitEvent(tx, emitted, key, chargeObject(await viewOf(tx, row)), endpointsOf(ctx, row.webhookEndpoints),
      ctx.now);
    return true;
  });
}

const expired = (now: Date): Change => ({ status: "expired", finishedAt: now });

/** Expires the charge if it is pending past its time. */
async function expireIfDue(ctx: SandboxContext, row: ChargeRow): Promise<void> {
  if (row.status === "pending" && row.expiresAt && row.expiresAt <= ctx.now) {
    await settle(ctx, row.id, expired(ctx.now), "charge.complete", lte(charges.expiresAt, ctx.now));
  }
}

async function current(ctx: SandboxContext, id: string) {
  const view = await loadCharge(ctx.db, id);
  if (!view) throw notFound("charge", id);
  await expireIfDue(ctx, view.charge);
  return view.charge.status === "pending" ? (await loadCharge(ctx.db, id)) ?? view : view;
}

export async function retrieveCharge(ctx: SandboxContext, id: string) {
  return chargeObject(await current(ctx, id));
}

/** What a charge's authorize or PromptPay page shows, expiry applied. */
export const chargeForPage = (ctx: SandboxContext, id: string) => current(ctx, id);

export async function listCharges(ctx: SandboxContext, page: Page) {
  const due = await ctx.db.select().from(charges)
    .where(and(eq(charges.status, "pending"), lte(charges.expiresAt, ctx.now))).orderBy(asc(charges.createdAt))
    .limit(100);
  for (const row of due) await expireIfDue(ctx, row);
  const { views, total } = await pageOfCharges(ctx.db, page);
  return listObject("/charges", views.map(chargeObject), { ...page, total });
}

/**
 * The shopper's answer on an authorize page, or the PromptPay "bank" paying: Pay makes the charge successful
 * (a 3-D Secure failure card fails instead), Fail fails it. A final charge is left as it is.
 */
export async function decideCharge(ctx: SandboxContext, id: string, decision: "pay" | "fail") {
  const view = await current(ctx, id);
  const pays = decision === "pay" && view.charge.authorizeKind !== "3ds_failure";
  // An authorisation only (capture: false) stays pending once authorized, as Omise reports it in charge.complete.
  const change: Change = !pays
    ? { status: "failed", failureCode: "payment_rejected", failureMessage: FAILURE_MESSAGES.payment_rejected,
      finishedAt: ctx.now }
    : view.charge.capture ? { status: "successful", authorized: true, paid: true, paidAt: ctx.now, finishedAt: ctx.now }
    : { authorized: true };
  await settle(ctx, id, change, "charge.complete", eq(charges.authorized, false));
  return chargeObject((await loadCharge(ctx.db, id)) ?? view);
}

/** POST /charges/:id/expire: a pending charge of a source stops being payable now. */
export async function expireCharge(ctx: SandboxContext, id: string) {
  const view = await current(ctx, id);
  if (view.charge.status !== "pending" || view.charge.tokenId) {
    throw new OmiseApiError(400, "failed_expire", "charge cannot be expired");
  }
  await settle(ctx, id, expired(ctx.now), "charge.complete");
  return retrieveCharge(ctx, id);
}

/** Capture or reverse an authorisation made with `capture: false`. */
export async function captureOrReverse(ctx: SandboxContext, id: string, action: "capture" | "reverse") {
  const view = await current(ctx, id);
  const { charge } = view;
  if (charge.status !== "pending" || !charge.authorized || charge.capture) {
    throw new OmiseApiError(400, action === "capture" ? "failed_capture" : "bad_request",
      `charge cannot be ${action}d`);
  }
  const change: Change = action === "capture"
    ? { status: "successful", paid: true, capture: true, paidAt: ctx.now, finishedAt: ctx.now }
    : { status: "reversed", finishedAt: ctx.now };
  await settle(ctx, id, change, `charge.${action}`);
  return retrieveCharge(ctx, id);
}

export async function refundCharge(ctx: SandboxContext, id: string, body: unknown) {
  const request = parse(body, RefundRequest);
  if (request.amount <= 0) throw badRequest("amount must be greater than 0");
  const view = await current(ctx, id);
  if (view.charge.status !== "successful" || !view.charge.paid) throw badRequest("charge is not refundable");
  return inTransaction(ctx, async (tx, emitted) => {
    const [row] = await tx.update(charges).set({ refundedAmount: sql`${charges.refundedAmount} + ${request.amount}` })
      .where(and(eq(charges.id, id), sql`${charges.refundedAmount} + ${request.amount} <= ${charges.amount}`))
      .returning();
    if (!row) throw badRequest("amount must be less than or equal to the refundable amount");
    const [refund] = await tx.insert(refunds).values({
      id: omiseId("rfnd"), chargeId: id, amount: request.amount, metadata: request.metadata ?? {}, createdAt: ctx.now,
    }).returning();
    if (!refund) throw new Error("the refund was not written");
    const object = refundObject(refund, row.currency);
    await emitEvent(tx, emitted, "refund.create", object, endpointsOf(ctx, row.webhookEndpoints), ctx.now);
    return object;
  });
}

export async function listRefunds(ctx: SandboxContext, id: string) {
  const view = await current(ctx, id);
  return chargeObject(view).refunds;
}

export async function retrieveRefund(ctx: SandboxContext, id: string, refundId: string) {
  const view = await current(ctx, id);
  const refund = view.refunds.find((r) => r.id === refundId);
  if (!refund) throw notFound("refund", refundId);
  return refundObject(refund, view.charge.currency);
}
