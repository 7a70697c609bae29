// The payment sandbox: Omise's HTTP API for a test-mode account, served by the shop under /sandbox/omise outside
// production (decision 0111). The official `omise` client reaches it through integrations/payments/client-routing.ts.
// Keys: the public key makes tokens and sources and reads the capability; the secret key does everything else.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY } from "#integrations/payments/omise-client.ts";
import { capabilityObject } from "#integrations/payments/sandbox/capability.ts";
import { createCharge } from "#integrations/payments/sandbox/charges.ts";
import { OmiseApiError } from "#integrations/payments/sandbox/errors.ts";
import { listEvents, retrieveEvent } from "#integrations/payments/sandbox/events.ts";
import { qrDocumentId } from "#integrations/payments/sandbox/objects.ts";
import { chargeQrPayload } from "#integrations/payments/sandbox/promptpay.ts";
import { qrSvg } from "#integrations/payments/sandbox/qr-svg.ts";
import { ListQuery, nestFormFields, parse } from "#integrations/payments/sandbox/requests.ts";
import { createSource, retrieveSource } from "#integrations/payments/sandbox/sources.ts";
import type { Page } from "#integrations/payments/sandbox/store.ts";
import { createToken, retrieveToken } from "#integrations/payments/sandbox/tokens.ts";
import {
  captureOrReverse, chargeForPage, decideCharge, expireCharge, listCharges, listRefunds, refundCharge, retrieveCharge,
  retrieveRefund,
} from "#integrations/payments/sandbox/transitions.ts";
import { sandboxContext } from "./omise-context.ts";
import omisePages from "./omise-pages.ts";

type Key = "public" | "secret";

/** Which key a request carries (HTTP Basic, the key as user name): Omise answers 401 to anything else. */
function keyOf(request: FastifyRequest): Key | null {
  const [scheme, encoded] = (request.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "basic" || !encoded) return null;
  const user = Buffer.from(encoded, "base64").toString("utf8").split(":")[0];
  return user === SANDBOX_SECRET_KEY ? "secret" : user === SANDBOX_PUBLIC_KEY ? "public" : null;
}

function needs(request: FastifyRequest, ...allowed: Key[]): void {
  const key = keyOf(request);
  if (!key || !allowed.includes(key)) throw new OmiseApiError(401, "authentication_failure", "authentication failed");
}

/** JSON as it came, or form fields with brackets nested (`card[number]`), as Omise reads both. */
function bodyOf(request: FastifyRequest): unknown {
  const type = String(request.headers["content-type"] ?? "");
  return type.startsWith("application/x-www-form-urlencoded") && request.body && typeof request.body === "object"
    ? nestFormFields(request.body as Record<string, string>) : request.body;
}

function pageOf(query: unknown, now: Date): Page {
  const q = parse(query, ListQuery);
  return { from: q.from ? new Date(q.from) : new Date(0), to: q.to ? new Date(q.to) : now, limit: q.limit ?? 20,
    offset: q.offset ?? 0, order: q.order ?? "chronological" };
}

const FRAMEWORK_STATUS: Record<string, number> = { FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415 };

function omiseErrorReply(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let failure: OmiseApiError;
  if (error instanceof OmiseApiError) failure = error;
  else if ("statusCode" in error && typeof error.statusCode === "number" && error.statusCode < 500) {
    failure = new OmiseApiError(FRAMEWORK_STATUS[String(error.code)] ?? 400, "bad_request",
      "request could not be read");
  } else {
    request.log.error({ err: error }, "payment sandbox error");
    failure = new OmiseApiError(500, "backend_error", "the sandbox could not process the request");
  }
  return reply.code(failure.status).type("application/json; charset=utf-8").send(failure.body());
}

type Id = { Params: { id: string } };

const routes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(omiseErrorReply);
  // omise-node sends Content-Type: application/json with an empty body on capture, reverse and expire.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, String(body).trim() ? JSON.parse(String(body)) : {});
    } catch {
      done(new OmiseApiError(400, "bad_request", "request body is not valid JSON"), undefined);
    }
  });
  app.setNotFoundHandler((request, reply) =>
    omiseErrorReply(new OmiseApiError(404, "not_found", "the requested resource was not found"), request, reply));
  const ctx = (request: FastifyRequest) => sandboxContext(app, request);

  app.post("/tokens", async (req) => { needs(req, "public"); return createToken(app.db, bodyOf(req), new Date()); });
  app.get<Id>("/tokens/:id", async (req) => { needs(req, "public"); return retrieveToken(app.db, req.params.id); });
  app.post("/sources", async (req) => {
    needs(req, "public", "secret");
    return createSource(app.db, bodyOf(req), new Date());
  });
  app.get<Id>("/sources/:id", async (req) => { needs(req, "public", "secret"); return retrieveSource(app.db,
    req.params.id); });
  app.get("/capability", async (req) => { needs(req, "public", "secret"); return capabilityObject(); });

  app.post("/charges", async (req) => { needs(req, "secret"); return createCharge(ctx(req), bodyOf(req)); });
  app.get("/charges", async (req) => { needs(req, "secret"); return listCharges(ctx(req),
    pageOf(req.query, new Date())); });
  app.get<Id>("/charges/:id", async (req) => { needs(req, "secret"); return retrieveCharge(ctx(req), req.params.id); });
  for (const action of ["capture", "reverse"] as const) {
    app.post<Id>(`/charges/:id/${action}`, async (req) => {
      needs(req, "secret");
      return captureOrReverse(ctx(req), req.params.id, action);
    });
  }
  app.post<Id>("/charges/:id/expire", async (req) => { needs(req, "secret"); return expireCharge(ctx(req),
    req.params.id); });
  app.post<Id>("/charges/:id/refunds", async (req) => {
    needs(req, "secret");
    return refundCharge(ctx(req), req.params.id, bodyOf(req));
  });
  app.get<Id>("/charges/:id/refunds", async (req) => { needs(req, "secret"); return listRefunds(ctx(req),
    req.params.id); });
  app.get<{ Params: { id: string; refund: string } }>("/charges/:id/refunds/:refund", async (req) => {
    needs(req, "secret");
    return retrieveRefund(ctx(req), req.params.id, req.params.refund);
  });
  // Test mode only: what a bank or wallet would do to a pending charge (the shop's tests and developers use these).
  for (const [path, decision] of [["mark_as_paid", "pay"], ["mark_as_failed", "fail"]] as const) {
    app.post<Id>(`/charges/:id/${path}`, async (req) => {
      needs(req, "secret");
      return decideCharge(ctx(req), req.params.id, decision);
    });
  }
  app.get<{ Params: { id: string; doc: string } }>("/charges/:id/documents/:doc/downloads/qrcode.svg",
    async (req, reply) => {
    needs(req, "secret");
    const { charge, source } = await chargeForPage(ctx(req), req.params.id);
    if (source?.type !== "promptpay" || req.params.doc !== qrDocumentId(charge.id)) {
      throw new OmiseApiError(404, "not_found", `document ${req.params.doc} was not found`);
    }
    const payload = chargeQrPayload(charge.id, charge.amount, app.env.OMISE_SANDBOX_PROMPTPAY_ID);
    return reply.type("image/svg+xml").header("cache-control", "no-store").send(qrSvg(payload, "PromptPay QR"));
  });

  app.get("/events", async (req) => { needs(req, "secret"); return listEvents(app.db,
    pageOf(req.query, new Date())); });
  app.get<Id>("/events/:id", async (req) => { needs(req, "secret"); return retrieveEvent(app.db, req.params.id); });

  await app.register(omisePages);
};

export default routes;
