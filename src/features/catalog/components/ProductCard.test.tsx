import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "#contract/product.ts";
import { ProductCard } from "./ProductCard.tsx";
import { withShell } from "./test-wrapper.tsx";

const product: ProductSummary = {
  id: 7, slug: "oria-seoul-glass-serum", name: "Glass Serum", brand: { slug: "oria-seoul", name: "Oria Seoul" },
  category: { slug: "serum", name: "Serums" }, price: 72000, compare_at_price: 99000,
  image: "/media/product/glass.webp", stock: 12, rating: 4.5, rating_count: 8, is_gift: false,
  new_in_at: "2026-11-01T00:00:00.000Z",
};

describe("ProductCard", () => {
  it("shows brand, name, sale price with the old price struck through, and links to the detail page in the locale",
    () => {
    render(withShell(<ProductCard product={product} />, "/th/product/serum"));
    const card = screen.getByRole("article");
    expect(within(card).getByText("Oria Seoul")).toBeTruthy();
    const link = within(card).getByRole("link", { name: "Glass Serum" });
    expect(link.getAttribute("href")).toBe("/th/product/detail/oria-seoul-glass-serum");
    expect(card.querySelector("s")?.textContent).toContain("฿990");
    expect(card.textContent).toContain("฿720");
    expect(within(card).getByText(/−27%/)).toBeTruthy();
    expect(within(card).getByRole("img", { name: /Rated 4.5 out of 5, 8 reviews/ })).toBeTruthy();
    expect(within(card).queryByText(/Sold out/)).toBeNull();
  });

  it("marks a sold-out product and sizes its lazy image", () => {
    render(withShell(<ProductCard product={{ ...product, stock: 0, compare_at_price: null, rating_count: 0 }} />));
    const card = screen.getByRole("article");
    expect(within(card).getByText("Sold out")).toBeTruthy();
    expect(card.querySelector("s")).toBeNull();
    const image = card.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("400");
    expect(image.getAttribute("height")).toBe("400");
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/product/detail/oria-seoul-glass-serum");
  });
});
