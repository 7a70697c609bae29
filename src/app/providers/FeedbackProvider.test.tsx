import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { act, render, renderHook, screen } from "@testing-library/react";
import { useConfirm, useDialogs, useLoading, useToast } from "../../lib/feedback.tsx";
import { i18n } from "../../lib/i18n.ts";
import { FeedbackProvider } from "./FeedbackProvider.tsx";

const Providers = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={defaultSystem}>
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <FeedbackProvider>{children}</FeedbackProvider>
      </MemoryRouter>
    </I18nProvider>
  </ChakraProvider>
);

describe("FeedbackProvider", () => {
  it("keeps the loading overlay up until every show() has its hide()", () => {
    const { result } = renderHook(() => useLoading(), { wrapper: Providers });
    act(() => {
      result.current.show();
      result.current.show();
    });
    expect(screen.getByRole("status", { name: "Loading" })).toBeDefined();
    act(() => result.current.hide());
    expect(result.current.visible).toBe(true);
    act(() => result.current.hide());
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
    act(() => result.current.hide());
    expect(result.current.visible).toBe(false);
  });

  it("exposes the open dialog type", async () => {
    const { result } = renderHook(() => useDialogs(), { wrapper: Providers });
    expect(result.current.current).toBeNull();
    act(() => result.current.open("forgetPassword"));
    expect(result.current.current).toBe("forgetPassword");
    expect(await screen.findByRole("dialog", { name: "Forgot password" })).toBeDefined();
    act(() => result.current.close());
    expect(result.current.current).toBeNull();
  });

  it("says which provider is missing when a hook is used outside it", () => {
    const bare = (hook: () => unknown) => () => render(<Probe hook={hook} />);
    expect(bare(useToast)).toThrow("useToast must be used inside <FeedbackProvider>");
    expect(bare(useConfirm)).toThrow("useConfirm must be used inside <FeedbackProvider>");
  });
});

function Probe({ hook }: { hook: () => unknown }) {
  hook();
  return null;
}
