// Sources: one payable thing per method (integrations notes §1.4), checked as Omise checks them.
import { eq } from "drizzle-orm";
import { parsePhone } from "#contract/phone.ts";
import { INSTALLMENT_RULES } from "#contract/payment-installment.ts";
import type { Database } from "#db/database.ts";
import { omiseSandboxCharges as charges, omiseSandboxSources as sources } from "#db/schema/index.ts";
import { badRequest, notFound, OmiseApiError } from "./errors.ts";
import { omiseId } from "./ids.ts";
import { sourceObject, type SourceRow } from "./objects.ts";
import { flowOf, installmentBankOf, LIMITS } from "./source-types.ts";
import { InlineSource, parse, SourceRequest } from "./requests.ts";

type SourceFields = typeof InlineSource.TYPE;

/** Checks the amount every charge needs: whole satang, within the account's limits, in THB. */
export function checkAmount(amount: number, currency: string, code = "invalid_charge"): void {
  if (currency.toLowerCase() !== "thb") throw new OmiseApiError(400, code, "currency is currently not supported");
  if (amount < LIMITS.chargeMin) throw new OmiseApiError(400, code, `amount must be at least ${LIMITS.chargeMin}`);
  if (amount > LIMITS.chargeMax) throw new OmiseApiError(400, code, `amount must be at most ${LIMITS.chargeMax}`);
}

/** The source's own fields, checked for its type; throws Omise's 400 for a type or field that does not fit. */
function detailsOf(fields: SourceFields, amount: number): { flow: string; details: Record<string, unknown> } {
  const flow = flowOf(fields.type);
  if (!flow) throw badRequest("type is currently not supported");
  const details: Record<string, unknown> = {};
  if (fields.type === "truemoney") {
    const phone = fields.phone_number ? parsePhone(fields.phone_number, "TH") : null;
    if (!phone) throw badRequest("phone_number is invalid");
    details.phone_number = `0${phone.national_number}`;
  }
  const bank = installmentBankOf(fields.type);
  if (bank) {
    const term = fields.installment_term;
    const rule = INSTALLMENT_RULES[bank];
    if (term === undefined || !rule.terms.includes(term)) throw badRequest("installment_term is invalid");
    if (amount < LIMITS.installmentMin) throw badRequest(`amount must be at least ${LIMITS.installmentMin}`);
    if (amount < rule.minMonthly * term) throw badRequest(`amount per month must be at least ${rule.minMonthly}`);
    details.installment_term = term;
    details.zero_interest_installments = fields.zero_interest_installments ?? false;
  }
  if (fields.platform_type) details.platform_type = fields.platform_type;
  if (fields.name) details.name = fields.name;
  if (fields.email) details.email = fields.email;
  return { flow, details };
}

export async function insertSource(db: Database, fields: SourceFields, amount: number, currency: string, now: Date) {
  const { flow, details } = detailsOf(fields, amount);
  const [row] = await db.insert(sources).values({
    id: omiseId("src"), type: fields.type, flow, amount, currency: currency.toUpperCase(), details, createdAt: now,
  }).returning();
  if (!row) throw new Error("the source was not written");
  return row;
}

export async function createSource(db: Database, body: unknown, now: Date) {
  const request = parse(body, SourceRequest);
  checkAmount(request.amount, request.currency, "bad_request");
  return sourceObject(await insertSource(db, request, request.amount, request.currency, now));
}

export async function findSource(db: Database, id: string): Promise<SourceRow> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  if (!row) throw notFound("source", id);
  return row;
}

export async function retrieveSource(db: Database, id: string) {
  const source = await findSource(db, id);
  const [charge] = source.chargeId ? await db.select().from(charges).where(eq(charges.id, source.chargeId)) : [];
  return sourceObject(source, charge);
}
