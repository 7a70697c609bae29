import { useState } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { system } from "../theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { OtpInput } from "./OtpInput.tsx";

function Harness({ onComplete, error, onChange }: { onComplete?: (code: string) => void; error?: string;
  onChange?: (v: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <OtpInput label="Verification code" value={value} error={error}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
          {...(onComplete ? { onComplete } : {})} />
        <output aria-label="typed">{value}</output>
      </I18nProvider>
    </ChakraProvider>
  );
}

const digit = (n: number) => screen.getByRole("textbox", { name: `Digit ${n}` }) as HTMLInputElement;

describe("OtpInput", () => {
  it("shows six boxes labelled Digit 1..6, numeric, the first offered the SMS code", () => {
    render(<Harness />);
    const boxes = [1, 2, 3, 4, 5, 6].map(digit);
    expect(boxes).toHaveLength(6);
    for (const box of boxes) expect(box.getAttribute("inputmode")).toBe("numeric");
    expect(boxes[0]?.getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("moves from box to box while typing and reports the complete code", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(digit(1));
    await user.keyboard("123456");
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith("123456"));
    expect(screen.getByLabelText("typed").textContent).toBe("123456");
  });

  it("ignores letters", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(digit(1));
    await user.keyboard("a1b");
    expect(screen.getByLabelText("typed").textContent).toBe("1");
  });

  it("fills every box from a pasted code", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(digit(1));
    await user.paste("654321");
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith("654321"));
    expect(digit(6).value).toBe("1");
  });

  it("shows the error and marks the boxes invalid", () => {
    render(<Harness error="The code is wrong. 4 attempts left." />);
    expect(screen.getByRole("alert").textContent).toBe("The code is wrong. 4 attempts left.");
    expect(digit(1).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("OtpInput after a refused code", () => {
  it("takes a new code once the boxes were cleared under an error", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    function Refusing() {
      const [value, setValue] = useState("");
      const [error, setError] = useState<string | undefined>(undefined);
      return (
        <ChakraProvider value={system}>
          <I18nProvider i18n={i18n}>
            <OtpInput label="Verification code" value={value} error={error} onChange={setValue}
              onComplete={(code) => {
                onComplete(code);
                if (code === "000000") {
                  setValue("");
                  setError("That code is not right.");
                }
              }} />
          </I18nProvider>
        </ChakraProvider>
      );
    }
    render(<Refusing />);
    await user.click(digit(1));
    await user.keyboard("000000");
    await waitFor(() => expect(digit(1).value).toBe(""));
    await user.click(digit(1));
    await user.keyboard("123456");
    await waitFor(() => expect(onComplete).toHaveBeenLastCalledWith("123456"));
  });
});
