import { afterEach, describe, expect, it, vi } from "vitest";
import { useState, type ReactNode } from "react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "#lib/i18n.ts";
import { ModalShell, type ModalShellProps } from "./ModalShell.tsx";

const wrap = (ui: ReactNode) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );

function Controlled(props: Partial<ModalShellProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ModalShell open={open} title="Log in" onClose={() => setOpen(false)} {...props}>
        <p>Body text</p>
      </ModalShell>
    </>
  );
}

describe("ModalShell", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a dialog named by its title with a Close button", async () => {
    wrap(<Controlled />);
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    expect(dialog.textContent).toContain("Body text");
    expect(screen.getByRole("button", { name: "Close" })).toBeDefined();
  });

  it("closes on Escape and on the close icon", async () => {
    const user = userEvent.setup();
    wrap(<Controlled />);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("locks page scrolling while open and restores it on close", async () => {
    const user = userEvent.setup();
    wrap(<Controlled />);
    await screen.findByRole("dialog");
    await waitFor(() => expect(document.body.style.overflow).toBe("hidden"));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.body.style.overflow).toBe(""));
  });

  it("goes home 300 ms after closing when closeToIndex is set", async () => {
    const user = userEvent.setup();
    const home = vi.fn();
    wrap(<Controlled closeToIndex onNavigateHome={home} />);
    const close = await screen.findByRole("button", { name: "Close" });
    // Watching the timer rather than the wall clock keeps this exact on a busy machine.
    const timer = vi.spyOn(window, "setTimeout");
    await user.click(close);
    expect(timer).toHaveBeenCalledWith(home, 300);
    expect(home).not.toHaveBeenCalled();
    await waitFor(() => expect(home).toHaveBeenCalledTimes(1));
  });

  it("stays put after closing without closeToIndex", async () => {
    const user = userEvent.setup();
    const home = vi.fn();
    wrap(<Controlled onNavigateHome={home} />);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await new Promise((r) => setTimeout(r, 350));
    expect(home).not.toHaveBeenCalled();
  });
});
