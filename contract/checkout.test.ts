import { describe, expect, it } from "vitest";
import { is, validate } from "superstruct";
import { AddressChoice, CheckOrder, Confirmed, IdempotencyKey, PlaceOrder } from "./checkout.ts";

const address = {
  place_type: "home", first_name: "Nok", last_name: "Tester", phone: { country_code: "TH", number: "0812345678" },
  street_address: "1 Silom Rd", province_id: 1, district_id: 2, sub_district_id: 3, postal_code: "10500",
};
const confirmed = { lines: [{ product_id: 7, qty: 2, unit_price: 45_000 }], total: 95_000 };

describe("checkout contract", () => {
  it("takes a typed address or a saved one, never a mix", () => {
    expect(is(address, AddressChoice)).toBe(true);
    expect(is({ address_id: 12 }, AddressChoice)).toBe(true);
    expect(is({ ...address, address_id: 12 }, AddressChoice)).toBe(false);
    expect(is({ ...address, kind: "shipping" }, AddressChoice)).toBe(false);
  });

  it("wants every cart line once in the confirmed figures, as whole satang and quantities", () => {
    expect(is(confirmed, Confirmed)).toBe(true);
    expect(is({ ...confirmed, lines: [...confirmed.lines, ...confirmed.lines] }, Confirmed)).toBe(false);
    expect(is({ ...confirmed, lines: [] }, Confirmed)).toBe(false);
    expect(is({ ...confirmed, total: 1.5 }, Confirmed)).toBe(false);
    expect(is({ lines: [{ product_id: 7, qty: 0, unit_price: 1 }], total: 1 }, Confirmed)).toBe(false);
  });

  it("places with a cart id and the confirmed figures; the rest depends on the shopper", () => {
    const [error] = validate({ cart_id: "3f2b8c4e-1d2a-4b6c-8e9f-0a1b2c3d4e5f", confirmed }, PlaceOrder,
      { coerce: true });
    expect(error).toBeUndefined();
    expect(is({ cart_id: "not-a-uuid", confirmed }, CheckOrder)).toBe(false);
    expect(is({ cart_id: "3f2b8c4e-1d2a-4b6c-8e9f-0a1b2c3d4e5f", confirmed, note: "x".repeat(501) },
      PlaceOrder)).toBe(false);
  });

  it("accepts Idempotency-Keys of 8 to 255 visible characters", () => {
    expect(is("3f2b8c4e-1d2a-4b6c-8e9f-0a1b2c3d4e5f", IdempotencyKey)).toBe(true);
    expect(is("short", IdempotencyKey)).toBe(false);
    expect(is("has a space", IdempotencyKey)).toBe(false);
    expect(is("k".repeat(256), IdempotencyKey)).toBe(false);
  });
});
