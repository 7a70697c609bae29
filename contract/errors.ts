import { object, string, optional, record, array, enums, integer, type Infer } from "superstruct";
import { AUTH_ERROR_CODES } from "./auth.ts";
import { CART_ERROR_CODES } from "./cart.ts";
import { MEMBERSHIP_ERROR_CODES } from "./membership.ts";
import { ORDER_ERROR_CODES } from "./order.ts";
import { PAYMENT_ERROR_CODES } from "./payment-api.ts";
import { REVIEW_ERROR_CODES } from "./review.ts";
import { SUPPORT_ERROR_CODES } from "./support.ts";

/**
 * Every error code the API can answer. The browser maps codes to translated messages;
 * machines keep codes, never text.
 */
export const ERROR_CODES = [
  "validation_failed",
  "not_found",
  "route_not_found",
  "unauthorized",
  "forbidden",
  "conflict",
  "rate_limited",
  "payload_too_large",
  "unsupported_media_type",
  "bad_request",
  "internal_error",
  "network_error",
  ...CART_ERROR_CODES,
  ...REVIEW_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...MEMBERSHIP_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...SUPPORT_ERROR_CODES,
] as const;
export const ErrorCode = enums(ERROR_CODES);
export type ErrorCode = Infer<typeof ErrorCode>;

/** The body of every non-2xx API answer. `errors` maps a field path to its messages. */
export const ErrorBody = object({
  message: string(),
  code: string(),
  errors: optional(record(string(), array(string()))),
  /** Seconds until a retry can succeed (429 rate_limited, otp_cooldown); also sent as Retry-After. */
  retry_after: optional(integer()),
  /** Tries left after a wrong one-time code (otp_invalid). */
  attempts_left: optional(integer()),
});
export type ErrorBody = Infer<typeof ErrorBody>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/** The contract code a failed call carries (the browser's ApiError has one); anything else is internal_error. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error && typeof error === "object" && "code" in error && isErrorCode(error.code)) return error.code;
  return "internal_error";
}
