import type { FastifyReply, FastifyRequest, RouteShorthandOptionsWithHandler } from "fastify";
import { validate, type Struct, type StructError } from "superstruct";
import type { Locale } from "../../contract/locale.ts";
import { ApiError } from "./api-error.ts";
import { requestLocale } from "./locale.ts";
import { message, REFINEMENT_MESSAGES, type FieldMessageKey } from "./messages.ts";

type Part = "body" | "query" | "params";

interface Schemas<B, Q, P> {
  body?: Struct<B, unknown>;
  query?: Struct<Q, unknown>;
  params?: Struct<P, unknown>;
}

export interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
}

/** Turns superstruct failures into `{ "field.path": [message] }` in the request's language. */
export function fieldErrors(error: StructError, part: Part, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join(".") : part;
    const refined = failure.refinement ? REFINEMENT_MESSAGES[failure.refinement] : undefined;
    const key: FieldMessageKey =
      failure.type === "never" ? "field_unknown"
        : failure.value === undefined ? "field_required"
          : refined ?? "field_invalid";
    const text = message(key, locale);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** Paths of strings holding U+0000: PostgreSQL text cannot store it, so such input would otherwise fail in the DB. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulPaths(v, [...path, String(i)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => nulPaths(v, [...path, k]));
  return [];
}

function check<T>(request: FastifyRequest, part: Part, schema: Struct<T, unknown> | undefined): void {
  if (!schema) return;
  // Queries tolerate extra parameters (cache busters, tracking); bodies and params must match exactly.
  const [error, value] = validate(request[part], schema, { coerce: true, mask: part === "query" });
  if (error) throw new ApiError(400, "validation_failed", fieldErrors(error, part, requestLocale(request)));
  const withNul = nulPaths(value);
  if (withNul.length) {
    const text = message("field_invalid", requestLocale(request));
    throw new ApiError(400, "validation_failed", Object.fromEntries(withNul.map((field) => [field || part, [text]])));
  }
  // Keep the coerced value (e.g. "12" -> 12) so the handler sees the contract's types.
  (request as unknown as Record<Part, unknown>)[part] = value;
}

/**
 * Route options whose preValidation hook checks body, query and params against contract schemas before the handler
 * runs; the handler receives them typed. Failures answer 400 `validation_failed` with per-field messages.
 */
export function validated<B = undefined, Q = undefined, P = undefined>(
  schemas: Schemas<B, Q, P>,
  handler: (input: Input<B, Q, P>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteShorthandOptionsWithHandler {
  return {
    preValidation: async (request) => {
      check(request, "params", schemas.params);
      check(request, "query", schemas.query);
      check(request, "body", schemas.body);
    },
    handler: (request, reply) =>
      handler(
        { body: request.body as B, query: request.query as Q, params: request.params as P },
        request,
        reply,
      ),
  };
}
