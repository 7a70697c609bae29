import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody, ErrorCode } from "../../contract/errors.ts";
import { ApiError, type ErrorExtra, type ServerErrorCode } from "./api-error.ts";
import { requestLocale } from "./locale.ts";
import { message } from "./messages.ts";

/** Fastify's own 4xx errors, mapped onto contract codes. */
const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "payload_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "bad_request" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad_request" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "bad_request" },
  FST_ERR_BAD_URL: { status: 400, code: "bad_request" },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 409: "conflict",
  413: "payload_too_large", 415: "unsupported_media_type", 429: "rate_limited",
};

type Classified = { status: number; code: ServerErrorCode; errors?: Record<string, string[]> | undefined; extra?: ErrorExtra };

function classify(error: FastifyError | ApiError | Error): Classified {
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, errors: error.errors, extra: error.extra };
  const fastifyCode = "code" in error && typeof error.code === "string" ? FRAMEWORK_CODES[error.code] : undefined;
  if (fastifyCode) return fastifyCode;
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, code: STATUS_CODES[status] ?? "bad_request" };
  return { status: 500, code: "internal_error" };
}

export function sendError(
  request: FastifyRequest, reply: FastifyReply, status: number, code: ServerErrorCode,
  errors?: Record<string, string[]>, extra: ErrorExtra = {},
) {
  const body: ErrorBody = { message: message(code, requestLocale(request)), code, ...extra };
  if (errors) body.errors = errors;
  if (extra.retry_after !== undefined) reply.header("retry-after", String(extra.retry_after));
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * Every error becomes `{ message, code, errors? }` in the request's language. 4xx are expected and logged at info;
 * anything else is a bug: logged in full, answered with a generic 500 that leaks nothing.
 */
export function replyWithError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, errors, extra } = classify(error);
  if (status >= 500) request.log.error({ err: error }, "unexpected error");
  else request.log.info({ code, status, reason: error.message }, "request rejected");
  return sendError(request, reply, status, code, errors, extra);
}

export default fp(async (app) => {
  app.setErrorHandler(replyWithError);
}, { name: "errors" });
