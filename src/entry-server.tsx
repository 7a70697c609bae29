// The server's render of a page (decision 0141): the same app as src/start.tsx on a memory history, in the
// request's language, with its data. Built by `vite build --ssr` into dist-ssr/ and loaded by server/plugins/ssr.ts.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream, renderToString as renderStatic } from "react-dom/server";
import { UNSAFE_createMemoryHistory as createMemoryHistory } from "react-router-dom";
import { ChakraProvider } from "@chakra-ui/react";
import { setupI18n, type I18n } from "@lingui/core";
import { waitFor } from "xstate";
import type { Locale } from "#contract/locale.ts";
import { messages as en } from "#locales/en/messages.po";
import { messages as th } from "#locales/th/messages.po";
import { configureApiClient } from "#api/client.ts";
import { createShop } from "#app/actors/shop.ts";
import { ShopApp } from "#app/ShopApp.tsx";
import { system } from "#components/theme/system.ts";
import { childOf } from "#lib/shop.tsx";
import { createServerQueries, ServerQueriesContext, serializeServerData } from "#lib/ssr.ts";
import { hoistEmotionStyles } from "#lib/ssr-styles.ts";

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
interface RequestContext { locale: Locale; fetch: Fetch }

const request = new AsyncLocalStorage<RequestContext>();
configureApiClient({
  locale: () => request.getStore()?.locale ?? "en",
  authorization: () => null,
  fetch: (url, init) => {
    const context = request.getStore();
    if (!context) return Promise.reject(new Error("an API call outside a server render"));
    return context.fetch(url, init);
  },
});

// One Lingui instance per language, shared by the requests in that language (messages never change at run time).
const i18ns: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", messages: { en } }),
  th: setupI18n({ locale: "th", messages: { th } }),
};

export interface RenderInput {
  /** The path and query the shopper asked for ("/th/product/detail/x?y=1"). */
  url: string;
  locale: Locale;
  /** The request carried the auth cookie: the header is a member's (src/lib/signed-in-hint.ts). */
  signedIn: boolean;
  /** Answers the app's "/api/..." calls (the server injects them into itself). */
  fetch: Fetch;
  /** The render gives up after this long; the page is then rendered in the browser. */
  timeoutMs: number;
}

export interface RenderOutput {
  /** The markup of #root. */
  html: string;
  /** The page's style tags, for <head> (src/lib/ssr-styles.ts). */
  styles: string;
  /** The answers it was rendered with, as JSON safe inside <script> (src/lib/ssr.ts). */
  data: string;
}

/** Where the shared stylesheet is served (server/plugins/ssr.ts); its name carries the hash of its content. */
export const SHARED_STYLES_PREFIX = "/styles/shared-";

let shared: { css: string; href: string } | undefined;

/**
 * The styles every page shares: Chakra's layer order, reset and design tokens (~46 kB), as its provider writes them
 * before any page's own rules. They go out as one stylesheet the browser caches, not inline in every page.
 */
export function sharedStyles(): { css: string; href: string } {
  if (!shared) {
    const { styles } = hoistEmotionStyles(renderStatic(<ChakraProvider value={system}><i /></ChakraProvider>));
    const css = styles.slice(styles.indexOf(">") + 1, styles.lastIndexOf("</style>"));
    const hash = createHash("sha256").update(css).digest("base64url").slice(0, 16);
    shared = { css, href: `${SHARED_STYLES_PREFIX}${hash}.css` };
  }
  return shared;
}

/** The page's style tag with the shared rules (which come first) replaced by a link to their stylesheet. */
function linkSharedStyles(styles: string): string {
  const { css, href } = sharedStyles();
  const start = styles.indexOf(">") + 1;
  if (!css || !styles.startsWith(css, start)) return styles;
  return `<link rel="stylesheet" href="${href}">${styles.slice(0, start)}${styles.slice(start + css.length)}`;
}

export async function renderPage({ url, locale, signedIn, fetch, timeoutMs }: RenderInput): Promise<RenderOutput> {
  const context: RequestContext = { locale, fetch };
  const controller = new AbortController();
  const { queries, entries } = createServerQueries(controller.signal, (fn) => request.run(context, fn));
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  // The shop's machines as the browser starts them for a guest with no stored cart; messages are already loaded.
  const shop = createShop({ history, activate: async () => undefined }).start();
  try {
    await waitFor(childOf(shop, "locale"), (s) => s.value === "ready" || s.value === "failed");
    const markup = await request.run(context, () => renderToString(
      <StrictMode>
        <ServerQueriesContext value={queries}>
          <ChakraProvider value={system}>
            <ShopApp history={history} shop={shop} i18n={i18ns[locale]} signedInHint={signedIn} />
          </ChakraProvider>
        </ServerQueriesContext>
      </StrictMode>,
      timeoutMs, controller,
    ));
    const { html, styles } = hoistEmotionStyles(markup);
    return { html, styles: linkSharedStyles(styles), data: serializeServerData(entries()) };
  } finally {
    controller.abort();
    shop.stop();
  }
}

/**
 * Renders once every suspended part (lazy page, data) is in (`onAllReady`): crawlers, the page cache and the first
 * paint get the whole page. The time limit aborts the render and its own API calls.
 */
function renderToString(element: React.ReactNode, timeoutMs: number, controller: AbortController): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: a large one would otherwise be sent apart and moved by an inline script,
      // which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => (failure ? reject(failure) : resolve(Buffer.concat(chunks).toString("utf8"))));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      // Aborting stops the render's own API calls too (src/lib/ssr.ts's queries listen to the signal).
      controller.abort();
      stream.abort(new Error(`server render took over ${timeoutMs} ms`));
      reject(new Error(`server render took over ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    controller.signal.addEventListener("abort", () => clearTimeout(timer));
  });
}
