import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import compress from "@fastify/compress";

/**
 * Security headers and compression. The CSP fits the Vite-built SPA: scripts only from this origin, inline styles for
 * Chakra/emotion, images from this origin and data: URLs. No upgrade-insecure-requests: the shop is also served over
 * plain http on localhost, where that directive would break every asset.
 */
export default fp<{ production: boolean }>(async (app, opts) => {
  await app.register(helmet, {
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
    hsts: opts.production,
  });
  await app.register(compress, { threshold: 1024 });
}, { name: "security" });
