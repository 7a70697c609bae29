import { eq } from "drizzle-orm";
import type { Database } from "../database.ts";
import { brands, PRODUCT_SHAPES, products, type ProductShape } from "../schema/index.ts";

const asShape = (s: string): ProductShape => PRODUCT_SHAPES.find((shape) => shape === s) ?? "bottle";

/** What the product illustration needs: the product's shape and name, its brand's name and colours. */
export async function findProductImageInput(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: products.id, shape: products.shape, nameEn: products.nameEn, volume: products.volume,
      brand: brands.name, color: brands.color, accent: brands.accent,
    })
    .from(products)
    .innerJoin(brands, eq(products.brandId, brands.id))
    .where(eq(products.slug, slug))
    .limit(1);
  return row && { ...row, shape: asShape(row.shape) };
}
