import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PAGE_ROUTES } from "./pages.ts";

describe("the page table", () => {
  it("names, for every route and the not-found page, a page module that exists", () => {
    const named = [...PAGE_ROUTES.map((route) => route.page), NOT_FOUND_PAGE];
    const missing = named.filter((page) => !existsSync(join(process.cwd(), "src/app/pages", `${page}.tsx`)));
    expect(missing).toEqual([]);
  });
});
