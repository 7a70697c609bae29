import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { User } from "#contract/auth.ts";
import type { Country } from "#contract/general.ts";
import { parsePhone, type PhoneInput } from "#contract/phone.ts";
import { system } from "#components/theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { ToastContext, type ShowToast } from "#lib/feedback.tsx";
import { CheckPhoneDialog, type CheckPhoneWiring } from "./CheckPhoneDialog.tsx";

// jsdom lacks what the combobox's positioning and item lookup use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as unknown as typeof CSS;

const countries: Country[] = [{ code: "TH", emoji: "🇹🇭", unicode: "U+1F1F9 U+1F1ED", name: "Thailand",
  dialCode: "+66" }];

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function setup(member: CheckPhoneWiring["member"], savePhone: CheckPhoneWiring["savePhone"], path = "/") {
  // The phone field asks GET api/general/country; answer with Thailand only.
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ data: countries }),
    { headers: { "content-type": "application/json" } })));
  const toast = vi.fn<ShowToast>(async () => undefined);
  const close = vi.fn();
  const onSaved = vi.fn();
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ToastContext.Provider value={toast}>
          <MemoryRouter initialEntries={[path]}>
            <Routes><Route path="*" element={<Where />} /></Routes>
            <CheckPhoneDialog close={close} open={vi.fn()} member={member} savePhone={savePhone} onSaved={onSaved} />
          </MemoryRouter>
        </ToastContext.Provider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { toast, close, onSaved };
}

/** The phone input once the lazily loaded field has replaced its placeholder (the country selector shows with it). */
async function phoneInput(): Promise<HTMLInputElement> {
  await screen.findByRole("combobox", { name: "Country code" }, { timeout: 5_000 });
  return screen.getByRole("textbox", { name: "Phone number" }) as HTMLInputElement;
}

const memberWith = (input: PhoneInput | null, verified = false): User => ({
  id: 1, first_name: "A", last_name: "B", email: "a@example.com",
  phone: input ? parsePhone(input.number, input.country_code) : null,
  phone_verified: verified, birth_date: null, birthday: false, points: 0, member_status: "member",
  exclusive_until: null,
  joined_at: "2026-01-01T00:00:00Z", has_password: true,
});

describe("CheckPhoneDialog", () => {
  it("shows the phone read-only; Edit enables it, Save updates it, Verify goes to OTP verification", async () => {
    const user = userEvent.setup();
    const saved = memberWith({ country_code: "TH", number: "0898765432" });
    const savePhone = vi.fn(async () => saved);
    const { close, onSaved } = setup(memberWith({ country_code: "TH", number: "0812345678" }), savePhone,
      "/th/my-account");
    const phone = await phoneInput();
    expect(phone.value).toBe("081 234 5678");
    expect(phone.readOnly).toBe(true);
    expect(screen.getByText("Not verified")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(phone.readOnly).toBe(false);
    await user.clear(phone);
    await user.type(phone, "089 876 5432");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(savePhone).toHaveBeenCalledWith({ country_code: "TH", number: "089 876 5432" }));
    expect(onSaved).toHaveBeenCalledWith(saved);
    await waitFor(() => expect(phone.readOnly).toBe(true));
    expect(phone.value).toBe("089 876 5432");

    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByLabelText("location").textContent).toBe("/th/my-account/otp-verification");
    expect(close).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("without a phone it starts editable; an invalid number is refused under the field without a request", async () => {
    const user = userEvent.setup();
    const savePhone = vi.fn(async () => memberWith(null));
    setup(null, savePhone);
    const phone = await phoneInput();
    expect(phone.readOnly).toBe(false);
    expect((screen.getByRole("button", { name: "Save" }))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter your phone number.")).toBeTruthy();
    await user.type(phone, "08123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid phone number.")).toBeTruthy();
    expect(savePhone).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("a refused save shows the server's message under the field and an 'error!' toast", async () => {
    const user = userEvent.setup();
    const failure = Object.assign(new Error("This phone number is taken."),
      { code: "phone_taken", errors: { phone: ["This phone number is taken."] } });
    const savePhone = vi.fn(async () => Promise.reject(failure));
    const { toast } = setup(null, savePhone);
    const phone = await phoneInput();
    await user.type(phone, "0812345678");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This phone number is taken.")).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ status: "error", title: "error!", message: "This phone number is taken." });
    vi.unstubAllGlobals();
  });
});
