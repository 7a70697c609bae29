import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { memberIdForToken } from "#db/repositories/member/tokens.ts";
import { ApiError } from "./api-error.ts";

/** The signed-in member of a request: the id, the key reactions are stored under, and the raw token (for logout). */
export type RequestMember = { id: number; key: string; token: string };

declare module "fastify" {
  interface FastifyRequest {
    member: RequestMember | null;
  }
}

/** `Authorization: Bearer <token>` (case-insensitive scheme), else null. Tokens are base64url, at most 200 chars. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^bearer\s+([A-Za-z0-9_-]{16,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in member, resolved once per request by the onRequest hook below. null for guests. */
export function requestMember(request: FastifyRequest): RequestMember | null {
  return request.member;
}

/** The member of a route guarded by `requireMember` (the hook already answered 401 for guests). */
export function memberOf(request: FastifyRequest): RequestMember {
  if (!request.member) throw new ApiError(401, "unauthorized");
  return request.member;
}

/** onRequest hook for member-only routes: 401 (no token, unknown, expired or revoked) before the body is read. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.member) throw new ApiError(401, "unauthorized");
}

/**
 * Resolves the bearer token of every request that carries one (one indexed lookup by hash). A token that is not
 * live makes the request a guest's: public routes still answer, member routes answer 401.
 */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest("member", null);
  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const id = await memberIdForToken(app.db, token);
    if (id !== null) request.member = { id, key: `m${id}`, token };
  });
}, { name: "member", dependencies: ["db"] });
