// The shop in the browser: hydrates a server-rendered page or renders one (decision 0141). Loaded by src/main.tsx
// after React and the shop's machines, each evaluated in a task of its own.
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router-dom";
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { waitFor } from "xstate";
import { carriesAuthToken } from "#contract/auth-cookie.ts";
import { SERVER_HEAD_ATTRIBUTE } from "#contract/pages.ts";
import type { ErrorCode } from "#contract/errors.ts";
import { configureApiClient } from "#api/client.ts";
import { ApiError } from "#api/errors.ts";
import { createShop } from "#app/actors/shop.ts";
import { preloadPage } from "#app/router.tsx";
import { ShopApp } from "#app/ShopApp.tsx";
import { createShopSystem } from "#components/theme/design.ts";
import { readAuthToken } from "#lib/auth-token.ts";
import { reloadForChunkError } from "#lib/chunk-reload.ts";
import { activateLocale } from "#lib/i18n.ts";
import { pathLocale } from "#lib/locale-path.ts";
import { nextTask } from "#lib/next-task.ts";
import { progress } from "#lib/progress.ts";
import { childOf } from "#lib/shop.tsx";
import { readServerData, renderingInBrowser, startHydrating } from "#lib/ssr.ts";
import { adoptServerStyles, hasServerStyles, withServerGlobals } from "#lib/ssr-styles.ts";
import { seedQueryCache } from "#lib/use-query.ts";

// The API client learns the locale, the token and the progress bar here, at the composition root. The language is
// the address's, as the query cache keys answers (src/lib/use-query.ts): a switch changes the address at once, while
// its messages may still be loading.
configureApiClient({
  locale: () => pathLocale(window.location.pathname),
  authorization: readAuthToken,
  onRequest: () => progress.start(),
});

// Vite reports a failed preload of a lazy chunk (an old tab after a deploy); reload once, not again within 60 s.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// A public page arrives rendered by the server (src/entry-server.tsx), with the answers it was rendered from.
const serverRendered = root.hasAttribute("data-ssr");
if (serverRendered) {
  const { data, missing } = readServerData();
  const errors = Object.fromEntries(Object.entries(missing).map(([key, { status, code, message }]) =>
    [key, new ApiError(status, code as ErrorCode, message)]));
  seedQueryCache(data, errors);
}

// Each step of the start-up runs in a task of its own: a phone's main thread is never held for all of it at once.
await nextTask();
const pageModule = preloadPage(window.location.pathname);
await nextTask();

/** The page's language with the shell's messages (the page's own come with its module); English if that fails. */
async function showLanguage(): Promise<void> {
  const locale = pathLocale(window.location.pathname);
  await activateLocale(locale).catch(() => locale === "en" ? undefined : activateLocale("en"));
}

// One history for the router and the shop's machines; the shop's actor system runs for the life of the page.
const history = createBrowserHistory({ window, v5Compat: true });

// The server's styles stay where the server put them (src/lib/ssr-styles.ts).
const styleCache = adoptServerStyles(document);
await nextTask();
const system = createShopSystem();
const styleSystem = hasServerStyles(document) ? withServerGlobals(system) : system;
await nextTask();
// The cookie the server saw with this page's request: the first render shows what the server rendered for it.
const signedInHint = carriesAuthToken(document.cookie);
const app = (shop: ReturnType<typeof createShop>) => (
  <StrictMode>
    <CacheProvider value={styleCache}>
      <ChakraProvider value={styleSystem}>
        <ShopApp history={history} shop={shop} signedInHint={signedInHint} />
      </ChakraProvider>
    </CacheProvider>
  </StrictMode>
);

if (serverRendered) {
  // Hydration must render what the server did: the page's language active and its module in before React starts.
  await Promise.all([showLanguage(), pageModule]);
  await nextTask();
  const shop = createShop({ history }).start();
  // React adopts a <title> or <meta> already in <head> when it hydrates the page's own (PageHead); the server's
  // copies (data-server-head) must go first, or PageHead's clean-up would remove what React now owns.
  const owned = ["title", 'meta[name="description"]', 'meta[name="keywords"]']
    .map((s) => `${s}[${SERVER_HEAD_ATTRIBUTE}]`);
  for (const tag of document.head.querySelectorAll(owned.join(","))) tag.remove();
  const locale = await waitFor(childOf(shop, "locale"), (s) => s.value === "ready" || s.value === "failed");
  await nextTask();
  // At "/" a stored Thai choice moves the shopper to /th: that page is rendered here, not hydrated.
  if (locale.context.detected.redirectTo !== null) {
    renderingInBrowser();
    createRoot(root).render(app(shop));
  }
  // In a transition hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page, and a tap meanwhile makes React hydrate the part tapped first (decision 0181).
  else {
    startHydrating();
    startTransition(() => void hydrateRoot(root, app(shop), {
      // Reported with where it happened: a mismatch means the first browser render differs from the server's.
      onRecoverableError: (error, info) => console.error("hydration", error, info.componentStack ?? ""),
    }));
  }
} else {
  renderingInBrowser();
  await showLanguage();
  createRoot(root).render(app(createShop({ history }).start()));
}
