import type { FastifyInstance, FastifyRequest } from "fastify";

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

/**
 * The origin of a link that leaves the request, such as a mailed password reset: PUBLIC_URL, else the address the
 * shop listens on (HOST and PORT until it listens). Never the request's Host header: whoever asks for the mail
 * chooses it, and the member's reset token would go to their host (docs/decisions/0183-hostile-input.md).
 */
export function mailedLinkOrigin(app: FastifyInstance): string {
  if (app.publicUrl) return app.publicUrl;
  const address = app.server.address();
  const listening = address && typeof address !== "string";
  const host = listening ? address.address : app.env.HOST;
  const port = listening ? address.port : app.env.PORT;
  // Listening on every interface: the loopback one is the address that always reaches it.
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
