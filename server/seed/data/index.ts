// Demo seed data for the SkinState shop: pure data, no database and no I/O.
// The seed runner in server/seed inserts these; see types.ts for the shapes.

export type * from "./types.ts";
export { categories } from "./categories.ts";
export { brands } from "./brands.ts";
export { products } from "./products.ts";
export { menu } from "./menu.ts";
export { sitewide } from "./sitewide.ts";
export { seo } from "./seo.ts";
export { faqs } from "./faqs.ts";
export { blogPosts } from "./blog-posts.ts";
export { branches, storeContact, socialLinks } from "./store.ts";
export { countries } from "./countries.ts";
export { productImageSvg } from "./product-image.ts";
