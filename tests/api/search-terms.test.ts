// The pure query normaliser behind product search.
import { describe, expect, it } from "vitest";
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
    expect(searchTerms(" %% ")).toEqual({ text: "%%", words: ["%%"], pattern: "%\\%\\%%", wordPatterns: ["%\\%\\%%"] });
  });

  it("gives the whole text, its words and one pattern per word", () => {
    expect(searchTerms(" Sunscren  SPF50 ")).toEqual({
      text: "sunscren spf50", words: ["sunscren", "spf50"], pattern: "%sunscren spf50%",
      wordPatterns: ["%sunscren%", "%spf50%"],
    });
  });
});
