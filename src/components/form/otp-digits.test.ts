import { describe, expect, it } from "vitest";
import { backspace, reachableBox, typeDigits, typedText } from "./otp-digits.ts";

describe("typing into the code boxes", () => {
  it("fills the box and moves to the next", () => {
    expect(typeDigits("", 0, "4", 6)).toEqual({ value: "4", focus: 1 });
    expect(typeDigits("12345", 5, "6", 6)).toEqual({ value: "123456", focus: 5 });
  });

  it("replaces the digit of a filled box and keeps the ones after it", () => {
    expect(typeDigits("123456", 2, "9", 6)).toEqual({ value: "129456", focus: 3 });
  });

  it("fills every box from a pasted or autofilled code, and no more than there are boxes", () => {
    expect(typeDigits("", 0, "654321", 6)).toEqual({ value: "654321", focus: 5 });
    expect(typeDigits("12", 2, "34 56 78", 6)).toEqual({ value: "123456", focus: 5 });
  });

  it("types into the first empty box when a later one was chosen (no gaps)", () => {
    expect(typeDigits("1", 4, "2", 6)).toEqual({ value: "12", focus: 2 });
  });

  it("ignores letters", () => {
    expect(typeDigits("1", 1, "a", 6)).toEqual({ value: "1", focus: 1 });
  });
});

describe("what an input event typed", () => {
  it("is the new digit when it was typed beside the old one", () => {
    expect(typedText("5", "57")).toBe("7");
    expect(typedText("5", "75")).toBe("7");
  });

  it("is the whole text otherwise (an empty box, a selected digit replaced, a pasted code)", () => {
    expect(typedText("", "7")).toBe("7");
    expect(typedText("5", "7")).toBe("7");
    expect(typedText("5", "123456")).toBe("123456");
  });
});

describe("Backspace", () => {
  it("clears a filled box and moves back; later digits move up", () => {
    expect(backspace("123", 2)).toEqual({ value: "12", focus: 1 });
    expect(backspace("123456", 1)).toEqual({ value: "13456", focus: 0 });
  });

  it("clears the box before an empty one and moves there", () => {
    expect(backspace("12", 2)).toEqual({ value: "1", focus: 1 });
  });

  it("does nothing in the first box when it is empty", () => {
    expect(backspace("", 0)).toEqual({ value: "", focus: 0 });
  });
});

describe("where the focus may go", () => {
  it("is a filled box or the first empty one, within the boxes", () => {
    expect(reachableBox("12", 5, 6)).toBe(2);
    expect(reachableBox("12", 1, 6)).toBe(1);
    expect(reachableBox("123456", 9, 6)).toBe(5);
    expect(reachableBox("", -1, 6)).toBe(0);
  });
});
