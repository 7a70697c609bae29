import {
  array, boolean, create, is, nullable, number, object, record, size, string, unknown, type Infer,
} from "superstruct";
import { ORDER_NOTE_MAX, type OrderAddressInput } from "./checkout.ts";

/**
 * What the shopper has filled in on /checkout so far (leaving the page or reloading it must not lose the
 * form; decision 0121). Never a card: payment details belong to the payment page and never leave Omise.js.
 */

/** An address typed at checkout, with the cascade's names for showing it back. */
export interface TypedAddress {
  input: OrderAddressInput;
  lines: string[];
}

// The stored copy is the shopper's to edit, so its shape is checked on the way in. A typed address is only shown
// back from storage; the server checks it in full again when the order is placed.
const StoredTypedAddress = object({ input: record(string(), unknown()), lines: size(array(string()), 0, 8) });

export const CheckoutDraftStruct = object({
  contact: object({
    email: size(string(), 0, 254),
    first_name: size(string(), 0, 60),
    last_name: size(string(), 0, 60),
    phone: object({ country_code: size(string(), 0, 2), number: size(string(), 0, 30) }),
  }),
  guest: object({ shipping: nullable(StoredTypedAddress), billingSame: boolean(),
    billing: nullable(StoredTypedAddress) }),
  member: object({ shippingId: nullable(number()), billingSame: boolean(), billingId: nullable(number()) }),
  note: size(string(), 0, ORDER_NOTE_MAX),
});

export type CheckoutDraft = Omit<Infer<typeof CheckoutDraftStruct>, "guest"> & {
  guest: { shipping: TypedAddress | null; billingSame: boolean; billing: TypedAddress | null };
};

/** The draft as kept in the tab's storage: for one cart only (a new cart starts with an empty form). */
export const StoredCheckoutDraftStruct = object({ cartId: size(string(), 1, 64), draft: CheckoutDraftStruct });
export interface StoredCheckoutDraft {
  cartId: string;
  draft: CheckoutDraft;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  contact: { email: "", first_name: "", last_name: "", phone: { country_code: "TH", number: "" } },
  guest: { shipping: null, billingSame: true, billing: null },
  member: { shippingId: null, billingSame: true, billingId: null },
  note: "",
};

/** A stored draft read back, or null when there is none or it is damaged. */
export function parseStoredDraft(raw: string | null): StoredCheckoutDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value, StoredCheckoutDraftStruct)
      ? (create(value, StoredCheckoutDraftStruct) as unknown as StoredCheckoutDraft) : null;
  } catch {
    return null;
  }
}
