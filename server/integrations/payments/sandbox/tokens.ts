// Card tokens, as Omise's vault makes them: the card is checked, its test-card behaviour noted, the number dropped.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import { omiseSandboxTokens as tokens } from "#db/schema/index.ts";
import { passesLuhn, TEST_CARDS } from "./cards.ts";
import { notFound, OmiseApiError } from "./errors.ts";
import { omiseId } from "./ids.ts";
import { tokenObject } from "./objects.ts";
import { parse, TokenRequest } from "./requests.ts";

const invalidCard = (message: string) => new OmiseApiError(400, "invalid_card", message);

export async function createToken(db: Database, body: unknown, now: Date) {
  const { card } = parse(body, TokenRequest, "invalid_card");
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) throw invalidCard(
    "number is invalid and brand not supported (unknown)");
  const test = TEST_CARDS.get(number);
  if (!test) throw invalidCard("number is not a test card: the sandbox takes Omise's test cards (see the README)");
  const month = card.expiration_month;
  const year = card.expiration_year < 100 ? 2000 + card.expiration_year : card.expiration_year;
  if (month < 1 || month > 12) throw invalidCard("expiration month is not between 1 and 12");
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < nowMonth || year > now.getUTCFullYear() + 20) {
    throw invalidCard("expiration date cannot be in the past");
  }
  if (card.security_code !== undefined && !/^\d{3,4}$/.test(card.security_code)) {
    throw invalidCard("security code is invalid");
  }
  const id = omiseId("tokn");
  const cardObject = {
    object: "card", id: omiseId("card"), livemode: false, location: null, deleted: false,
    street1: null, street2: null, city: card.city ?? null, state: null, phone_number: card.phone_number ?? null,
    postal_code: card.postal_code === undefined ? null : String(card.postal_code), country: card.country ?? "th",
    financing: "credit", bank: "Sandbox Bank", brand: test.brand,
    fingerprint: createHash("sha256").update(`skinstate-sandbox:${number}`).digest("base64url").slice(0, 43),
    first_digits: null, last_digits: number.slice(-4), name: card.name, expiration_month: month,
    expiration_year: year, security_code_check: true, tokenization_method: null, created_at: now.toISOString(),
  };
  const [row] = await db.insert(tokens).values({
    id, card: cardObject, outcome: test.outcome, failureCode: test.failureCode ?? null, createdAt: now,
  }).returning();
  if (!row) throw new Error("the token was not written");
  return tokenObject(row);
}

export async function retrieveToken(db: Database, id: string) {
  const [row] = await db.select().from(tokens).where(eq(tokens.id, id));
  if (!row) throw notFound("token", id);
  return tokenObject(row);
}
