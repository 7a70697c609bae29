import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { describeError, ErrorView } from "./RouteError.tsx";

function show(status: number, message: string | null, path: string) {
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}><ErrorView status={status} message={message} /></MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe("error page", () => {
  it("says a missing page could not be found and links home in the prefix in use", () => {
    show(404, null, "/th/nowhere");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page could not be found");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/th");
  });

  it("shows the error's message, or 'Error' when there is none", () => {
    show(500, "Payment service is down", "/checkout");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Payment service is down");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("titles an error without a message 'Error'", () => {
    show(500, null, "/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Error");
  });

  it("defaults to status 500 and no message", () => {
    expect(describeError(new Error("boom"))).toEqual({ status: 500, message: "boom" });
    expect(describeError("weird")).toEqual({ status: 500, message: null });
    expect(describeError(Object.assign(new Error("Gone"), { status: 410 }))).toEqual({ status: 410, message: "Gone" });
  });
});
