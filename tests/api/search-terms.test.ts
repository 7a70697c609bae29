// The pure query normaliser behind product search.
import { describe, expect, it } from "vitest";
import { scanSynonyms } from "#db/search/synonyms.ts";
import { escapeLike, MAX_WORDS, normalizeSearch, searchTerms, searchWords } from "#db/search/terms.ts";

describe("search terms", () => {
  it("trims, collapses whitespace (zero-width too) and lower-cases", () => {
    expect(normalizeSearch("  Vitamin\t\tC   SERUM \u200b")).toBe("vitamin c serum");
  });

  it("normalises to NFC so a decomposed character matches the stored one", () => {
    expect(normalizeSearch("cre\u0300me")).toBe("cr\u00e8me");
  });

  it("splits Thai written without spaces into words", () => {
    expect(searchWords("ครีมกันแดด")).toEqual(["ครีม", "กันแดด"]);
    expect(searchWords("กันแดด ครีม")).toEqual(["กันแดด", "ครีม"]);
  });

  it("splits Latin words on spaces and drops punctuation and repeats", () => {
    expect(searchWords("serum, serum - vitamin c!")).toEqual(["serum", "vitamin", "c"]);
  });

  it("keeps at most MAX_WORDS words", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(MAX_WORDS);
  });

  it("escapes LIKE wildcards so they match literally", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(searchTerms("100% pure")?.pattern).toBe("%100\\% pure%");
  });

  it("gives nothing to search for a blank query", () => {
    expect(searchTerms("   ")).toBeUndefined();
    expect(searchTerms("\u200b \t")).toBeUndefined();
  });

  it("searches bare punctuation literally, as one word", () => {
    expect(searchTerms(" %% ")).toEqual({
      text: "%%", words: ["%%"], pattern: "%\\%\\%%", wordPatterns: [["%\\%\\%%"]],
    });
  });

  it("gives the whole text, its words and one pattern per word", () => {
    expect(searchTerms(" Sunscren  SPF50 ")).toEqual({
      text: "sunscren spf50", words: ["sunscren", "spf50"], pattern: "%sunscren spf50%",
      wordPatterns: [["%sunscren%"], ["%spf50%"]],
    });
  });

  it("reads a Thai compound as the thing it names, every way it is written (ครีมกันแดด found nothing)", () => {
    const terms = searchTerms("ครีมกันแดด");
    expect(terms?.wordPatterns).toHaveLength(1);
    expect(terms?.wordPatterns[0]).toEqual(expect.arrayContaining(["%กันแดด%", "%sunscreen%"]));
    expect(terms?.wordPatterns[0]).not.toContain("%ครีมกันแดด%");
  });

  it("keeps the words a phrase leaves over, and a Latin phrase only on word boundaries", () => {
    expect(scanSynonyms("yuzuha night").rest).toBe("night");
    expect(scanSynonyms("soil").groups).toEqual([]);
    const terms = searchTerms("เซรั่มวิตามินซี");
    expect(terms?.wordPatterns).toHaveLength(2);
    expect(terms?.wordPatterns[1]).toContain("%วิตามินซี%");
  });

  it("reads a skin concern beside a product as two things, and drops the words only saying what it is for", () => {
    const terms = searchTerms("กันแดดสำหรับผิวมัน");
    expect(terms?.wordPatterns).toHaveLength(2);
    expect(terms?.wordPatterns[0]).toContain("%กันแดด%");
    expect(terms?.wordPatterns[1]).toEqual(expect.arrayContaining(["%ผิวมัน%", "%sebum%"]));
    expect(searchTerms("เซรั่มลดสิว")?.wordPatterns[1]).toEqual(expect.arrayContaining(["%สิว%", "%acne%"]));
    // "oily" names the concern; "oil" alone is still the product form, not oily skin.
    expect(scanSynonyms("oil").groups[0]).toContain("oil");
    expect(scanSynonyms("oil").groups[0]).not.toContain("sebum");
  });
});
