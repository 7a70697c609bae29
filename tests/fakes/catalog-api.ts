// The catalog and the layout's general calls as the server answers them, for the pages the model tests open: the
// chrome (menu, announcement, store with its branches), the home rails, and a product's detail page (the product,
// similar products, reviews, the review check). Products are the cart fake's, so a page and the cart agree.
import type { ProductDetail, ProductSummary } from "#contract/product.ts";
import type { FakeProduct } from "./cart-api.ts";
import { fail, json, type Route } from "./http.ts";

const STORE = {
  contact: { phone: "02 000 0000", email: "hello@shop.test", line: "@skinstate", hours: "10-20", address: "Bangkok" },
  branches: [{ id: 1, name: "Siam", address: "Siam Square", hours: "10-21", phone: "02 0000001",
    map_url: "https://m.test" }],
  social: [],
};
const NO_REVIEWS = {
  data: [], meta: { page: 1, per_page: 10, total: 0 },
  summary: { average: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

function summary(p: FakeProduct): ProductSummary {
  return {
    id: p.id, slug: p.slug, name: p.name, brand: { slug: "skinstate", name: "SkinState" },
    category: { slug: "serum", name: "Serums" }, price: p.price, image: `/media/product/${p.slug}.webp`,
    stock: Math.max(0, p.stock), rating: 0, rating_count: 0, is_gift: false, new_in_at: "2026-01-01T00:00:00.000Z",
  };
}

function detail(p: FakeProduct): ProductDetail {
  return {
    ...summary(p), gallery: [`/media/product/${p.slug}.webp`], description: `${p.name} for every skin.`,
    ingredients: "", how_to_use: "", volume: "30 ml", concerns: [], routine_step: "serum",
  };
}

/** `products` is shared with the cart fake: a stock the test changes shows on the product page too. */
export function catalogRoute(products: FakeProduct[]): Route {
  return async (request, url) => {
    const path = url.pathname;
    if (path === "/api/general/menu") return json(200, { data: [] });
    if (path === "/api/general/sitewide") return json(200, { data: { enabled: false, guests_only: false, text: "" } });
    if (path === "/api/general/store") return json(200, { data: STORE });
    if (path === "/api/general/seo") return json(200, { data: { title: "", description: "", keywords: [] } });
    if (!path.startsWith("/api/product")) return null;
    const list = products.map(summary);
    if (path === "/api/product/" || path === "/api/product/gift") {
      return json(200, { data: list, meta: { page: 1, per_page: 24, total: list.length } });
    }
    if (path === "/api/product/habit" || path === "/api/product/similar") return json(200, { data: list });
    if (path === "/api/product/review/") return json(200, NO_REVIEWS);
    if (path === "/api/product/review/check") return json(200, { data: { allowed: false, reason: "not_purchased" } });
    const product = products.find((p) => path === `/api/product/${p.slug}`);
    return product ? json(200, { data: detail(product) }) : fail(404, "not_found", "Not found");
  };
}
