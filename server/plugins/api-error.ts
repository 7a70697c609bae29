import type { ErrorCode } from "#contract/errors.ts";

/** Codes the server answers: all of contract/errors.ts (which includes the cart, coupon and review codes). */
export type ServerErrorCode = ErrorCode;

/** Numbers an error body may carry beside its message (contract ErrorBody): retry_after (s), attempts_left. */
export type ErrorExtra = { retry_after?: number; attempts_left?: number };

/** A 4xx answer a route or hook means to give. The error handler turns it into `{ message, code, errors? }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ServerErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly extra: ErrorExtra;

  constructor(statusCode: number, code: ServerErrorCode, errors?: Record<string, string[]>, extra: ErrorExtra = {}) {
    super(code);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
    this.extra = extra;
  }
}

export const notFound = () => new ApiError(404, "not_found");
export const unauthorized = () => new ApiError(401, "unauthorized");
