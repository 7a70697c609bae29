import { afterEach, describe, expect, it } from "vitest";
import { getCookie, removeCookie, setCookie } from "./cookies.ts";

describe("cookies", () => {
  afterEach(() => removeCookie("i18n_redirected"));

  it("round-trips a value and removes it", () => {
    expect(getCookie("i18n_redirected")).toBeNull();
    setCookie("i18n_redirected", "th", { days: 365 });
    expect(getCookie("i18n_redirected")).toBe("th");
    removeCookie("i18n_redirected");
    expect(getCookie("i18n_redirected")).toBeNull();
  });

  it("encodes values with spaces and separators", () => {
    setCookie("i18n_redirected", "Bearer a=b; c");
    expect(getCookie("i18n_redirected")).toBe("Bearer a=b; c");
  });
});
