import type { CartErrorCode } from "#contract/cart.ts";

/**
 * A cart operation that cannot be done, with the contract code the route answers. `available` is the quantity the
 * line may hold now (stock problems). Thrown inside the transaction, so nothing of the operation is written.
 */
export class CartProblem extends Error {
  readonly code: CartErrorCode | "not_found";
  readonly available: number | undefined;

  constructor(code: CartErrorCode | "not_found", available?: number) {
    super(code);
    this.name = "CartProblem";
    this.code = code;
    this.available = available;
  }
}
