import type { CartErrorCode } from "../../contract/cart.ts";
import type { ErrorCode } from "../../contract/errors.ts";

/**
 * Codes the server answers: contract/errors.ts plus the cart and coupon codes of contract/cart.ts (until the lead
 * merges them into ERROR_CODES, the union keeps both typed).
 */
export type ServerErrorCode = ErrorCode | CartErrorCode;

/** A 4xx answer a route or hook means to give. The error handler turns it into `{ message, code, errors? }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ServerErrorCode;
  readonly errors: Record<string, string[]> | undefined;

  constructor(statusCode: number, code: ServerErrorCode, errors?: Record<string, string[]>) {
    super(code);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const notFound = () => new ApiError(404, "not_found");
export const unauthorized = () => new ApiError(401, "unauthorized");
