import { eq } from "drizzle-orm";
import type { Database } from "../database.ts";
import { brands, products } from "../schema/index.ts";
import type { ProductShape } from "../seed/data/types.ts";

const SHAPES: readonly ProductShape[] = ["bottle", "tube", "jar", "dropper", "pump", "compact", "device", "sachet"];
const asShape = (s: string): ProductShape => SHAPES.find((shape) => shape === s) ?? "bottle";

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
