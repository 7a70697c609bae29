import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router-dom";
import { ChakraProvider } from "@chakra-ui/react";
import { configureApiClient } from "#api/client.ts";
import { createShop } from "#app/actors/shop.ts";
import { preloadPage } from "#app/router.tsx";
import { ShopApp } from "#app/ShopApp.tsx";
import { system } from "#components/theme/system.ts";
import { readAuthToken } from "#lib/auth-token.ts";
import { reloadForChunkError } from "#lib/chunk-reload.ts";
import { i18n } from "#lib/i18n.ts";
import { progress } from "#lib/progress.ts";

// The API client learns the locale, the token and the progress bar here, at the composition root.
configureApiClient({
  locale: () => i18n.locale || "en",
  authorization: readAuthToken,
  onRequest: () => progress.start(),
});

// Vite reports a failed preload of a lazy chunk (an old tab after a deploy); reload once, not again within 60 s.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

preloadPage(window.location.pathname);

// One history for the router and the shop's machines; the shop's actor system runs for the life of the page.
const history = createBrowserHistory({ window, v5Compat: true });
const shop = createShop({ history }).start();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ShopApp history={history} shop={shop} />
    </ChakraProvider>
  </StrictMode>,
);
