import { describe, expect, it } from "vitest";
import { MAX_SUBJECT, subjectProblem } from "./commit-subjects.ts";

describe("commit subjects", () => {
  it("accepts a subject of at most 72 characters with a body after a blank line", () => {
    expect(subjectProblem(`${"a".repeat(MAX_SUBJECT)}\n\nWhy it changed.\n`)).toBeNull();
  });

  it("refuses a subject one character too long, naming its length", () => {
    expect(subjectProblem(`${"a".repeat(MAX_SUBJECT + 1)}\n`)).toContain("73 characters");
  });

  it("refuses an empty message and a body glued to the subject", () => {
    expect(subjectProblem("# only a comment\n\n")).toBe("the subject is empty");
    expect(subjectProblem("Subject\nbody right under it\n")).toContain("blank line");
  });

  it("ignores git's comment lines before the subject", () => {
    expect(subjectProblem("# Please enter the commit message\nShort subject\n")).toBeNull();
  });
});
