import { validate } from "superstruct";
import { ErrorBody, isErrorCode, type ErrorCode } from "#contract/errors.ts";

/** Every failed call rejects with this: the HTTP status (0 when the network failed) and a contract error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  /** Seconds until a retry can succeed (rate limits, OTP resend cooldown). */
  readonly retryAfter: number | undefined;
  /** Tries left after a wrong one-time code. */
  readonly attemptsLeft: number | undefined;

  constructor(
    status: number, code: ErrorCode, message: string, errors?: Record<string, string[]>,
    extra: { retryAfter?: number | undefined; attemptsLeft?: number | undefined } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfter = extra.retryAfter;
    this.attemptsLeft = extra.attemptsLeft;
  }
}

/** The code a status implies when the body does not name a known one (a proxy page, an older server). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400: return "bad_request";
    case 401: return "unauthorized";
    case 403: return "forbidden";
    case 404: return "not_found";
    case 409: return "conflict";
    case 413: return "payload_too_large";
    case 415: return "unsupported_media_type";
    case 422: return "validation_failed";
    case 429: return "rate_limited";
    default: return "internal_error";
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** True for an aborted request: cancellations are not failures and pass through unchanged. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === "AbortError"
    : error instanceof Error && error.name === "AbortError";
}

/**
 * Maps whatever a call threw to an ApiError: an HTTP error with a `{ message, code, errors? }` body keeps the
 * server's message and code; other HTTP errors get a code from their status; fetch's TypeError (offline, DNS,
 * refused) becomes network_error; a response that fails its contract schema becomes internal_error.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number") {
    const status = error.status;
    const raw = "message" in error && typeof error.message === "string" ? error.message : "";
    // Masked like every answer (client.ts): an error body that gained a field after a deploy keeps its message.
    const [invalid, body] = validate(parseBody(raw), ErrorBody, { coerce: true, mask: true });
    if (!invalid) {
      const code = isErrorCode(body.code) ? body.code : codeForStatus(status);
      return new ApiError(status, code, body.message, body.errors,
        { retryAfter: body.retry_after, attemptsLeft: body.attempts_left });
    }
    return new ApiError(status, codeForStatus(status), `Request failed with status ${status}`);
  }
  if (error instanceof Error && error.name === "StructError") {
    return new ApiError(200, "internal_error", `Unexpected response: ${error.message}`);
  }
  if (error instanceof TypeError) return new ApiError(0, "network_error", error.message || "Network error");
  return new ApiError(0, "internal_error", error instanceof Error ? error.message : "Unknown error");
}
