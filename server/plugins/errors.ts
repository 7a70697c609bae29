import { STATUS_CODES as HTTP_REASONS } from "node:http";
import type { Socket } from "node:net";
import fp from "fastify-plugin";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody, ErrorCode } from "#contract/errors.ts";
import { localeFromAcceptLanguage } from "#contract/locale.ts";
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

type Classified = { status: number; code: ServerErrorCode; errors?: Record<string, string[]> | undefined;
  extra?: ErrorExtra };

function classify(error: FastifyError | ApiError | Error): Classified {
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, errors: error.errors,
    extra: error.extra };
  const fastifyCode = "code" in error && typeof error.code === "string" ? FRAMEWORK_CODES[error.code] : undefined;
  if (fastifyCode) return fastifyCode;
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, code: STATUS_CODES[status] ?? "bad_request" };
  return { status: 500, code: "internal_error" };
}

/** Retry-After of a 429 whose thrower gave no wait: every 429 says when to come back (RFC 6585 recommends it). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function sendError(
  request: FastifyRequest, reply: FastifyReply, status: number, code: ServerErrorCode,
  errors?: Record<string, string[]>, extra: ErrorExtra = {},
) {
  const retryAfter = extra.retry_after ?? (status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  const body: ErrorBody = { message: message(code, requestLocale(request)), code, ...extra };
  if (retryAfter !== undefined) {
    body.retry_after = retryAfter;
    reply.header("retry-after", String(retryAfter));
  }
  if (errors) body.errors = errors;
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

/** The Accept-Language header in the raw bytes Node had read when it gave up on a request, if it got that far. */
function rawAcceptLanguage(error: ConnectionError): string | undefined {
  const raw: unknown = error.rawPacket;
  const bytes = Buffer.isBuffer(raw) ? raw : undefined;
  return bytes ? /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(bytes.toString("latin1"))?.[1] : undefined;
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: "payload_too_large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "bad_request" },
};

/**
 * Fastify's clientErrorHandler: Node could not read a request (headers too large, a broken request line, too slow),
 * so there is no request object, only the socket. Answers the same `{ message, code }` as every other error, in the
 * language of the Accept-Language header when Node had read it, and closes the connection.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, code } = CLIENT_ERRORS[error.code] ?? { status: 400, code: "bad_request" as const };
  this.log.info({ code, status, reason: error.code }, "request rejected before parsing");
  if (socket.writable) {
    const body = JSON.stringify({ message: message(code, localeFromAcceptLanguage(rawAcceptLanguage(error))), code });
    socket.write(`HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

export default fp(async (app) => {
  app.setErrorHandler(replyWithError);
}, { name: "errors" });
