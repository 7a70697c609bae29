import { describe, expect, it } from "vitest";
import { checkReset, checkResetRequest, checkSignIn, checkSignUp } from "./validation.ts";

describe("auth form validation (spec §5 with the shared password rule)", () => {
  it("sign-in needs an email shaped like one and a password", () => {
    expect(checkSignIn({ email: "", password: "", remember: false })).toEqual({ email: "required",
      password: "required" });
    expect(checkSignIn({ email: "ada@", password: "x", remember: false })).toEqual({ email: "email" });
    expect(checkSignIn({ email: " ada@example.com ", password: "x", remember: true })).toEqual({});
  });

  it("sign-up applies the password rule, the confirmation and the terms", () => {
    const good = { email: "ada@example.com", password: "Glow2026!", passwordConfirmation: "Glow2026!", accept: true };
    expect(checkSignUp(good)).toEqual({});
    expect(checkSignUp({ ...good, password: "short1A", passwordConfirmation: "short1A" }))
      .toEqual({ password: "password_policy" });
    // Eight characters of only two categories are not enough.
    expect(checkSignUp({ ...good, password: "abcdefgh1", passwordConfirmation: "abcdefgh1" }))
      .toEqual({ password: "password_policy" });
    expect(checkSignUp({ ...good, passwordConfirmation: "Glow2026?" })).toEqual(
      { password_confirmation: "password_match" });
    expect(checkSignUp({ email: "", password: "", passwordConfirmation: "", accept: false })).toEqual({
      email: "required", password: "required", password_confirmation: "required", accept: "terms",
    });
  });

  it("reset request needs an email; reset confirm a strong matching password", () => {
    expect(checkResetRequest("")).toEqual({ email: "required" });
    expect(checkResetRequest("nope")).toEqual({ email: "email" });
    expect(checkResetRequest("ada@example.com")).toEqual({});
    expect(checkReset({ password: "Glow2026!", passwordConfirmation: "Glow2026!" })).toEqual({});
    expect(checkReset({ password: "glow", passwordConfirmation: "" })).toEqual({ password: "password_policy",
      password_confirmation: "required" });
  });
});
