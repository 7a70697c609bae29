import { chargeByAttemptKey, chargeByProviderId } from "#db/repositories/payment/record.ts";
import { orderPublicId } from "#db/repositories/payment/order.ts";
import { PaymentProviderError, type ProviderCharge } from "#integrations/payments/provider.ts";
import { applyCharge } from "./apply-charge.ts";
import { PaymentRefused } from "./pay.ts";
import { refundExtra, type PaymentDeps } from "./sync.ts";

export type WebhookOutcome = "applied" | "unchanged" | "ignored";

/**
 * A webhook (POST /api/webhooks/omise): nothing of the body but the event id is read; the event and then its charge
 * are fetched from the provider, the charge must be one of ours for the order it names, and it is applied like a
 * poll. A replay is `unchanged`. An event the provider does not know is refused (forged or another account's).
 * `seen` gets the event and charge ids as read from the provider, for the support console's record of deliveries.
 */
export async function handleWebhook(
  deps: PaymentDeps, body: unknown, now: Date, seen: { eventId?: string; chargeId?: string } = {},
): Promise<WebhookOutcome> {
  const event = await deps.provider.readWebhook(body);
  if (!event) throw new PaymentRefused("webhook_rejected", 400);
  seen.eventId = event.id;
  if (!event.chargeId) return "ignored";
  seen.chargeId = event.chargeId;
  let charge: ProviderCharge;
  try {
    charge = await deps.provider.retrieveCharge(event.chargeId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === "rejected") return "ignored";
    throw error;
  }
  const key = charge.metadata.idempotency_key;
  const row = (await chargeByProviderId(deps.db, charge.id))
    ?? (typeof key === "string" ? await chargeByAttemptKey(deps.db, key) : undefined);
  if (!row || (row.providerChargeId !== null && row.providerChargeId !== charge.id)) return "ignored";
  const publicId = await orderPublicId(deps.db, row.orderId);
  if (!publicId || charge.metadata.order_id !== publicId) return "ignored";
  const applied = await applyCharge(deps.db, row, charge, "webhook", now);
  if (applied.refundDue) await refundExtra(deps, applied.row, "webhook", now);
  return applied.changed ? "applied" : "unchanged";
}
