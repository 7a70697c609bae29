// What the shop needs from a payment provider (decision 0110). One adapter speaks Omise's API through the official
// `omise` client, to Omise itself or to the shop's own sandbox (server/routes/sandbox/omise*). Money is satang.
import type { ChargeStatus, KnownPaymentMethod, SourceChoice } from "#contract/payment.ts";
import type { OfferedTerms } from "#contract/payment-installment.ts";

/** A charge as the provider reports it: the truth the payment flow acts on (never a webhook body or a query). */
export interface ProviderCharge {
  id: string;
  status: ChargeStatus;
  /** Our method code, from the charge's source type (a card charge has none); null for a type the shop never uses. */
  method: KnownPaymentMethod | null;
  /** Omise's source type (`promptpay`, `mobile_banking_kbank`…), null for a card. */
  sourceType: string | null;
  amount: number;
  currency: string;
  paid: boolean;
  refundedAmount: number;
  failureCode: string | null;
  /** The provider's own words, for staff (shoppers get a message per failure code). */
  failureMessage: string | null;
  /** Where the shopper authorizes a pending charge (3-D Secure, a bank's or wallet's page, an app deep link). */
  authorizeUri: string | null;
  returnUri: string | null;
  /** When a pending charge stops being payable (PromptPay QR, redirects). */
  expiresAt: string | null;
  /** PromptPay: the QR image's address; downloading it needs the secret key (`promptPayQr`). */
  qrImageUri: string | null;
  metadata: Record<string, unknown>;
  /** Card charges: brand and last four digits, for the receipt and support. */
  card: { brand: string; lastDigits: string } | null;
  createdAt: string;
  paidAt: string | null;
}

/** What every new charge carries. */
export interface ChargeRequest {
  amount: number;
  /** Where the shopper comes back after an authorize page; the return page re-fetches the charge. */
  returnUri: string;
  /**
   * One key per payment attempt (the order's payment_attempt id). It is stored in the charge's metadata, so a
   * retry after a lost answer finds the charge instead of making a second one (integrations notes §1.10).
   */
  idempotencyKey: string;
  /** Mapped back from webhooks and support screens: put the order id and number here. */
  metadata?: Record<string, string | number | boolean>;
  description?: string;
  /** Ask the provider to give up on a pending charge at this time (PromptPay, redirects). */
  expiresAt?: Date;
}

/** A source created on its own (the browser usually does this through Omise.js with the public key). */
export interface ProviderSource {
  id: string;
  type: string;
  flow: "redirect" | "offline" | "app_redirect";
  amount: number;
}

export interface ProviderRefund {
  id: string;
  chargeId: string;
  amount: number;
}

/** An incoming webhook, re-fetched from the provider by its event id: nothing of the body but the id is trusted. */
export interface ProviderEvent {
  id: string;
  key: string;
  /** The charge the event is about (charge.* and refund.* events), to be re-fetched in turn. */
  chargeId: string | null;
}

/** What the browser needs to tokenize a card or create a source (Omise.js, or the sandbox's stand-in for it). */
export interface BrowserPaymentConfig {
  publicKey: string;
  scriptUrl: string;
}

export interface PaymentProvider {
  /** omise: Omise's servers; sandbox: the shop's own; unavailable: production without keys (nothing can be paid). */
  readonly kind: "omise" | "sandbox" | "unavailable";
  browser(): BrowserPaymentConfig;
  /** Charges a one-time card token (`tokn_…` from Omise.js): final at once, or pending with a 3-D Secure page. */
  chargeCard(request: ChargeRequest & { token: string }): Promise<ProviderCharge>;
  /** Creates a source for a method on the server (where the browser did not). */
  createSource(choice: SourceChoice, amount: number, platform?: "IOS" | "ANDROID"): Promise<ProviderSource>;
  /** Charges a source: one made by the browser (`src_…`) or a method chosen now. Starts pending. */
  chargeSource(request: ChargeRequest & { source: string | SourceChoice;
    platform?: "IOS" | "ANDROID" }): Promise<ProviderCharge>;
  retrieveCharge(chargeId: string): Promise<ProviderCharge>;
  /** The charge made for an idempotency key since a time, if any (checked before trying a charge again). */
  findCharge(idempotencyKey: string, since: Date): Promise<ProviderCharge | null>;
  /** Refunds the whole remaining amount of a successful charge. */
  refundCharge(chargeId: string): Promise<ProviderRefund>;
  /** Gives up on a pending charge (a PromptPay QR the shopper abandoned). */
  expireCharge(chargeId: string): Promise<ProviderCharge>;
  /** Installment terms per bank the account offers (its capability); feed it to `installmentPlan`. */
  installmentTerms(): Promise<OfferedTerms>;
  /** The PromptPay QR image (SVG) of a charge, fetched with the secret key. */
  promptPayQr(charge: ProviderCharge): Promise<string>;
  /**
   * Reads the event id from a webhook body and fetches that event from the provider. null: the body names no
   * event, or the provider does not know it (a forged or foreign call).
   */
  readWebhook(body: unknown): Promise<ProviderEvent | null>;
}

/**
 * A provider call that did not give an answer to act on. `rejected`: the provider refused the request (its error
 * code, e.g. `used_token`, `not_found`); `unavailable`: no usable answer (network, timeout, not JSON): the call may
 * or may not have happened, so look before trying again.
 */
export class PaymentProviderError extends Error {
  readonly kind: "rejected" | "unavailable";
  readonly code: string;

  constructor(kind: "rejected" | "unavailable", code: string, message: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.kind = kind;
    this.code = code;
  }
}
