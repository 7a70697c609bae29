import { describe, expect, it } from "vitest";
import { rememberReturnPath, sameSitePath, takeReturnPath } from "./session.tsx";

describe("sameSitePath", () => {
  it("keeps a path on this site", () => {
    expect(sameSitePath("/th/my-account?tab=1")).toBe("/th/my-account?tab=1");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const path of ["//evil.example/x", "/\\evil.example/x", "https://evil.example/", "my-account", "", null,
      undefined]) {
      expect(sameSitePath(path)).toBeNull();
    }
  });
});

describe("takeReturnPath", () => {
  it("gives the remembered same-site page once", () => {
    rememberReturnPath("/en/my-cart");
    expect(takeReturnPath()).toBe("/en/my-cart");
    expect(takeReturnPath()).toBeNull();
  });

  it("drops a remembered path that leads off the site", () => {
    rememberReturnPath("/\\evil.example");
    expect(takeReturnPath()).toBeNull();
  });
});
