import { validate } from "superstruct";
import { describe, expect, it } from "vitest";
import { Confirmed } from "./checkout.ts";
import { Id, ID_MAX } from "./id.ts";
import { RegisterRequest } from "./auth.ts";

describe("Id, the one type of every numeric id", () => {
  it("takes 1..int4 as a JSON number or a string of digits", () => {
    for (const [input, id] of [[1, 1], ["42", 42], [ID_MAX, ID_MAX], [String(ID_MAX), ID_MAX]] as const) {
      expect(validate(input, Id, { coerce: true })).toEqual([undefined, id]);
    }
  });

  it("refuses what no int4 column holds, as a number or as a string", () => {
    const beyondSafe = JSON.parse("9007199254740993") as number;
    const numbers = [0, -1, 1.5, ID_MAX + 1, beyondSafe, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
    const strings = ["", "0", "-1", "1.5", "1e3", " 2", "0x10", String(ID_MAX + 1), "99999999999", "9".repeat(40)];
    for (const input of [...numbers, ...strings, null, true, {}, []]) {
      expect(validate(input, Id, { coerce: true })[0], JSON.stringify(input)).toBeDefined();
    }
  });
});

describe("refinements across fields", () => {
  it("run only on the right shapes, reporting the wrong fields instead", () => {
    for (const lines of ["x", {}, 7, null, { length: 2 }, [{ product_id: "x" }]]) {
      const [error] = validate({ lines, total: -1 }, Confirmed, { coerce: true });
      const fields = error?.failures().map((failure) => failure.path.join("."));
      expect(fields, JSON.stringify(lines)).toContain("total");
      expect(fields?.some((field) => field.startsWith("lines")), JSON.stringify(lines)).toBe(true);
    }
  });

  it("still run beside a field that only failed a refinement of its own", () => {
    const body = { email: "a@example.com", password: "weak", password_confirmation: "other" };
    const [error] = validate(body, RegisterRequest, { coerce: true });
    expect(error?.failures().map((failure) => failure.refinement)).toContain("password_match");
  });
});
