import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { carriesAuthToken } from "#contract/auth-cookie.ts";
import { MESSAGE_PARTS_FILE, PAGE_SCRIPTS_FILE, pageMessageFiles, SSR_DATA_ID, type MessageParts }
  from "#contract/pages.ts";
import { EARLY_INPUT_SCRIPT } from "#domain/early-input.ts";
import { loadScriptsAfterPaint } from "#domain/after-paint.ts";
import { applyHead, fillRoot } from "#domain/page-head.ts";
import { sendError } from "./errors.ts";
import { resolvePage } from "./page-head.ts";
import { serverRenderer } from "./ssr.ts";

export interface ClientPluginOptions {
  /** The Vite build output (dist/). */
  clientDir: string;
}

const gzipAsync = promisify(gzip);

/** Paths that are files, never pages: a miss there is a 404, not the app shell (chunk-reload logic relies on it). */
const FILE_LIKE = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|json|txt|xml|woff2?|ttf|webmanifest)$/i;
const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SkinState</title></head>
<body><main><h1>The shop is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds
it for you) and reload this page.</p></main></body></html>`;

/** A list the build wrote into dist/ (scripts/vite-preload-boot-stages.ts, vite-message-parts.ts); empty if absent. */
function readBuildList<T extends object>(clientDir: string, name: string): Partial<T> {
  const file = join(clientDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) as T : {};
}

/** The page's messages in its language (the shell's, then its own), as the build wrote them. */
const messageScripts = (parts: Partial<MessageParts>, locale: string, page: string): string[] =>
  pageMessageFiles(parts, locale, page).map((file) => `/${file}`);

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * Serves the built browser app and makes every other non-API GET answer index.html, so deep links and /th/... work on
 * reload. /api, /media, /dev and /sandbox never fall back to HTML: their misses are JSON 404s (in production there are
 * no /dev pages at all, so the whole tree is a 404).
 */
export default fp<ClientPluginOptions>(async (app, opts) => {
  const indexFile = join(opts.clientDir, "index.html");
  const built = existsSync(indexFile);
  // The shell every page starts from; each answer gets its page's language and head (page-head.ts).
  const shell = built ? readFileSync(indexFile, "utf8") : "";
  // Public pages and the not-found page are rendered on the server; a shopper's own pages render in the browser.
  const render = built ? serverRenderer(app, opts.clientDir) : null;
  const pageScripts = readBuildList<Record<string, string[]>>(opts.clientDir, PAGE_SCRIPTS_FILE);
  const messageParts = readBuildList<MessageParts>(opts.clientDir, MESSAGE_PARTS_FILE);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      // Files only, each a route of its own: "/" and every other page go to the handler below, not to index.html.
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes each script and stylesheet compressed too (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed file names under /assets never change; the shell must always be revalidated.
        const hashed = filePath.includes("/assets/");
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = /^\/(api|dev|sandbox)(\/|$)/.test(path) || path.startsWith("/media/");
    if (isApi) return sendError(request, reply, 404, "route_not_found");
    if ((request.method !== "GET" && request.method !== "HEAD") || FILE_LIKE.test(path)) {
      return sendError(request, reply, 404, "not_found");
    }
    if (!built) {
      return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(NOT_BUILT_PAGE);
    }
    const page = await resolvePage(app.db, request);
    const rendered = render && page.serverRendered
      ? await render(request.url, page.locale, carriesAuthToken(request.headers.cookie)) : null;
    const messages = messageScripts(messageParts, page.locale, page.page);
    // A rendered page shows buttons before they work: the early-input script keeps taps until hydration. A page
    // the browser renders asks for its messages at once; a rendered one after its first paint, with its scripts.
    const tags = rendered ? page.tags + EARLY_INPUT_SCRIPT : page.tags + messages.map(modulePreload).join("");
    const withHead = applyHead(shell, page.locale, tags);
    reply.code(page.status).type("text/html; charset=utf-8").header("cache-control", "no-cache");
    // The answer may be gzipped, and a rendered page's header is a member's or a guest's (the auth cookie).
    reply.header("vary", rendered ? "accept-encoding, cookie" : "accept-encoding");
    const html = rendered
      ? loadScriptsAfterPaint(fillRoot(withHead, rendered, SSR_DATA_ID), [...messages, ...pageScripts[page.page] ?? []])
      : withHead;
    // The not-found handler is no route, so @fastify/compress's hooks do not reach it: a rendered page is 120 to
    // 270 kB of markup and inline styles (a seventh of that gzipped), so it is compressed here.
    const gzipOk = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (html.length < 1024 || !gzipOk) return reply.send(html);
    reply.header("content-encoding", "gzip");
    return reply.send(await gzipAsync(html));
  });
}, { name: "client" });
