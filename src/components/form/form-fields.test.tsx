import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "#lib/i18n.ts";
import { system } from "../theme/system.ts";
import { CheckboxField, FormAlert, PasswordField, TextField } from "./index.ts";

const wrap = (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );

describe("TextField", () => {
  it("is named by its label, marks required fields and reports typing", () => {
    const onChange = vi.fn();
    wrap(<TextField label="Email" type="email" value="" onChange={onChange} required placeholder="you@example.com"
      maxLength={10} />);
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.getAttribute("required")).not.toBeNull();
    expect(input.getAttribute("maxlength")).toBe("10");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    fireEvent.input(input, { target: { value: "a@b.co" } });
    expect(onChange).toHaveBeenCalledWith("a@b.co");
  });

  it("shows the error under the field and points the input at it", () => {
    wrap(<TextField label="Email" value="x" onChange={() => {}} error="Please enter a valid email address." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input.getAttribute("aria-describedby") ?? "";
    const message = screen.getByText("Please enter a valid email address.");
    expect(described.split(" ")).toContain(message.id);
  });

  it("can be disabled", () => {
    wrap(<TextField label="Email" value="x" onChange={() => {}} disabled />);
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe("PasswordField", () => {
  it("hides the password until Show password is pressed", () => {
    wrap(<PasswordField label="Password" value="Secret12!" onChange={() => {}} hint="At least 8 characters" />);
    const input = screen.getByLabelText("Password", { selector: "input" });
    expect(input.getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.getAttribute("type")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.getAttribute("type")).toBe("password");
    expect(screen.getByText("At least 8 characters")).toBeTruthy();
  });

  it("shows the error instead of the hint", () => {
    wrap(<PasswordField label="Password" value="" onChange={() => {}} hint="hint"
      error="Please enter your password." />);
    expect(screen.queryByText("hint")).toBeNull();
    expect(screen.getByLabelText("Password", { selector: "input" }).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("CheckboxField and FormAlert", () => {
  it("reports the checkbox", async () => {
    const onChange = vi.fn();
    wrap(<CheckboxField label="Remember me" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("renders a form-level alert only with a message", () => {
    const { unmount } = wrap(<FormAlert message={null} />);
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();
    wrap(<FormAlert title="Something went wrong!" message="Wrong email or password." />);
    expect(screen.getByRole("alert").textContent).toContain("Wrong email or password.");
  });
});
