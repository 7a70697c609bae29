import { expect, test } from "./fixtures.ts";
import { apiData } from "./support.ts";

// A blog post's tab read "… | SkinState | SkinState". Every kind of page, in both languages, names the
// shop once in its tab: in the HTML the server sends and after the browser has taken over the head.
type Listed = { slug: string };

const named = (title: string) => title.split("SkinState").length - 1;

test("each kind of page names the shop once in its tab title, before and after hydration", async ({ page }) => {
  test.setTimeout(120_000);
  const [post] = await apiData<Listed[]>(page, "/api/blog/");
  const [product] = await apiData<Listed[]>(page, "/api/product/?per_page=1&category=serum");
  const kinds = [
    "/", "/product/serum", `/product/detail/${product!.slug}`, "/product-gift", "/blog", `/blog/${post!.slug}`, "/faq",
    "/skin-quiz", "/coupon", "/coupon/WELCOME10", "/coupon/complete", "/search-result?search=serum", "/my-cart",
    "/terms-services", "/no-such-page",
  ];
  const wrong: string[] = [];
  for (const path of kinds.flatMap((p) => [p, p === "/" ? "/th" : `/th${p}`])) {
    const html = await (await page.request.get(path)).text();
    const served = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    const shown = await page.title();
    if (named(served) !== 1) wrong.push(`${path} served: ${served}`);
    if (named(shown) !== 1) wrong.push(`${path} shown: ${shown}`);
  }
  expect(wrong).toEqual([]);
});
