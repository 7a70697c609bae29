// The sandbox's rows as Omise's JSON objects (API version 2019-05-29, omise-node's types): what its API answers and
// what its events carry. Only fields a shop reads are filled; the rest carry Omise's neutral values.
import type {
  omiseSandboxCharges, omiseSandboxEvents, omiseSandboxRefunds, omiseSandboxSources, omiseSandboxTokens,
} from "#db/schema/index.ts";
import { SANDBOX_API_PREFIX } from "../omise-client.ts";

export type ChargeRow = typeof omiseSandboxCharges.$inferSelect;
export type SourceRow = typeof omiseSandboxSources.$inferSelect;
export type TokenRow = typeof omiseSandboxTokens.$inferSelect;
export type RefundRow = typeof omiseSandboxRefunds.$inferSelect;
export type EventRow = typeof omiseSandboxEvents.$inferSelect;

/** A charge with what it is made of. */
export interface ChargeView {
  charge: ChargeRow;
  source: SourceRow | null;
  token: TokenRow | null;
  refunds: RefundRow[];
}

const iso = (time: Date | null | undefined) => (time ? time.toISOString() : null);

export function listObject(location: string, data: unknown[], page: { limit: number; offset: number; total: number;
  order: string; from: Date; to: Date }) {
  return { object: "list", location, data, limit: page.limit, offset: page.offset, total: page.total,
    order: page.order, from: page.from.toISOString(), to: page.to.toISOString() };
}

export function tokenObject(token: TokenRow) {
  return {
    object: "token", id: token.id, livemode: false, location: `https://vault.omise.co/tokens/${token.id}`,
    used: token.usedAt !== null, charge_status: token.usedAt ? "successful" : "unknown", card: token.card,
    created_at: token.createdAt.toISOString(),
  };
}

/** The PromptPay QR document of a charge: Omise serves it as an SVG download that needs the secret key. */
export const qrDocumentId = (chargeId: string) => `docu_test_${chargeId.slice("chrg_test_".length)}`;
export const qrDownloadPath = (chargeId: string) =>
  `${SANDBOX_API_PREFIX}/charges/${chargeId}/documents/${qrDocumentId(chargeId)}/downloads/qrcode.svg`;

export function sourceObject(source: SourceRow, charge?: ChargeRow) {
  const details = source.details;
  const qr = source.type === "promptpay" && charge ? {
    object: "barcode", type: "qr",
    image: {
      object: "document", livemode: false, id: qrDocumentId(charge.id), deleted: false, filename: "qrcode.svg",
      location: `/charges/${charge.id}/documents/${qrDocumentId(charge.id)}`, kind: "qr",
      download_uri: `${charge.origin}${qrDownloadPath(charge.id)}`, created_at: charge.createdAt.toISOString(),
    },
  } : null;
  return {
    object: "source", id: source.id, livemode: false, location: `/sources/${source.id}`,
    amount: source.amount, currency: source.currency, type: source.type, flow: source.flow,
    charge_status: charge?.status ?? "unknown",
    phone_number: details.phone_number ?? null, mobile_number: details.phone_number ?? null,
    installment_term: details.installment_term ?? null, platform_type: details.platform_type ?? null,
    zero_interest_installments: details.zero_interest_installments ?? null,
    absorption_type: source.type.startsWith("installment_")
      ? (details.zero_interest_installments ? "merchant" : "customer") : null,
    name: details.name ?? null, email: details.email ?? null, barcode: null, items: [],
    scannable_code: qr,
    references: charge ? { expires_at: iso(charge.expiresAt), device_id: null, reference_number_1: null } : null,
    created_at: source.createdAt.toISOString(),
  };
}

export function refundObject(refund: RefundRow, currency: string) {
  return {
    object: "refund", id: refund.id, livemode: false, location: `/charges/${refund.chargeId}/refunds/${refund.id}`,
    amount: refund.amount, currency, charge: refund.chargeId, voided: false, status: "closed",
    transaction: `trxn_test_${refund.id.slice("rfnd_test_".length)}`, metadata: refund.metadata,
    created_at: refund.createdAt.toISOString(),
  };
}

export const authorizePath = (chargeId: string) => `${SANDBOX_API_PREFIX}/payments/${chargeId}/authorize`;

export function chargeObject({ charge: c, source, token, refunds }: ChargeView) {
  const refundable = c.status === "successful" && c.paid && c.refundedAmount < c.amount;
  return {
    object: "charge", id: c.id, livemode: false, location: `/charges/${c.id}`,
    amount: c.amount, currency: c.currency, funding_amount: c.amount, funding_currency: c.currency,
    net: c.paid ? c.amount - c.refundedAmount : 0, fee: 0, fee_vat: 0, interest: 0, interest_vat: 0,
    transaction_fees: { fee_flat: "0.0", fee_rate: "0.0", vat_rate: "7.0" },
    refunded_amount: c.refundedAmount,
    refunds: listObject(`/charges/${c.id}/refunds`, refunds.map((r) => refundObject(r, c.currency)), {
      limit: 20, offset: 0, total: refunds.length, order: "chronological", from: c.createdAt,
      to: refunds.at(-1)?.createdAt ?? c.createdAt,
    }),
    description: c.description, metadata: c.metadata, status: c.status, capture: c.capture,
    authorized: c.authorized, paid: c.paid, reversed: c.status === "reversed", voided: false,
    expired: c.status === "expired", capturable: c.status === "pending" && c.authorized && !c.capture,
    reversible: c.status === "pending" && c.authorized && !c.capture, refundable, partially_refundable: refundable,
    disputable: c.paid, can_perform_void: false,
    authenticated_by: c.authorizeKind === "3ds" && c.paid ? "3DS" : null,
    failure_code: c.failureCode, failure_message: c.failureMessage,
    card: token ? token.card : null,
    source: source ? sourceObject(source, c) : null,
    customer: null, dispute: null, link: null, schedule: null, ip: null, terminal: null, device: null, branch: null,
    transaction: c.paid ? `trxn_test_${c.id.slice("chrg_test_".length)}` : null,
    return_uri: c.returnUri, authorize_uri: c.authorizeKind ? `${c.origin}${authorizePath(c.id)}` : null,
    zero_interest_installments: source?.details.zero_interest_installments === true,
    missing_3ds_fields: [], merchant_advice: null, merchant_advice_code: null,
    created_at: c.createdAt.toISOString(), paid_at: iso(c.paidAt), expires_at: iso(c.expiresAt),
    expired_at: c.status === "expired" ? iso(c.finishedAt) : null,
    reversed_at: c.status === "reversed" ? iso(c.finishedAt) : null,
  };
}
