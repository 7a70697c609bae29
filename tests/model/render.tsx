// Renders UI the way the app composes it (router, Chakra theme, Lingui) so model tests drive real components.
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";

export function renderApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}
