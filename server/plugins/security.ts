import fp from "fastify-plugin";
import helmet from "helmet";
import compress from "@fastify/compress";
import { AFTER_PAINT_HASH } from "#domain/after-paint.ts";
import { EARLY_INPUT_HASH } from "#domain/early-input.ts";

/**
 * Security headers and compression. The CSP fits the Vite-built SPA: scripts only from this origin (and the one
 * inline early-input script, by its hash), inline styles for Chakra/emotion, images from this origin and data: URLs.
 * No upgrade-insecure-requests: the shop is also served over plain http on localhost, where that directive would
 * break every asset.
 *
 * Helmet's middleware is built once and applied to every request. (@fastify/helmet builds it again for every request,
 * parsing the CSP directives each time: 6 % of the server's CPU under load in `bench:api`.)
 */
/** Omise.js from Omise's CDN, which tokenizes cards in Omise's vault and makes sources on its API (decision 0110). */
const OMISE_SCRIPTS = ["https://cdn.omise.co"];
const OMISE_CONNECT = ["https://vault.omise.co", "https://api.omise.co"];

export default fp<{ production: boolean; omise?: boolean }>(async (app, opts) => {
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_INPUT_HASH, AFTER_PAINT_HASH, ...(opts.omise ? OMISE_SCRIPTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(opts.omise ? OMISE_CONNECT : [])],
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
