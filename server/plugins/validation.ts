import type { FastifyReply, FastifyRequest, RouteShorthandOptionsWithHandler } from "fastify";
import fp from "fastify-plugin";
import type { Struct, StructError } from "superstruct";
import type { Locale } from "#contract/locale.ts";
import { validateInput } from "#contract/validate-input.ts";
import { ApiError } from "./api-error.ts";
import { requestLocale } from "./locale.ts";
import { message, REFINEMENT_MESSAGES, type FieldMessageKey } from "./messages.ts";

type Part = "body" | "query" | "params";

export interface Schemas<B = unknown, Q = unknown, P = unknown> {
  body?: Struct<B, unknown>;
  query?: Struct<Q, unknown>;
  params?: Struct<P, unknown>;
}

export interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
}

/**
 * Turns superstruct failures into `{ "field.path": [message] }` in the request's language. Built in a Map: a field
 * named `__proto__` is a key like any other, never the prototype of the answer.
 */
export function fieldErrors(error: StructError, part: Part, locale: Locale): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join(".") : part;
    const refined = failure.refinement ? REFINEMENT_MESSAGES[failure.refinement] : undefined;
    const key: FieldMessageKey =
      failure.type === "never" ? "field_unknown"
        : failure.value === undefined ? "field_required"
          : refined ?? "field_invalid";
    const text = message(key, locale);
    const list = out.get(field) ?? [];
    if (!list.includes(text)) out.set(field, [...list, text]);
  }
  return Object.fromEntries(out);
}

function check<T>(request: FastifyRequest, part: Part, schema: Struct<T, unknown> | undefined): void {
  const unstorable = request.unstorable?.[part];
  if (!schema) {
    if (unstorable) throw new ApiError(400, "validation_failed", unstorable);
    return;
  }
  // Queries tolerate extra parameters (cache busters, tracking); bodies and params must match exactly.
  const [error, value] = validateInput(request[part], schema, { coerce: true, mask: part === "query" });
  if (error) throw new ApiError(400, "validation_failed", fieldErrors(error, part, requestLocale(request)));
  if (unstorable) throw new ApiError(400, "validation_failed", unstorable);
  // Keep the coerced value (e.g. "12" -> 12) so the handler sees the contract's types.
  (request as unknown as Record<Part, unknown>)[part] = value;
}

/**
 * Route options whose preValidation hook checks body, query and params against contract schemas before the handler
 * runs; the handler receives them typed. Failures answer 400 `validation_failed` with per-field messages; then, part by
 * part, the fields input-guard.ts found unstorable (NUL, surrogate halves, 1e999; too deep a body never gets here).
 * The schemas also go into the route's config, where the route catalog below finds them and the guard sees that
 * this route reports for itself.
 */
export function validated<B = undefined, Q = undefined, P = undefined>(
  schemas: Schemas<B, Q, P>,
  handler: (input: Input<B, Q, P>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteShorthandOptionsWithHandler {
  return {
    config: { input: schemas as Schemas },
    preValidation: async (request) => {
      check(request, "params", schemas.params);
      check(request, "query", schemas.query);
      check(request, "body", schemas.body);
      const headers = request.unstorable?.headers;
      if (headers) throw new ApiError(400, "validation_failed", headers);
    },
    handler: (request, reply) =>
      handler(
        { body: request.body as B, query: request.query as Q, params: request.params as P },
        request,
        reply,
      ),
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract schemas a `validated()` route checks its input with. */
    input?: Schemas;
  }
  interface FastifyInstance {
    /** Every route of the app with the contract schemas of its input (none for routes that read no input). */
    routeInputs: readonly RouteInput[];
  }
}

export type RouteInput = { method: string; url: string; schemas: Schemas };

/**
 * The app's routes and their input schemas, collected as they are registered (register it before any route). The
 * API's own inventory of what it accepts: the fuzzer (tests/api/fuzz) derives every request it makes from it.
 */
export const routeCatalog = fp(async (app) => {
  const routes: RouteInput[] = [];
  app.decorate("routeInputs", routes);
  app.addHook("onRoute", (route) => {
    const schemas = route.config?.input ?? {};
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schemas });
  });
}, { name: "route-catalog" });
