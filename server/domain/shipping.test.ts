import { describe, expect, it } from "vitest";
import { bangkokDate, FREE_STANDARD_FROM, shipDate, shippingFee } from "./shipping.ts";

/** An instant given as Bangkok wall-clock time (UTC+7). */
const bkk = (local: string) => new Date(`${local}+07:00`);

// November 2026: Fri 20, Sat 21, Sun 22, Mon 23.
describe("shipDate (spec §9)", () => {
  it("ships the same day when paid before 10:00 Bangkok time", () => {
    expect(shipDate(bkk("2026-11-18T09:59:59.999"))).toBe("2026-11-18");
    expect(shipDate(bkk("2026-11-18T00:00:00"))).toBe("2026-11-18");
  });

  it("ships the next day when paid at or after 10:00", () => {
    expect(shipDate(bkk("2026-11-18T10:00:00"))).toBe("2026-11-19");
    expect(shipDate(bkk("2026-11-18T23:59:59"))).toBe("2026-11-19");
  });

  it("ships Friday morning orders on Friday, and Friday 10:01 on Monday", () => {
    expect(shipDate(bkk("2026-11-20T09:30:00"))).toBe("2026-11-20");
    expect(shipDate(bkk("2026-11-20T10:01:00"))).toBe("2026-11-23");
  });

  it("ships weekend orders on Monday, whatever the hour", () => {
    expect(shipDate(bkk("2026-11-21T08:00:00"))).toBe("2026-11-23");
    expect(shipDate(bkk("2026-11-21T15:00:00"))).toBe("2026-11-23");
    expect(shipDate(bkk("2026-11-22T09:00:00"))).toBe("2026-11-23");
    expect(shipDate(bkk("2026-11-22T22:00:00"))).toBe("2026-11-23");
  });

  it("uses Bangkok's day, not UTC's: 01:00 UTC Saturday is still Saturday 08:00 in Bangkok", () => {
    expect(shipDate(new Date("2026-11-21T01:00:00Z"))).toBe("2026-11-23");
    // 20:00 UTC Thursday is 03:00 Friday in Bangkok: ships Friday.
    expect(shipDate(new Date("2026-11-19T20:00:00Z"))).toBe("2026-11-20");
  });

  it("skips given holidays as well", () => {
    const holidays = new Set(["2026-11-23"]);
    expect(shipDate(bkk("2026-11-20T11:00:00"), holidays)).toBe("2026-11-24");
  });

  it("crosses month and year ends", () => {
    expect(shipDate(bkk("2026-12-31T10:00:00"))).toBe("2027-01-01");
    expect(shipDate(bkk("2027-01-01T10:00:00"))).toBe("2027-01-04"); // Friday after the cut-off
  });

  it("refuses an invalid date", () => {
    expect(() => shipDate(new Date("nope"))).toThrow(RangeError);
  });
});

describe("bangkokDate", () => {
  it("is the calendar day at UTC+7", () => {
    expect(bangkokDate(new Date("2026-11-20T16:59:59Z"))).toBe("2026-11-20");
    expect(bangkokDate(new Date("2026-11-20T17:00:00Z"))).toBe("2026-11-21");
  });
});

describe("shippingFee", () => {
  it("charges ฿50 standard below ฿1,500 of goods and nothing from ฿1,500", () => {
    expect(shippingFee("standard", FREE_STANDARD_FROM - 1, 1)).toBe(5_000);
    expect(shippingFee("standard", FREE_STANDARD_FROM, 1)).toBe(0);
    expect(shippingFee("standard", 500_000, 3)).toBe(0);
  });

  it("charges ฿120 for express whatever the amount, and nothing for pickup", () => {
    expect(shippingFee("express", 10_000, 1)).toBe(12_000);
    expect(shippingFee("express", 900_000, 1)).toBe(12_000);
    expect(shippingFee("pickup", 10_000, 1)).toBe(0);
  });

  it("prices an undecided cart as standard", () => {
    expect(shippingFee(null, 10_000, 1)).toBe(5_000);
    expect(shippingFee(null, FREE_STANDARD_FROM, 1)).toBe(0);
  });

  it("charges nothing for an empty cart", () => {
    expect(shippingFee("express", 0, 0)).toBe(0);
    expect(shippingFee(null, 0, 0)).toBe(0);
  });

  it("answers whole baht", () => {
    for (const method of ["standard", "express", "pickup"] as const) expect(shippingFee(method, 1, 1) % 100).toBe(0);
  });
});
