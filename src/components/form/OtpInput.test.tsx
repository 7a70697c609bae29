import { useState } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { system } from "../theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { OtpInput } from "./OtpInput.tsx";

/** The boxes as a page holds them; a `refused` code clears them and shows the page's error, as a wrong code does. */
function Harness({ onComplete, error, onChange, refused }: { onComplete?: (code: string) => void; error?: string;
  onChange?: (v: string) => void; refused?: string }) {
  const [value, setValue] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <OtpInput label="Verification code" value={value} error={error ?? refusal}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
          onComplete={(code) => {
            onComplete?.(code);
            if (code !== refused) return;
            setValue("");
            setRefusal("That code is not right.");
          }} />
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

  it("clears digits with Backspace, moving back a box each time", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(digit(1));
    await user.keyboard("123");
    await user.keyboard("{Backspace}{Backspace}");
    expect(screen.getByLabelText("typed").textContent).toBe("1");
    expect(document.activeElement).toBe(digit(2));
    await user.keyboard("9");
    expect(screen.getByLabelText("typed").textContent).toBe("19");
  });

  it("sends a click past the first empty box to that box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(digit(5));
    expect(document.activeElement).toBe(digit(1));
  });

  it("shows the error and marks the boxes invalid", () => {
    render(<Harness error="The code is wrong. 4 attempts left." />);
    expect(screen.getByRole("alert").textContent).toBe("The code is wrong. 4 attempts left.");
    expect(digit(1).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("OtpInput after a refused code", () => {
  it("clears the boxes and takes the next code typed into them", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} refused="000000" />);
    await user.click(digit(1));
    await user.keyboard("000000");
    await waitFor(() => expect(digit(1).value).toBe(""));
    expect(screen.getByText("That code is not right.")).toBeTruthy();
    await user.click(digit(1));
    await user.keyboard("123456");
    await waitFor(() => expect(onComplete).toHaveBeenLastCalledWith("123456"));
    expect(screen.getByLabelText("typed").textContent).toBe("123456");
  });
});
