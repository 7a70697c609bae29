import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("the token's cookie", () => {
  /** The cookie texts the page writes while `run` runs, at the given address. */
  function written(url: string, run: () => void): string[] {
    const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;
    const before = location.href;
    const setter = vi.spyOn(Document.prototype, "cookie", "set");
    dom.reconfigure({ url });
    try {
      run();
      return setter.mock.calls.map(([text]) => String(text)).filter((text) => text.startsWith(`${AUTH_TOKEN_KEY}=`));
    } finally {
      setter.mockRestore();
      dom.reconfigure({ url: before });
    }
  }

  it("is Secure when the shop is served over HTTPS, keeping the spec's name and path /", () => {
    const texts = written("https://shop.example/th/account", () => {
      writeAuthToken("abc", true);
      expect(readAuthToken()).toBe("Bearer abc");
      clearAuthToken();
    });
    expect(texts).toEqual([
      `${AUTH_TOKEN_KEY}=Bearer%20abc; max-age=2592000; path=/; SameSite=Lax; Secure`,
      `${AUTH_TOKEN_KEY}=; max-age=0; path=/; SameSite=Lax; Secure`,
    ]);
  });

  it("is not Secure over plain HTTP (development), where a browser would not keep a Secure cookie", () => {
    const texts = written("http://localhost:3000/", () => writeAuthToken("abc", false));
    expect(texts).toEqual([`${AUTH_TOKEN_KEY}=Bearer%20abc; path=/; SameSite=Lax`]);
    expect(readAuthToken()).toBe("Bearer abc");
  });
});
