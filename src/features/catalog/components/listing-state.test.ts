import { describe, expect, it } from "vitest";
import { activeFilterCount, listingQuery, listingSearch, pageCount, withChange } from "./listing-state.ts";
import { pageWindow } from "./Pagination.tsx";

const url = (text: string) => new URLSearchParams(text);

describe("listing state in the URL", () => {
  it("round-trips a full query through the URL of a category page", () => {
    const fixed = { category: "serum" };
    const query = listingQuery(url("brand=b-one,a-two&price_min=10000&price_max=250000&sort=price-asc&page=3"), fixed);
    expect(query).toMatchObject({ category: "serum", brand: ["b-one", "a-two"], price_min: 10000, price_max: 250000,
      sort: "price-asc", page: 3 });
    const search = listingSearch(query, fixed);
    // The category is in the path, not repeated in the query; per_page 24 is the default and left out.
    expect(search).toBe("brand=b-one%2Ca-two&price_min=10000&price_max=250000&sort=price-asc&page=3");
    expect(listingQuery(url(search), fixed)).toEqual(query);
  });

  it("keeps a fresh listing's URL clean", () => {
    expect(listingSearch(listingQuery(url(""), { type: "sale" }), { type: "sale" })).toBe("");
  });

  it("lets the route's fixed keys win over the URL", () => {
    expect(listingQuery(url("category=mask&type=gift"), { category: "serum" })).toMatchObject({ category: "serum",
      type: "gift" });
  });

  it("drops bad values typed into the URL instead of failing", () => {
    const query = listingQuery(url("page=-1&sort=cheapest&brand=ok-brand&price_min=abc"), {});
    expect(query).toEqual({ brand: ["ok-brand"], page: 1, per_page: 24 });
  });

  it("starts again from page 1 when a filter changes, but not when the page changes", () => {
    const query = listingQuery(url("page=4&brand=a"), {});
    expect(withChange(query, { brand: ["a", "b"] }).page).toBe(1);
    expect(withChange(query, { page: 5 }).page).toBe(5);
    expect(withChange(query, { brand: undefined })).not.toHaveProperty("brand");
  });

  it("counts brands, one price range and a chosen category as active filters", () => {
    expect(activeFilterCount({ brand: ["a", "b"], price_max: 100, category: "mask" }, {})).toBe(4);
    expect(activeFilterCount({ category: "mask" }, { category: "mask" })).toBe(0);
  });
});

describe("pages", () => {
  it("has at least one page", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(49, 24)).toBe(3);
  });
  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, null, 10]);
  });
});
