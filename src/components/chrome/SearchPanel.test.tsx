import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { system } from "../theme/system.ts";
import { activateLocale, i18n } from "#lib/i18n.ts";
import { linkTo } from "#lib/locale-path.ts";
import { SearchPanel } from "./SearchPanel.tsx";

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

describe("SearchPanel", () => {
  it("lists the ten recommended terms and Enter goes to the results page in the locale in use", async () => {
    const onOpenChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={["/th/faq"]}>
            <Routes><Route path="*" element={<Where />} /></Routes>
            <SearchPanel open onOpenChange={onOpenChange} to={(path) => linkTo(path, "th", true)} />
          </MemoryRouter>
        </I18nProvider>
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    const terms = within(dialog).getAllByRole("link");
    expect(terms.map((link) => link.textContent)).toEqual(
      ["Cleanser", "Serum", "Mask", "Moisturizer", "Sunscreen", "Skin Device", "Ampoules", "Oil", "Supplement",
        "accessory"]);
    expect(terms[5]?.getAttribute("href")).toBe("/th/search-result?search=Skin%20Device");

    const box = within(dialog).getByRole("searchbox", { name: "Search products" });
    // Initial focus on the box is checked in the browser (tests/e2e/search.spec.ts); jsdom has no layout for it.
    await userEvent.type(box, "vitamin c{Enter}");
    expect(screen.getByRole("status", { name: "location", hidden: true }).textContent)
      .toBe("/th/search-result?search=vitamin%20c");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  afterEach(async () => {
    await activateLocale("en");
  });

  it("searches a recommended term in the words a Thai shopper tapped (the results said 'Sunscreen')",
    async () => {
    await activateLocale("th");
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={["/th"]}>
            <SearchPanel open onOpenChange={() => {}} to={(path) => linkTo(path, "th", true)} />
          </MemoryRouter>
        </I18nProvider>
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "ค้นหา" });
    const sunscreen = within(dialog).getByRole("link", { name: "กันแดด" });
    expect(sunscreen.getAttribute("href")).toBe(`/th/search-result?search=${encodeURIComponent("กันแดด")}`);
  });
});
