import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PAGE_ROUTES, pageMessageFiles } from "./pages.ts";

describe("the page table", () => {
  it("names, for every route and the not-found page, a page module that exists", () => {
    const named = [...PAGE_ROUTES.map((route) => route.page), NOT_FOUND_PAGE];
    const missing = named.filter((page) => !existsSync(join(process.cwd(), "src/app/pages", `${page}.tsx`)));
    expect(missing).toEqual([]);
  });
});

describe("a page's message files", () => {
  const parts = { en: { shell: "aaaa1111", home: "bbbb2222" }, th: { shell: "cccc3333" } };

  it("are the shell's, then the page's own, in the page's language", () => {
    expect(pageMessageFiles(parts, "en", "home"))
      .toEqual(["assets/messages-shell.en-aaaa1111.js", "assets/messages-home.en-bbbb2222.js"]);
  });

  it("leave out a part without messages, and a language the build did not write", () => {
    expect(pageMessageFiles(parts, "th", "home")).toEqual(["assets/messages-shell.th-cccc3333.js"]);
    expect(pageMessageFiles(parts, "fr", "home")).toEqual([]);
  });
});
