import { describe, expect, it } from "vitest";
import { KNOWN_TAGS, localVolume, tagLabel } from "#domain/thai-words.ts";
import { blogPosts, products } from "./index.ts";

describe("Thai pack sizes and tags", () => {
  it("writes pack sizes with Thai units (the Thai cart said '4 pieces')", () => {
    expect(localVolume("4 pieces", "th")).toBe("4 ชิ้น");
    expect(localVolume("30 ml", "th")).toBe("30 มล.");
    expect(localVolume("14 x 20 ml", "th")).toBe("14 × 20 มล.");
    expect(localVolume("20 tea bags", "th")).toBe("20 ซองชา");
    expect(localVolume("100 g", "th")).toBe("100 ก.");
  });

  it("has a Thai unit for every seeded pack size", () => {
    for (const product of products) {
      if (product.volume) expect(localVolume(product.volume, "th"), product.volume).not.toMatch(/[a-z]{2,}/i);
    }
  });

  it("leaves English and unknown units as they are", () => {
    expect(localVolume("4 pieces", "en")).toBe("4 pieces");
    expect(localVolume("2 jars", "th")).toBe("2 jars");
    expect(localVolume("", "th")).toBe("");
  });

  it("gives every seeded blog tag a Thai label", () => {
    const tags = new Set(blogPosts.flatMap((post) => post.tags));
    for (const tag of tags) expect(KNOWN_TAGS, tag).toContain(tag);
    expect(tagLabel("night-routine", "th")).toBe("รูทีนก่อนนอน");
    expect(tagLabel("night-routine", "en")).toBe("night routine");
  });
});
