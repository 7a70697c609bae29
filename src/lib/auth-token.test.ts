import { afterEach, describe, expect, it } from "vitest";
import { AUTH_TOKEN_KEY, clearAuthToken, readAuthToken, writeAuthToken } from "./auth-token.ts";

const copies = () => ({
  cookie: document.cookie.includes(`${AUTH_TOKEN_KEY}=`),
  local: localStorage.getItem(AUTH_TOKEN_KEY),
  session: sessionStorage.getItem(AUTH_TOKEN_KEY),
});

describe("the stored token", () => {
  afterEach(() => clearAuthToken());

  it("with Remember me lives in the cookie and localStorage", () => {
    writeAuthToken("abc", true);
    expect(copies()).toEqual({ cookie: true, local: "Bearer abc", session: null });
    expect(readAuthToken()).toBe("Bearer abc");
  });

  it("without it ends with the browser session: cookie and sessionStorage, nothing left in localStorage", () => {
    writeAuthToken("abc", true);
    writeAuthToken("Bearer def", false);
    expect(copies()).toEqual({ cookie: true, local: null, session: "Bearer def" });
    expect(readAuthToken()).toBe("Bearer def");
  });

  it("is read from any copy that is left, and signing out clears every copy", () => {
    sessionStorage.setItem(AUTH_TOKEN_KEY, "Bearer tab");
    expect(readAuthToken()).toBe("Bearer tab");
    writeAuthToken("abc", true);
    clearAuthToken();
    expect(copies()).toEqual({ cookie: false, local: null, session: null });
    expect(readAuthToken()).toBeNull();
  });
});
