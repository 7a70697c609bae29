import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.ts";

/**
 * The signed-in member of a request. Members arrive with the accounts issue: until then no token can be verified,
 * so every request is a guest and member-only routes answer 401 (with or without a Bearer token). The accounts issue
 * replaces this function with a lookup of the hashed token; routes keep calling it.
 */
export function requestMember(_request: FastifyRequest): { id: number; key: string } | null {
  return null;
}

/** onRequest hook for member-only routes: 401 before the body is even validated. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!requestMember(request)) throw new ApiError(401, "unauthorized");
}
