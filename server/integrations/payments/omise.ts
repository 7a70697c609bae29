// The Omise adapter: the provider interface through the official `omise` client, to Omise or to the sandbox.
import { methodOfSourceType, sourceTypeOf, INSTALLMENT_BANKS, type SourceChoice } from "#contract/payment.ts";
import type { OfferedTerms } from "#contract/payment-installment.ts";
import type { OmiseClient } from "./omise-client.ts";
import {
  PaymentProviderError, type BrowserPaymentConfig, type ChargeRequest, type PaymentProvider, type ProviderCharge,
  type ProviderEvent, type ProviderRefund, type ProviderSource,
} from "./provider.ts";

type OmiseCharge = Awaited<ReturnType<OmiseClient["charges"]["retrieve"]>>;
type ChargeParams = Parameters<OmiseClient["charges"]["create"]>[0];
type Platform = "IOS" | "ANDROID";

/** omise-node has no timeout: a call that has not answered by then counts as unavailable (it may still land). */
const CALL_TIMEOUT_MS = 30_000;
/** How far back a lost charge creation is looked for (clock differences between us and the provider). */
const LOOKBACK_MS = 5 * 60_000;

/** The client rejects with Omise's plain error object, a raw non-JSON body, or a network Error. */
export function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error && typeof error === "object" && (error as { object?: unknown }).object === "error") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return new PaymentProviderError("rejected", String(code ?? "unknown"), String(message ?? ""));
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error).slice(0, 200);
  return new PaymentProviderError("unavailable", "provider_unavailable", text);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError("unavailable", "provider_timeout", "no answer in time")),
      CALL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    throw providerError(error);
  } finally {
    clearTimeout(timer);
  }
}

export function toProviderCharge(charge: OmiseCharge): ProviderCharge {
  const source = charge.source ?? null;
  const card = charge.card as { brand?: string; last_digits?: string } | null | undefined;
  return {
    id: charge.id, status: charge.status, method: methodOfSourceType(source?.type),
    sourceType: source?.type ?? null, amount: charge.amount, currency: charge.currency, paid: charge.paid,
    refundedAmount: charge.refunded_amount ?? 0, failureCode: charge.failure_code ?? null,
    failureMessage: charge.failure_message ?? null, authorizeUri: charge.authorize_uri ?? null,
    returnUri: charge.return_uri ?? null, expiresAt: charge.expires_at ?? null,
    qrImageUri: source?.scannable_code?.image?.download_uri ?? null, metadata: charge.metadata ?? {},
    card: card?.last_digits ? { brand: card.brand ?? "", lastDigits: card.last_digits } : null,
    createdAt: charge.created_at, paidAt: charge.paid_at ?? null,
  };
}

/** A source's fields for Omise's API (platform_type is missing from omise-node's types but is an API field). */
function sourceParams(choice: SourceChoice, amount: number, platform?: Platform) {
  return {
    type: sourceTypeOf(choice), amount, currency: "thb",
    ...(choice.method === "omise_truemoney" && choice.phone ? { phone_number: choice.phone } : {}),
    ...(choice.method === "omise_installment" ? { installment_term: choice.term } : {}),
    ...(platform && choice.method === "omise_mobile_banking" ? { platform_type: platform } : {}),
  };
}

export interface OmiseProviderOptions {
  kind: "omise" | "sandbox";
  /** Made on first use: the sandbox's address is known once the shop listens. */
  client: () => OmiseClient;
  secretKey: string;
  browser: BrowserPaymentConfig;
}

export class OmiseProvider implements PaymentProvider {
  readonly kind: "omise" | "sandbox";
  readonly #options: OmiseProviderOptions;

  constructor(options: OmiseProviderOptions) {
    this.kind = options.kind;
    this.#options = options;
  }

  get #client(): OmiseClient {
    try {
      return this.#options.client();
    } catch (error) {
      throw providerError(error);
    }
  }

  browser(): BrowserPaymentConfig {
    return this.#options.browser;
  }

  async chargeCard(request: ChargeRequest & { token: string }): Promise<ProviderCharge> {
    return this.#create(request, { card: request.token });
  }

  async createSource(choice: SourceChoice, amount: number, platform?: Platform): Promise<ProviderSource> {
    const source = await call(() => this.#client.sources.create(sourceParams(choice, amount, platform)));
    return { id: source.id, type: source.type, flow: source.flow as ProviderSource["flow"], amount: source.amount };
  }

  async chargeSource(request: ChargeRequest & { source: string | SourceChoice; platform?: Platform }) {
    const { source } = request;
    if (typeof source === "string") return this.#create(request, { source });
    return this.#create(request, { source: sourceParams(source, request.amount, request.platform) });
  }

  /**
   * Creates a charge carrying the idempotency key in its metadata. When the answer is lost (unavailable), the
   * charge may exist: look for it before reporting the failure, so a retry never makes a second one.
   */
  async #create(request: ChargeRequest, what: Pick<ChargeParams, "card" | "source">): Promise<ProviderCharge> {
    const since = new Date(Date.now() - LOOKBACK_MS);
    const params: ChargeParams = {
      amount: request.amount, currency: "thb", return_uri: request.returnUri, ...what,
      metadata: { ...request.metadata, idempotency_key: request.idempotencyKey },
      ...(request.description ? { description: request.description } : {}),
      ...(request.expiresAt ? { expires_at: request.expiresAt.toISOString() } : {}),
    };
    try {
      return toProviderCharge(await call(() => this.#client.charges.create(params)));
    } catch (error) {
      const failure = providerError(error);
      if (failure.kind !== "unavailable") throw failure;
      const found = await this.findCharge(request.idempotencyKey, since).catch(() => null);
      if (found) return found;
      throw failure;
    }
  }

  async retrieveCharge(chargeId: string): Promise<ProviderCharge> {
    return toProviderCharge(await call(() => this.#client.charges.retrieve(chargeId)));
  }

  async findCharge(idempotencyKey: string, since: Date): Promise<ProviderCharge | null> {
    const limit = 100;
    for (let offset = 0; offset < 20 * limit; offset += limit) {
      const page = await call(() => this.#client.charges.list({ from: since.toISOString(), limit, offset,
        order: "reverse_chronological" }));
      const match = page.data.find((charge) => charge.metadata?.idempotency_key === idempotencyKey);
      if (match) return toProviderCharge(match);
      if (page.data.length < limit) return null;
    }
    return null;
  }

  async refundCharge(chargeId: string): Promise<ProviderRefund> {
    const charge = await this.retrieveCharge(chargeId);
    const amount = charge.amount - charge.refundedAmount;
    if (!charge.paid || amount <= 0) throw new PaymentProviderError("rejected", "not_refundable",
      "nothing left to refund");
    const refund = await call(() => this.#client.charges.createRefund(chargeId, { amount }));
    return { id: refund.id, chargeId, amount: refund.amount };
  }

  async expireCharge(chargeId: string): Promise<ProviderCharge> {
    return toProviderCharge(await call(() => this.#client.charges.expire(chargeId)));
  }

  async installmentTerms(): Promise<OfferedTerms> {
    const capability = await call(() => this.#client.capability.retrieve());
    const terms: OfferedTerms = {};
    for (const bank of INSTALLMENT_BANKS) {
      const method = capability.payment_methods.find((m) => m.name === `installment_${bank}`);
      if (method?.installment_terms) terms[bank] = method.installment_terms;
    }
    return terms;
  }

  async promptPayQr(charge: ProviderCharge): Promise<string> {
    if (!charge.qrImageUri) throw new PaymentProviderError("rejected", "no_qr", "the charge has no QR code");
    const uri = charge.qrImageUri;
    const answer = await call(() => fetch(uri, {
      headers: { authorization: `Basic ${Buffer.from(`${this.#options.secretKey}:`).toString("base64")}` },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    }));
    if (!answer.ok) throw new PaymentProviderError(answer.status < 500 ? "rejected" : "unavailable", "qr_download",
      `${answer.status}`);
    return answer.text();
  }

  async readWebhook(body: unknown): Promise<ProviderEvent | null> {
    const id = body && typeof body === "object" ? (body as { id?: unknown }).id : undefined;
    if ((body as { object?: unknown } | null)?.object !== "event" || typeof id !== "string") return null;
    if (!/^evnt_(test_)?[0-9a-z]{1,40}$/.test(id)) return null;
    let event;
    try {
      event = await call(() => this.#client.events.retrieve(id));
    } catch (error) {
      const failure = providerError(error);
      if (failure.kind === "rejected" && failure.code === "not_found") return null;
      throw failure;
    }
    const data = (event.data ?? {}) as { object?: unknown; id?: unknown; charge?: unknown };
    const chargeId = data.object === "charge" ? data.id : data.object === "refund" ? data.charge : null;
    return { id: event.id, key: event.key, chargeId: typeof chargeId === "string" ? chargeId : null };
  }
}
