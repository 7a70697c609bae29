import { useState } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Country } from "#contract/general.ts";
import { system } from "../theme/system.ts";
import { i18n } from "#lib/i18n.ts";
import { checkPhone, PhoneField, type PhoneCheck, type PhoneValue } from "./PhoneField.tsx";
import { matchesCountry } from "./CountrySelect.tsx";

// jsdom lacks what the combobox's positioning and item lookup use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as unknown as typeof CSS;

const countries: Country[] = [
  { code: "TH", emoji: "🇹🇭", unicode: "U+1F1F9 U+1F1ED", name: "Thailand", dialCode: "+66" },
  { code: "GB", emoji: "🇬🇧", unicode: "U+1F1EC U+1F1E7", name: "United Kingdom", dialCode: "+44" },
  { code: "JP", emoji: "🇯🇵", unicode: "U+1F1EF U+1F1F5", name: "Japan", dialCode: "+81" },
];

function Harness({ initial, onParsed, error }: { initial: PhoneValue; onParsed?: (check: PhoneCheck) => void;
  error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <PhoneField label="Phone number" value={value} onChange={setValue} countries={countries} error={error}
          {...(onParsed ? { onParsed } : {})} />
      </I18nProvider>
    </ChakraProvider>
  );
}

describe("checkPhone (spec §5 Phone)", () => {
  it("lets fewer than 4 digits through unchecked", () => {
    expect(checkPhone({ country_code: "TH", number: "081" }).state).toBe("short");
    expect(checkPhone({ country_code: "TH", number: "" }).state).toBe("empty");
  });
  it("parses a Thai mobile with the default country and gives E.164", () => {
    const check = checkPhone({ country_code: "TH", number: "081 234 5678" });
    expect(check.state).toBe("valid");
    expect(check.phone?.e164).toBe("+66812345678");
  });
  it("gives null for an invalid number or a number of another country", () => {
    expect(checkPhone({ country_code: "TH", number: "0812" })).toEqual({ state: "invalid", phone: null });
    expect(checkPhone({ country_code: "GB", number: "081 234 5678" }).phone).toBeNull();
  });
  it("uses TH when no country is chosen", () => {
    expect(checkPhone({ country_code: "", number: "0812345678" }).phone?.country_code).toBe("TH");
  });
});

describe("matchesCountry", () => {
  it("finds countries by name, code or dial code", () => {
    expect(countries.filter((c) => matchesCountry(c, "thai")).map((c) => c.code)).toEqual(["TH"]);
    expect(countries.filter((c) => matchesCountry(c, "+44")).map((c) => c.code)).toEqual(["GB"]);
    expect(countries.filter((c) => matchesCountry(c, "8")).map((c) => c.code)).toEqual(["JP"]);
    expect(countries.filter((c) => matchesCountry(c, "jp")).map((c) => c.code)).toEqual(["JP"]);
    expect(countries.filter((c) => matchesCountry(c, "zzz"))).toEqual([]);
  });
});

describe("PhoneField", () => {
  it("shows the default prefix and no error while fewer than 4 digits are typed", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ country_code: "TH", number: "" }} />);
    expect((screen.getByRole("combobox", { name: "Country code" }) as HTMLInputElement).value).toBe("TH +66");
    const input = screen.getByRole("textbox", { name: "Phone number" });
    await user.type(input, "081");
    await user.tab();
    expect(screen.queryByText("Please enter a valid phone number.")).toBeNull();
  });

  it("shows an error under the field once an invalid number is left, and clears it when fixed", async () => {
    const user = userEvent.setup();
    const onParsed = vi.fn();
    render(<Harness initial={{ country_code: "TH", number: "" }} onParsed={onParsed} />);
    const input = screen.getByRole("textbox", { name: "Phone number" });
    await user.type(input, "08123");
    await user.click(document.body);
    expect(await screen.findByText("Please enter a valid phone number.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onParsed).toHaveBeenLastCalledWith({ state: "invalid", phone: null });
    await user.type(input, "45678");
    await waitFor(() => expect(screen.queryByText("Please enter a valid phone number.")).toBeNull());
    expect(onParsed.mock.lastCall?.[0].phone.e164).toBe("+66812345678");
  });

  it("shows an error given from outside", () => {
    render(<Harness initial={{ country_code: "TH", number: "0812345678" }} error="This phone number is taken." />);
    expect(screen.getByText("This phone number is taken.")).toBeTruthy();
  });

  it("searches countries by name and dial code, says 'Not found', and picks a prefix", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ country_code: "TH", number: "" }} />);
    const select = screen.getByRole("combobox", { name: "Country code" });
    await user.click(select);
    await user.clear(select);
    await user.type(select, "zzz");
    expect(await screen.findByText("Not found")).toBeTruthy();
    await user.keyboard("{Escape}");
    // Closing without a pick shows the chosen prefix again.
    await waitFor(() => expect((select as HTMLInputElement).value).toBe("TH +66"));
    await user.click(select);
    await user.clear(select);
    await user.type(select, "+44");
    const option = await screen.findByRole("option", { name: /United Kingdom/ });
    expect(screen.queryByRole("option", { name: /Japan/ })).toBeNull();
    await user.click(option);
    await waitFor(() => expect((select as HTMLInputElement).value).toBe("GB +44"));
  });
});
