import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmContext, ToastContext, type AskConfirm, type ShowToast } from "#lib/feedback.tsx";
import { i18n } from "#lib/i18n.ts";
import type { FormOutcome } from "../components/form-outcome.ts";
import { AccountTemplate, type AccountTemplateProps } from "./AccountTemplate.tsx";

const profile = { first_name: "Ploy", last_name: "Srisuk", birth_date: "1995-04-12", email: "ploy@example.com" };

function setup(props: Partial<AccountTemplateProps> = {}, answer: "yes" | "no" = "yes") {
  const toast = vi.fn<ShowToast>(async () => {});
  const confirm = vi.fn<AskConfirm>(async () => {
    if (answer === "no") throw false;
    return true;
  });
  const handlers = {
    onSaveProfile: vi.fn(async (): Promise<FormOutcome> => ({ ok: true })),
    onChangePassword: vi.fn(async (): Promise<FormOutcome> => ({ ok: true })),
    onDeleteAccount: vi.fn(async (): Promise<FormOutcome> => ({ ok: true })),
    phone: { phone: null, verified: false, onOpenPhone: vi.fn(), onVerify: vi.fn() },
    ...props,
  };
  const wrap = (ui: ReactNode) => (
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <ToastContext.Provider value={toast}>
          <ConfirmContext.Provider value={confirm}>{ui}</ConfirmContext.Provider>
        </ToastContext.Provider>
      </I18nProvider>
    </ChakraProvider>
  );
  render(wrap(<AccountTemplate profile={profile} hasPassword={props.hasPassword ?? true} {...handlers} />));
  return { toast, confirm, ...handlers, user: userEvent.setup() };
}

/** The message a field announces (its aria-describedby target). */
function describedBy(input: HTMLElement): string {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
}

const profileForm = () => screen.getByRole("region", { name: "Personal information" });

describe("AccountTemplate: edit profile", () => {
  it("starts from the member's profile and saves trimmed values with the spec's toast", async () => {
    const { user, onSaveProfile, toast } = setup();
    const first = screen.getByRole("textbox", { name: /^First name/ });
    expect((first as HTMLInputElement).value).toBe("Ploy");
    await user.clear(first);
    await user.type(first, "  Nok ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaveProfile).toHaveBeenCalledWith({ ...profile, first_name: "Nok" }));
    expect(toast).toHaveBeenCalledWith({ status: "success", title: "Personal information has been edited!" });
  });

  it("refuses empty names, a bad email and a future birth date under their fields, without calling the server",
    async () => {
    const { user, onSaveProfile } = setup();
    await user.clear(screen.getByRole("textbox", { name: /^Last name/ }));
    const email = screen.getByRole("textbox", { name: /^Email/ });
    await user.clear(email);
    await user.type(email, "ploy@");
    const birth = profileForm().querySelector<HTMLInputElement>('input[name="birth_date"]')!;
    await user.clear(birth);
    await user.type(birth, "2999-01-01");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(describedBy(screen.getByRole("textbox", { name: /^Last name/ }))).toBe("Please enter your last name.");
    expect(describedBy(email)).toBe("Please enter a valid email address.");
    expect(describedBy(birth)).toBe("Please enter a real date that is not in the future.");
    expect(screen.getByRole("textbox", { name: /^Last name/ }).getAttribute("aria-invalid")).toBe("true");
    expect(onSaveProfile).not.toHaveBeenCalled();
  });

  it("shows a server field refusal under the field and no toast; other refusals as an error toast", async () => {
    const onSaveProfile = vi.fn<AccountTemplateProps["onSaveProfile"]>()
      .mockResolvedValueOnce({ ok: false, message: "Some fields are not valid.",
        fields: { email: "This email is already registered." } })
      .mockResolvedValueOnce({ ok: false, message: "Could not reach the server.", fields: {} });
    const { user, toast } = setup({ onSaveProfile });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(describedBy(screen.getByRole("textbox", { name: /^Email/ })))
      .toBe("This email is already registered."));
    expect(toast).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ status: "error", title: "Something went wrong!",
      message: "Could not reach the server." }));
  });
});

describe("AccountTemplate: password", () => {
  it("asks for the current password and checks the shared policy and the confirmation", async () => {
    const { user, onChangePassword, toast } = setup();
    const newPassword = screen.getByLabelText(/^New password/);
    await user.type(newPassword, "weakpass");
    await user.type(screen.getByLabelText(/^Confirm new password/), "other");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(describedBy(screen.getByLabelText(/^Current password/))).toBe("Please enter your current password.");
    expect(describedBy(newPassword)).toBe(
      "Use at least 8 characters with three of: upper case, lower case, numbers, symbols.");
    expect(describedBy(screen.getByLabelText(/^Confirm new password/))).toBe("The passwords do not match.");
    expect(onChangePassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Current password/), "Old-pass1");
    await user.clear(newPassword);
    await user.type(newPassword, "New-pass22");
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), "New-pass22");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(onChangePassword).toHaveBeenCalledWith({
      current_password: "Old-pass1", password: "New-pass22", password_confirmation: "New-pass22",
    }));
    expect(toast).toHaveBeenCalledWith({ status: "success", title: "Your password has been changed." });
    expect((newPassword as HTMLInputElement).value).toBe("");
  });

  it("shows the policy as a hint before anything is typed", () => {
    setup();
    expect(describedBy(screen.getByLabelText(/^New password/))).toBe(
      "Use at least 8 characters with three of: upper case, lower case, numbers, symbols.");
  });

  it("a wrong current password from the server shows under that field", async () => {
    const onChangePassword = vi.fn(async (): Promise<FormOutcome> => ({
      ok: false, message: "Some fields are not valid.", fields:
        { current_password: "Your current password is incorrect." },
    }));
    const { user } = setup({ onChangePassword });
    await user.type(screen.getByLabelText(/^Current password/), "Wrong-pass1");
    await user.type(screen.getByLabelText(/^New password/), "New-pass22");
    await user.type(screen.getByLabelText(/^Confirm new password/), "New-pass22");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^Current password/)))
      .toBe("Your current password is incorrect."));
  });

  it("members without a password set one without the current field", async () => {
    const { user, onChangePassword, toast } = setup({ hasPassword: false });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.type(screen.getByLabelText(/^New password/), "First-pass1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "First-pass1");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(onChangePassword).toHaveBeenCalledWith({ password: "First-pass1",
      password_confirmation: "First-pass1" }));
    expect(toast).toHaveBeenCalledWith({ status: "success", title: "Your password has been set." });
  });
});

describe("AccountTemplate: delete account", () => {
  it("asks with the destructive confirm and deletes on yes", async () => {
    const { user, confirm, onDeleteAccount, toast } = setup();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(onDeleteAccount).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive",
      title: "Delete your account?" }));
    expect(toast).toHaveBeenCalledWith({ status: "success", title: "Your account has been deleted." });
  });

  it("keeps the account when the member says no", async () => {
    const { user, confirm, onDeleteAccount } = setup({}, "no");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(onDeleteAccount).not.toHaveBeenCalled();
  });
});

describe("AccountTemplate: phone", () => {
  it("without a phone offers to add one through the check-phone dialog", async () => {
    const onOpenPhone = vi.fn();
    const { user } = setup({ phone: { phone: null, verified: false, onOpenPhone, onVerify: vi.fn() } });
    expect(screen.getByText("No phone number yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Verify phone number" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add phone number" }));
    expect(onOpenPhone).toHaveBeenCalledTimes(1);
  });

  it("an unverified phone shows its status and offers Verify", async () => {
    const onVerify = vi.fn();
    const { user } = setup({ phone: { phone: "081 234 5678", verified: false, onOpenPhone: vi.fn(), onVerify } });
    expect(screen.getByTestId("account-phone").textContent).toBe("081 234 5678");
    expect(screen.getByText("Not verified")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Verify phone number" }));
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it("a verified phone says so and only offers a change", () => {
    setup({ phone: { phone: "081 234 5678", verified: true, onOpenPhone: vi.fn(), onVerify: vi.fn() } });
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Verify phone number" })).toBeNull();
    expect(screen.getByRole("button", { name: "Change phone number" })).toBeTruthy();
  });
});
