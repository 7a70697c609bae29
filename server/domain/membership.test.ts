import { describe, expect, it } from "vitest";
import { memberStanding } from "./membership.ts";

describe("memberStanding", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("an exclusive status before its end is exclusive, with the end shown", () => {
    expect(memberStanding("exclusive", new Date("2026-12-01T00:00:00Z"), now))
      .toEqual({ member_status: "exclusive", exclusive_until: "2026-12-01T00:00:00.000Z" });
  });

  it("an open-ended exclusive status stays exclusive", () => {
    expect(memberStanding("exclusive", null, now)).toEqual({ member_status: "exclusive", exclusive_until: null });
  });

  it("once the end has passed, or for a plain member, it reads as member without an end", () => {
    expect(memberStanding("exclusive", new Date("2026-11-21T09:59:59Z"), now)).toEqual({ member_status: "member",
      exclusive_until: null });
    expect(memberStanding("member", new Date("2027-01-01T00:00:00Z"), now)).toEqual({ member_status: "member",
      exclusive_until: null });
  });
});
