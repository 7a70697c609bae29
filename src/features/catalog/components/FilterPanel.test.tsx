import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductFilterFacets } from "#contract/product.ts";
import { FilterPanel } from "./FilterPanel.tsx";
import { withShell } from "./test-wrapper.tsx";

const facets: ProductFilterFacets = {
  categories: [{ slug: "serum", name: "Serums", count: 27 }, { slug: "mask", name: "Masks", count: 17 }],
  brands: [{ slug: "oria-seoul", name: "Oria Seoul", count: 3 }, { slug: "yuzuha", name: "Yuzuha", count: 2 }],
  price: { min: 19000, max: 459000 },
};
const base = { page: 1, per_page: 24 };

afterEach(() => vi.useRealTimers());

describe("FilterPanel", () => {
  it("shows brands and categories with their counts and the price bounds in baht", () => {
    render(withShell(<FilterPanel facets={facets} query={{ ...base, brand: ["yuzuha"] }} locale="en" onChange={vi.fn()}
      onClear={vi.fn()} />));
    expect(screen.getByRole("checkbox", { name: "Oria Seoul (3)" })).toHaveProperty("checked", false);
    expect(screen.getByRole("checkbox", { name: "Yuzuha (2)" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Serums (27)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "All categories" })).toHaveProperty("checked", true);
    expect(screen.getByRole("slider", { name: "Minimum price" }).getAttribute("aria-valuetext")).toBe("฿190");
    expect(screen.getByRole("slider", { name: "Maximum price" }).getAttribute("aria-valuetext")).toBe("฿4,590");
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
  });

  it("adds a brand to the chosen ones and picks a category", async () => {
    const onChange = vi.fn();
    render(withShell(<FilterPanel facets={facets} query={{ ...base, brand: ["yuzuha"] }} locale="en" onChange={onChange}
      onClear={vi.fn()} />));
    await userEvent.click(screen.getByText("Oria Seoul"));
    expect(onChange).toHaveBeenLastCalledWith({ brand: ["yuzuha", "oria-seoul"] });
    await userEvent.click(screen.getByText("Masks"));
    expect(onChange).toHaveBeenLastCalledWith({ category: "mask" });
  });

  it("sends the price range once the thumb settles, leaving an untouched side open", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(withShell(<FilterPanel facets={facets} query={base} locale="en" onChange={onChange} onClear={vi.fn()} />));
    const max = screen.getByRole("slider", { name: "Maximum price" });
    fireEvent.input(max, { target: { value: "200000" } });
    fireEvent.input(max, { target: { value: "150000" } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(500); });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ price_min: undefined, price_max: 150000 });
    expect(max.getAttribute("aria-valuetext")).toBe("฿1,500");
  });
  it("keeps a thumb move that is still settling when new bounds arrive from other filters", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const panel = (price: ProductFilterFacets["price"]) =>
      withShell(<FilterPanel facets={{ ...facets, price }} query={base} locale="en" onChange={onChange}
        onClear={vi.fn()} />);
    const { rerender } = render(panel(facets.price));
    fireEvent.input(screen.getByRole("slider", { name: "Minimum price" }), { target: { value: "300000" } });
    rerender(panel({ min: 89000, max: 189000 }));
    act(() => { vi.advanceTimersByTime(500); });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ price_min: 189000, price_max: undefined });
  });
});
