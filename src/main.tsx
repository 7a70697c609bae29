import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ChakraProvider } from "@chakra-ui/react";
import { configureApiClient } from "./api/client";
import { ShopRouter } from "./app/layout/ShopRouter";
import { AppRoutes, preloadPage } from "./app/router";
import { system } from "./components/theme/system";
import { readAuthToken } from "./lib/auth-token";
import { reloadForChunkError } from "./lib/chunk-reload";
import { i18n } from "./lib/i18n";
import { progress } from "./lib/progress";

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

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ShopRouter>
        <AppRoutes />
      </ShopRouter>
    </ChakraProvider>
  </StrictMode>,
);
