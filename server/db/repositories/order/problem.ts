import type { CheckoutChange } from "#contract/checkout.ts";
import type { AddressProblem } from "./address.ts";

export type OrderProblemCode =
  | "cart_not_found" | "cart_empty" | "order_changed" | "out_of_stock" | "insufficient_stock" | "invalid"
  | "idempotency_key_reused";

/** Field problems of a refused placement, keyed by the request's field path ("shipping_address.province_id"). */
export type FieldProblems = Record<string, AddressProblem | "address_required" | "contact_required">;

/**
 * A placement that cannot be done, thrown inside its transaction so nothing is written. `changes`: what differs from
 * the figures the shopper confirmed (order_changed, stock codes); `fields`: invalid input (invalid).
 */
export class OrderProblem extends Error {
  readonly code: OrderProblemCode;
  readonly changes: readonly CheckoutChange[];
  readonly fields: FieldProblems;

  constructor(code: OrderProblemCode, details: { changes?: readonly CheckoutChange[]; fields?: FieldProblems } = {}) {
    super(code);
    this.name = "OrderProblem";
    this.code = code;
    this.changes = details.changes ?? [];
    this.fields = details.fields ?? {};
  }
}
