import { refine, size, string } from "superstruct";

/**
 * The `Idempotency-Key` header of retryable writes (POST api/order/, the membership redeems): 8..255 visible ASCII
 * characters, made once per attempt (a UUID does). Retrying with the same key answers the same result.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IdempotencyKey = refine(size(string(), 8, 255), "idempotency_key", (v) => /^[\x21-\x7e]+$/.test(v));
