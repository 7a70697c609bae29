import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";

/** Chakra, Lingui and a router at `path`, as the catalog components find them in the app. */
export function withShell(children: ReactNode, path = "/") {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nProvider>
    </ChakraProvider>
  );
}
