// The sandbox's request shapes. Omise takes JSON or form fields (`card[number]=…`), so numbers and booleans may come
// as strings; unknown fields are ignored, as Omise does.
import {
  array, boolean, coerce, enums, integer, max, min, number, optional, record, refine, size, string, type, union,
  unknown, type Struct,
} from "superstruct";
import { validateInput } from "#contract/validate-input.ts";
import { OmiseApiError } from "./errors.ts";

const Int = coerce(integer(), string(), (v) => (/^-?\d{1,15}$/.test(v.trim()) ? Number(v) : NaN));
const Bool = coerce(boolean(), string(), (v) => (v === "true" ? true : v === "false" ? false : v));
const Text = (most: number) => size(string(), 0, most);
const IsoTime = refine(string(), "time", (v) => !Number.isNaN(Date.parse(v)) || "must be an ISO 8601 time");
const Metadata = record(string(), unknown());

export const TokenRequest = type({
  card: type({
    name: size(string(), 1, 255),
    number: size(string(), 1, 40),
    expiration_month: Int,
    expiration_year: Int,
    security_code: optional(Text(8)),
    city: optional(Text(255)),
    postal_code: optional(union([Text(20), number()])),
    country: optional(Text(2)),
    email: optional(Text(254)),
    phone_number: optional(Text(30)),
  }),
});

/** A source's own fields; a charge may carry them inline (`source: {type, …}`), taking its amount and currency. */
const sourceFields = {
  type: size(string(), 1, 60),
  phone_number: optional(Text(30)),
  installment_term: optional(Int),
  zero_interest_installments: optional(Bool),
  platform_type: optional(enums(["IOS", "ANDROID"])),
  name: optional(Text(255)),
  email: optional(Text(254)),
};
export const SourceRequest = type({ amount: Int, currency: size(string(), 1, 3), ...sourceFields });
export const InlineSource = type(sourceFields);

export const ChargeRequest = type({
  amount: Int,
  currency: size(string(), 1, 3),
  card: optional(size(string(), 1, 80)),
  customer: optional(size(string(), 1, 80)),
  source: optional(union([size(string(), 1, 80), InlineSource])),
  return_uri: optional(Text(2048)),
  description: optional(Text(255)),
  metadata: optional(Metadata),
  capture: optional(Bool),
  authentication: optional(enums(["3DS", "PASSKEY"])),
  expires_at: optional(IsoTime),
  webhook_endpoints: optional(size(array(size(string(), 1, 2048)), 0, 2)),
  zero_interest_installments: optional(Bool),
  ip: optional(Text(64)),
});

export const RefundRequest = type({ amount: Int, metadata: optional(Metadata), void: optional(Bool) });

export const ListQuery = type({
  limit: optional(max(min(Int, 1), 100)),
  offset: optional(min(Int, 0)),
  from: optional(IsoTime),
  to: optional(IsoTime),
  order: optional(enums(["chronological", "reverse_chronological"])),
});

/** Validates a request the way Omise answers a bad one: 400 with the first field and what is wrong with it. */
export function parse<T, S>(value: unknown, struct: Struct<T, S>, code = "bad_request"): T {
  const [error, parsed] = validateInput(value ?? {}, struct, { coerce: true });
  if (!error) return parsed;
  const failure = error.failures()[0];
  const field = failure?.path.join(".") || "request";
  const problem = failure?.value === undefined ? "is required" : "is invalid";
  throw new OmiseApiError(400, code, `${field} ${problem}`);
}

/** Form fields with brackets (`card[number]=4242…`) as the nested object JSON would carry. */
export function nestFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const parts = key.split(/\[|\]\[|\]$/).filter((part) => part !== "");
    if (parts.some((part) => part === "__proto__" || part === "constructor" || part === "prototype")) continue;
    let target = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) target[part] = value;
      else {
        const next = target[part];
        target = (next && typeof next === "object" ? next : (target[part] = {})) as Record<string, unknown>;
      }
    });
  }
  return out;
}
