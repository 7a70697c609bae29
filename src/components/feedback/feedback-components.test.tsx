import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "#lib/i18n.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DialogHost } from "./DialogHost.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { ToastAlert } from "./ToastAlert.tsx";
import { ToastStack } from "./ToastStack.tsx";

const wrap = (ui: ReactNode) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );

describe("ToastAlert", () => {
  it("announces errors as an alert and others as a status", () => {
    const { unmount } = wrap(<ToastAlert status="error" title="Payment failed" message="Try another card."
      onClose={() => {}} />);
    expect(screen.getByRole("alert").textContent).toContain("Payment failed");
    expect(screen.getByRole("alert").textContent).toContain("Try another card.");
    unmount();
    wrap(<ToastAlert status="warning" title="Low stock" message={null} onClose={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Low stock");
  });

  it("reports the close button, and the stack reports clicks outside the alerts only", () => {
    const onClose = vi.fn();
    const onOutsideClick = vi.fn();
    wrap(
      <ToastStack onOutsideClick={onOutsideClick}>
        <ToastAlert status="success" title="Saved" message={null} onClose={onClose} />
      </ToastStack>,
    );
    fireEvent.click(screen.getByRole("status"));
    expect(onOutsideClick).not.toHaveBeenCalled();
    fireEvent.click(document.body);
    expect(onOutsideClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("ConfirmDialog", () => {
  it("shows the default destructive captions and reports the answer", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    wrap(
      <ConfirmDialog
        open
        title="Delete account?"
        message="Your points will be lost."
        variant="destructive"
        confirmLabel={{ code: "deleteAccount" }}
        cancelLabel={{ code: "noDontDelete" }}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Delete account?" });
    expect(dialog.textContent).toContain("Your points will be lost.");
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "No, Don't Delete" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("prefers caller texts over the defaults", async () => {
    wrap(
      <ConfirmDialog
        open
        title="Leave checkout?"
        message="Your cart is kept."
        variant="yesNo"
        confirmLabel={{ text: "Leave" }}
        cancelLabel={{ code: "no" }}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    await screen.findByRole("alertdialog", { name: "Leave checkout?" });
    expect(screen.getByRole("button", { name: "Leave" })).toBeDefined();
    expect(screen.getByRole("button", { name: "No" })).toBeDefined();
  });
});

describe("LoadingOverlay", () => {
  it("is a busy status named Loading only while visible", () => {
    const { rerender } = wrap(<LoadingOverlay visible />);
    const overlay = screen.getByRole("status", { name: "Loading" });
    expect(overlay.getAttribute("aria-busy")).toBe("true");
    rerender(
      <ChakraProvider value={defaultSystem}>
        <I18nProvider i18n={i18n}>
          <LoadingOverlay visible={false} />
        </I18nProvider>
      </ChakraProvider>,
    );
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  });
});

describe("DialogHost", () => {
  it("renders nothing when no dialog is open", () => {
    wrap(<DialogHost current={null} onClose={() => {}} onOpen={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the dialog's heading and a tidy placeholder until its form is plugged in", async () => {
    wrap(<DialogHost current="checkPhone" onClose={() => {}} onOpen={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Check your phone number" });
    expect(dialog.textContent).toContain("This form opens here soon.");
  });

  it("renders a plugged-in body with close and open handovers", async () => {
    const onOpen = vi.fn();
    wrap(
      <DialogHost
        current="signIn"
        onClose={() => {}}
        onOpen={onOpen}
        slots={{ signIn: { Body: ({ open }) => <button type="button"
          onClick={() => open("signUp")}>Create an account</button> } }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }));
    expect(onOpen).toHaveBeenCalledWith("signUp");
  });
});
