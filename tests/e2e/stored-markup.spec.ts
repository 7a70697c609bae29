import { expect, test } from "./fixtures.ts";
import { tokenOf, waitForShell } from "./support.ts";

// Stored input never reaches the page as markup (docs/decisions/0182-token-storage-and-csp.md): the bearer token sits
// in localStorage and a script-readable cookie, so script injection is the attack to prevent. A buyer's review holds
// a <script> and an <img onerror>; the product page shows them as the words they are, and neither runs.

/** The seeded demo member (README "Try it offline", server/seed/demo.ts), who has delivered orders to review. */
const DEMO = { email: "demo@skinstate.test", password: "Skinstate#2026" };
const SCRIPT = "<script>window.__injected = 'script'</script>";
const IMAGE = "<img src=x onerror=\"window.__injected = 'img'\">";
const TEXT = `Lovely texture ${SCRIPT} and ${IMAGE} <b>really</b> calm skin.`;

test("a review with markup in it is shown as text, and none of it runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const token = await tokenOf(await page.request.post("/api/auth/login", { data: DEMO }));
  const auth = { authorization: `Bearer ${token}` };
  const pending = (await (await page.request.get("/api/product/review/pending/", { headers: auth })).json()) as
    { data: { product_id: number; slug: string }[] };
  // The last one: the review spec takes the first, so the two never review the same product.
  const product = pending.data.at(-1);
  if (!product) throw new Error("the demo member has reviewed every product they bought: start from a fresh data dir");
  const posted = await page.request.post("/api/product/review/", { headers: auth,
    data: { product_id: product.product_id, rating: 5, text: TEXT } });
  expect(posted.ok(), await posted.text()).toBe(true);

  await page.goto(`/product/detail/${product.slug}`);
  await waitForShell(page);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await reviews.scrollIntoViewIfNeeded();
  // The whole text, markup included, is there to read...
  await expect(reviews.getByText(SCRIPT, { exact: false })).toBeVisible();
  await expect(reviews.getByText(TEXT, { exact: true })).toBeVisible();
  // ...and none of it became an element or ran.
  await expect(page.locator("img[onerror], img[src='x']")).toHaveCount(0);
  await expect(reviews.locator("script, b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
