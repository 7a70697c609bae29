import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, parseStoredDraft, type StoredCheckoutDraft } from "./checkout-draft.ts";

const CART = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const stored: StoredCheckoutDraft = {
  cartId: CART,
  draft: {
    ...EMPTY_DRAFT,
    contact: { email: "malee@example.com", first_name: "Malee", last_name: "Suksai",
      phone: { country_code: "TH", number: "0812345678" } },
    guest: {
      shipping: {
        input: {
          first_name: "Malee", last_name: "Suksai", phone: { country_code: "TH", number: "0812345678" },
          street_address: "99/1 Samsen Rd", province_id: 1, district_id: 2, sub_district_id: 3, postal_code: "10300",
          place_type: "home",
        } as never,
        lines: ["Malee Suksai", "99/1 Samsen Rd", "Dusit, Dusit", "Bangkok 10300"],
      },
      billingSame: false, billing: null,
    },
    note: "Please ring twice",
  },
};

describe("parseStoredDraft", () => {
  it("reads back what was stored", () => {
    expect(parseStoredDraft(JSON.stringify(stored))).toEqual(stored);
  });

  it("drops nothing stored, broken JSON and shapes the form never writes", () => {
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft("{")).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...stored, cartId: "" }))).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...stored, draft: { ...stored.draft, note: "x".repeat(501) } })))
      .toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...stored, draft: { ...stored.draft, member: null } }))).toBeNull();
  });

  it("keeps no card field: unknown keys make the stored copy unreadable", () => {
    const withCard = { ...stored, draft: { ...stored.draft, card_number: "4242424242424242" } };
    expect(parseStoredDraft(JSON.stringify(withCard))).toBeNull();
  });
});
