import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_KEY, carriesAuthToken } from "./auth-cookie.ts";
import { cookieValue } from "./cookies.ts";

describe("carriesAuthToken", () => {
  it("finds the token among other cookies, encoded as the browser writes it or not", () => {
    expect(carriesAuthToken(`i18n_redirected=th; ${AUTH_TOKEN_KEY}=Bearer%20abc123; other=1`)).toBe(true);
    expect(carriesAuthToken(`${AUTH_TOKEN_KEY}=Bearer abc123`)).toBe(true);
  });

  it("does not take an empty, cleared or foreign value, or a cookie of a similar name, for a token", () => {
    for (const header of [undefined, "", "i18n_redirected=th", `${AUTH_TOKEN_KEY}=`, `${AUTH_TOKEN_KEY}=Bearer%20`,
      `${AUTH_TOKEN_KEY}=abc123`, `x${AUTH_TOKEN_KEY}=Bearer%20abc`]) {
      expect(carriesAuthToken(header), String(header)).toBe(false);
    }
  });
});

describe("cookieValue", () => {
  it("reads one cookie, decoded, and nothing from a value that is not URI-encoded text", () => {
    expect(cookieValue("a=1; i18n_redirected=th; b=x%3Dy", "i18n_redirected")).toBe("th");
    expect(cookieValue("a=1; b=x%3Dy=z", "b")).toBe("x=y=z");
    expect(cookieValue("a=%E0%A4%A", "a")).toBeNull();
    expect(cookieValue(undefined, "a")).toBeNull();
  });
});
