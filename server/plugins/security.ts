import fp from "fastify-plugin";
import helmet from "helmet";
import compress from "@fastify/compress";

/**
 * Security headers and compression. The CSP fits the Vite-built SPA: scripts only from this origin, inline styles for
 * Chakra/emotion, images from this origin and data: URLs. No upgrade-insecure-requests: the shop is also served over
 * plain http on localhost, where that directive would break every asset.
 *
 * Helmet's middleware is built once and applied to every request. (@fastify/helmet builds it again for every request,
 * parsing the CSP directives each time: 6 % of the server's CPU under load in `bench:api`.)
 */
export default fp<{ production: boolean }>(async (app, opts) => {
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: opts.production,
  });
  app.addHook("onRequest", (request, reply, done) => secureHeaders(request.raw, reply.raw, () => done()));
  await app.register(compress, { threshold: 1024 });
}, { name: "security" });
