import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { ForgetPasswordForm } from "./ForgetPasswordForm.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";
import { SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

const wrap = (ui: ReactNode) => render(<ChakraProvider
  value={system}><I18nProvider i18n={i18n}>{ui}</I18nProvider></ChakraProvider>);
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const passwordField = (name: string) => screen.getByLabelText(new RegExp(`^${name}`),
  { selector: "input" }) as HTMLInputElement;

describe("sign-in form", () => {
  it("refuses empty fields without calling the server, then shows the server's refusal", async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, message: "The email or password is incorrect.",
      fields: {} }));
    wrap(<SignInForm busy={false} socialPending={null} onSubmit={onSubmit} onForgotPassword={() => {}}
      onSignUp={() => {}} onSocial={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please enter your email.")).toBeDefined();
    expect(screen.getByText("Please enter your password.")).toBeDefined();
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.input(field("Email"), { target: { value: "ada@example.com" } });
    fireEvent.input(passwordField("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The email or password is incorrect.");
    expect(onSubmit).toHaveBeenCalledWith({ email: "ada@example.com", password: "nope", remember: false });
  });

  it("offers the three providers and the links to reset and sign-up", () => {
    const onSocial = vi.fn();
    const onSignUp = vi.fn();
    wrap(<SignInForm busy={false} socialPending={null} onSubmit={vi.fn()} onForgotPassword={() => {}}
      onSignUp={onSignUp} onSocial={onSocial} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue with LINE" }));
    expect(onSocial).toHaveBeenCalledWith("line");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(onSignUp).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Continue with Facebook" })).toBeDefined();
  });
});

describe("sign-up form", () => {
  it("stays disabled until the terms are accepted and shows server field errors under the field", async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, message: "taken",
      fields: { email: ["This email is already registered."] } }));
    wrap(<SignUpForm busy={false} termsHref="/terms-services" onSubmit={onSubmit} onSignIn={() => {}} />);
    const submit = screen.getByRole("button", { name: "Sign up" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText("Sign up and get 10% off your first order.")).toBeDefined();
    await userEvent.click(screen.getByRole("checkbox", { name: "I accept the terms of service" }));
    expect(submit.disabled).toBe(false);
    fireEvent.input(field("Email"), { target: { value: "ada@example.com" } });
    fireEvent.input(passwordField("Password"), { target: { value: "weakpass" } });
    fireEvent.input(passwordField("Confirm password"), { target: { value: "weakpas" } });
    fireEvent.click(submit);
    expect(
      await screen.findByText("Use at least 8 characters with three of: upper case, lower case, numbers, symbols."))
      .toBeDefined();
    expect(screen.getByText("The passwords do not match.")).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.input(passwordField("Password"), { target: { value: "Glow2026!" } });
    fireEvent.input(passwordField("Confirm password"), { target: { value: "Glow2026!" } });
    fireEvent.click(submit);
    expect(await screen.findByText("This email is already registered.")).toBeDefined();
    expect(onSubmit).toHaveBeenCalledWith({ email: "ada@example.com", password: "Glow2026!",
      passwordConfirmation: "Glow2026!" });
  });
});

describe("forgot and reset password forms", () => {
  it("sends the link, then shows the message with Close", async () => {
    const onClose = vi.fn();
    wrap(<ForgetPasswordForm busy={false} onSubmit={async () => ({ ok: true, message: "Check your inbox." })}
      onClose={onClose} onSignIn={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter your email.")).toBeDefined();
    fireEvent.input(field("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe("Check your inbox.");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("saves a new password, then offers Login", async () => {
    const onLogin = vi.fn();
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    wrap(<ResetPasswordForm email="ada@example.com" busy={false} onSubmit={onSubmit} onLogin={onLogin} />);
    fireEvent.input(passwordField("New password"), { target: { value: "Fresh2027!" } });
    fireEvent.input(passwordField("Confirm password"), { target: { value: "Fresh2027!" } });
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: "Fresh2027!",
      passwordConfirmation: "Fresh2027!" }));
    fireEvent.click(await screen.findByRole("button", { name: "Login" }));
    expect(onLogin).toHaveBeenCalled();
  });
});
