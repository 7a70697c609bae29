import { describe, expect, it } from "vitest";
import { isStrongPassword, newPasswordProblems, passwordCategories } from "./password.ts";

describe("the password rule (8+ characters, three of upper, lower, digit, symbol)", () => {
  it("accepts three categories at 8 characters and refuses two, or seven characters", () => {
    expect(isStrongPassword("Sunscreen1")).toBe(true);
    expect(isStrongPassword("sunscreen#1")).toBe(true);
    expect(isStrongPassword("sunscreen1")).toBe(false);
    expect(isStrongPassword("Sun#ab1")).toBe(false);
  });

  it("counts Thai letters (no case) as symbols", () => {
    expect(passwordCategories("กขคabc12")).toEqual(["symbol", "lower", "digit"]);
  });

  it("names what is wrong with a new password and its confirmation", () => {
    expect(newPasswordProblems("", "")).toEqual({ password: "required", password_confirmation: "required" });
    expect(newPasswordProblems("weakpass", "weakpass")).toEqual({ password: "password_policy",
      password_confirmation: undefined });
    expect(newPasswordProblems("Sunscreen#50", "Sunscreen#5")).toEqual({ password: undefined,
      password_confirmation: "password_match" });
    expect(newPasswordProblems("Sunscreen#50", "Sunscreen#50")).toEqual({ password: undefined,
      password_confirmation: undefined });
  });
});
