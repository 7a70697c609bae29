import type { ErrorCode } from "../../contract/errors.ts";

/** A 4xx answer a route or hook means to give. The error handler turns it into `{ message, code, errors? }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string[]> | undefined;

  constructor(statusCode: number, code: ErrorCode, errors?: Record<string, string[]>) {
    super(code);
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const notFound = () => new ApiError(404, "not_found");
