import type { FastifyRequest } from "fastify";

/**
 * The shop's origin for links and redirect URIs: PUBLIC_URL when set (always set it in production, so a forged Host
 * header cannot point a reset link elsewhere), else the origin the request came to.
 */
export function shopOrigin(request: FastifyRequest): string {
  const configured = request.server.publicUrl;
  if (configured) return configured;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return "http://localhost"; // a Host header that is no host name: never a 500
  }
}
