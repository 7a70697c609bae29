// Server rendering of the public pages (decision 0141): the app's own render (src/entry-server.tsx, built
// by `vite build --ssr` into dist-ssr/) fills #root, and the answers it used go after it for the browser's hydration.
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Locale } from "#contract/locale.ts";
import { cachedPage } from "#db/repositories/product/cache.ts";
import type { RenderedPage } from "#domain/page-head.ts";

type RenderModule = { renderPage: RenderPage; sharedStyles: () => { css: string; href: string } };
type RenderPage = (input: {
  url: string; locale: Locale; signedIn: boolean; timeoutMs: number;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}) => Promise<RenderedPage>;

/** A render slower than this is given up: the browser then renders the page (as it does for private pages). */
const RENDER_TIMEOUT_MS = 5000;

/** dist-ssr next to dist (a test's client dir "x" has "x-ssr", usually absent: no server rendering there). */
export function ssrDirOf(clientDir: string): string {
  return join(dirname(clientDir), `${basename(clientDir)}-ssr`);
}

/**
 * The renderer of the built app, or null when there is none. The bundle is imported on the first page request, not at
 * start: start time and the idle memory of a shop that serves only the API stay as they were.
 */
export function serverRenderer(app: FastifyInstance, clientDir: string) {
  const entry = join(ssrDirOf(clientDir), "entry-server.js");
  if (!existsSync(entry)) return null;
  let module: Promise<RenderModule> | undefined;
  const load = () => (module ??= import(pathToFileURL(entry).href) as Promise<RenderModule>);

  // The styles every rendered page shares (src/entry-server.tsx's sharedStyles), cached by the browser: the name
  // carries the hash of the content, so a new build's styles have a new address.
  app.get("/styles/:file", async (request, reply) => {
    const { css, href } = (await load()).sharedStyles();
    if (request.url !== href) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable")
      .send(css);
  });

  /** The app's "/api/..." calls, answered by this server in process (no socket, no second request log line). */
  const fetchInProcess = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: url.startsWith("/") ? url : `/${url}`,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };

  /**
   * #root's content and the data blob, or null when the render failed (logged; the browser renders instead).
   * `signedIn`: the request carried the auth cookie; a member's page is the guest's with a member's header.
   */
  return (url: string, locale: Locale, signedIn: boolean) => cachedPage(app.db,
    `${locale} ${signedIn ? "member" : "guest"} ${url}`, () => renderOnce(url, locale, signedIn));

  async function renderOnce(url: string, locale: Locale, signedIn: boolean): Promise<RenderedPage | null> {
    try {
      const { renderPage } = await load();
      return await renderPage({ url, locale, signedIn, fetch: fetchInProcess, timeoutMs: RENDER_TIMEOUT_MS });
    } catch (error) {
      app.log.error({ err: error, url }, "server render failed; the browser renders the page");
      return null;
    }
  }
}
