import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { makePrintable } from "#contract/validate-input.ts";
import { ApiError } from "./api-error.ts";
import { requestLocale } from "./locale.ts";
import { message } from "./messages.ts";

/**
 * Deepest nesting a request's JSON may have. The contract's deepest body (an address with its phone) is 2 levels;
 * superstruct prints a failing value with `${value}`, which recurses through nested arrays and overflows the stack
 * at a few thousand levels, so anything deeper is refused before a schema sees it.
 */
export const MAX_INPUT_DEPTH = 32;

/** U+0000 (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (not a character at all). */
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The request headers some route or hook reads; the others are never looked at, so never refused. */
const READ_HEADERS = ["authorization", "accept-language", "content-type", "host", "if-none-match"] as const;

export type InputProblem = { path: string[]; kind: "text" | "number" | "depth" };

/**
 * Where a parsed input holds something no route may receive: unstorable text (in a value or a key), a number JSON
 * can spell but not hold (1e999 parses to Infinity), or nesting deeper than MAX_INPUT_DEPTH. Walks with its own
 * stack (never recursion, whatever the depth) and stops at the first `limit` problems.
 */
export function inputProblems(input: unknown, limit = 20): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0 && problems.length < limit) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) problems.push({ path, kind: "text" });
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) problems.push({ path, kind: "number" });
    } else if (value !== null && typeof value === "object") {
      if (path.length >= MAX_INPUT_DEPTH) {
        problems.push({ path, kind: "depth" });
        break;
      }
      for (const [key, inner] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) problems.push({ path, kind: "text" });
        else stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return problems;
}

type Part = "params" | "query" | "body" | "headers";

function readHeaders(request: FastifyRequest): Record<string, unknown> {
  return Object.fromEntries(READ_HEADERS.map((name) => [name, request.headers[name]]));
}

/**
 * Does the query string hold a broken %-escape ("%ZZ", "%E0%A4%A", an encoded surrogate half)? The query parser
 * leaves those as the raw text; the router already refuses them in the path (FST_ERR_BAD_URL).
 */
function hasBrokenEscape(url: string): boolean {
  const start = url.indexOf("?");
  if (start < 0 || !url.includes("%", start)) return false;
  return url.slice(start + 1).split(/[&=]/).some((part) => {
    try {
      decodeURIComponent(part);
      return false;
    } catch {
      return true;
    }
  });
}

export type UnstorableFields = Partial<Record<Part, Record<string, string[]>>>;

declare module "fastify" {
  interface FastifyRequest {
    /** Fields holding unstorable text or numbers, per part, for `validated()` to report after the schema's errors. */
    unstorable: UnstorableFields | null;
  }
}

/**
 * The request's fields that hold unstorable text or an unrepresentable number, per part (null: none). Throws 400
 * `bad_request` at once for nesting deeper than MAX_INPUT_DEPTH or a query string that is not %-encoded UTF-8.
 */
export function unstorableFields(request: FastifyRequest): UnstorableFields | null {
  if (hasBrokenEscape(request.url)) throw new ApiError(400, "bad_request");
  const parts: [Part, unknown][] = [
    ["params", request.params], ["query", request.query], ["body", request.body], ["headers", readHeaders(request)],
  ];
  const found: UnstorableFields = {};
  for (const [part, value] of parts) {
    const problems = inputProblems(value);
    if (problems.some((p) => p.kind === "depth")) throw new ApiError(400, "bad_request");
    if (!problems.length) continue;
    const text = message("field_invalid", requestLocale(request));
    // Object.fromEntries: a field named __proto__ stays a plain key.
    found[part] = Object.fromEntries(problems.map(({ path }) => [path.length ? path.join(".") : part, [text]]));
  }
  return Object.keys(found).length ? found : null;
}

/**
 * Every route, whatever validates it afterwards (or nothing does): the check runs first in preValidation, so no
 * handler, schema or query ever meets such input; then every object of the input gets a printable form. A
 * `validated()` route reports the fields itself, after its schema's own errors for the same part (so a form hears
 * about every field the usual way); any other route answers 400 `validation_failed` here. Registered by
 * server/app.ts before any route.
 */
export default fp(async (app) => {
  app.decorateRequest("unstorable", null);
  app.addHook("preValidation", async (request) => {
    const found = unstorableFields(request);
    // `${value}` of {"toString":1} throws: no schema message, log line or handler may meet such an object.
    for (const part of [request.params, request.query, request.body]) makePrintable(part);
    if (!found) return;
    if (request.routeOptions.config.input) {
      request.unstorable = found;
      return;
    }
    const fields = Object.assign({}, ...Object.values(found)) as Record<string, string[]>;
    throw new ApiError(400, "validation_failed", fields);
  });
}, { name: "input-guard" });
