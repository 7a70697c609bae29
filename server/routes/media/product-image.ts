import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { PRODUCT_IMAGE_FILE, PRODUCT_IMAGE_WIDTHS, ProductImageParams, ProductImageQuery } from "#contract/general.ts";
import { findProductImageInput } from "#db/repositories/product-image.ts";
import { productImageSvg } from "#seed/data/product-image.ts";
import { notFound } from "#plugins/api-error.ts";
import { validated } from "#plugins/validation.ts";
import { webpOf } from "./webp.ts";

/**
 * GET /media/product/:slug.webp — the product's illustration, drawn from its row and its brand's colours, as WebP;
 * `.svg` gives the drawing itself (orders placed before decision 0172 keep that address). `?v=2..` are the gallery
 * views, `?w=1200` the large image's width. Cached for a week and revalidated by ETag.
 */
const productImage: FastifyPluginAsync = async (app) => {
  app.get("/product/:file", validated({ params: ProductImageParams, query: ProductImageQuery },
    async ({ params, query }, req, reply) => {
    const [, slug = "", format] = PRODUCT_IMAGE_FILE.exec(params.file) ?? [];
    const product = await findProductImageInput(app.db, slug);
    if (!product) throw notFound();
    const variant = query.v ?? 1;
    const svg = productImageSvg({
      shape: product.shape, color: product.color, accent: product.accent, brand: product.brand,
      label: product.nameEn, seed: product.id * 10 + variant,
      // The drawing has three views (packshot, label close-up, tinted backdrop); later variants cycle through them.
      view: ((variant - 1) % 3) + 1,
    });
    const hash = createHash("sha1").update(svg).digest("base64url");
    const width = query.w ?? PRODUCT_IMAGE_WIDTHS[0];
    const etag = format === "svg" ? `"svg-${hash}"` : `"webp${width}-${hash}"`;
    reply.header("etag", etag).header("cache-control", "public, max-age=604800");
    if (req.headers["if-none-match"] === etag) return reply.code(304).send();
    if (format === "svg") return reply.type("image/svg+xml; charset=utf-8").send(svg);
    return reply.type("image/webp").send(await webpOf(hash, svg, width));
  }));
};

export default productImage;
