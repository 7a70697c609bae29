import { fromPromise } from "xstate";
import {
  discountItemOf, type Cart, type CouponPreview, type PreCheckProblem, type PreCheckResult, type ShippingMethod,
} from "#contract/cart.ts";
import { couponMisfit, type CouponMisfit } from "#contract/coupon-fit.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { Requested } from "./command.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The cart machine's commands, context and the pure rules it applies (spec §3/§4 Cart). Every command may carry a
 * `requestId`; the machine emits `command.settled` with it when the command has finished (machines/command.ts).
 */
export type CartCommand = Requested & (
  | { type: "cart.load" }
  | { type: "cart.addItem"; productId: number; qty: number }
  | { type: "cart.updateItem"; cartItemId: number; qty: number }
  | { type: "cart.removeItem"; cartItemId: number }
  /** The cart page's Clear cart, after its confirm: the server empties the cart and the stored id is forgotten. */
  | { type: "cart.clear" }
  | { type: "coupon.get"; code: string }
  | { type: "coupon.apply"; code?: string }
  | { type: "coupon.remove" }
  | { type: "shipping.apply"; method: ShippingMethod; branchId?: number }
  | { type: "cart.preCheck" }
  /** Registration or social sign-in: the member's cart (the guest cart merged into it) is stored and loaded. */
  | { type: "cart.adopt"; cartId: string }
  /** E-mail sign-in: the member's cart id is stored; the page reload that follows sign-in loads it. */
  | { type: "cart.remember"; cartId: string }
  /** Sign-out, or a session that ended: the stored id is forgotten and the cart shows empty. */
  | { type: "cart.forget" }
);
export type CartEvent = CartCommand;
export type CartCommandType = CartCommand["type"];

/** The applied coupon as the cart shows it (spec §3: name and desc from the discount item). */
export interface AppliedCoupon {
  code: string;
  name: string;
  desc: string;
}

export interface CartFailure {
  command: CartCommandType;
  code: ErrorCode;
  /** The line the failed command was about, when it was about one. */
  cartItemId: number | null;
}

export interface CartContext {
  /** The stored cart id; null until the first add answers one. */
  cartId: string | null;
  /** The server's cart; null when there is none yet (or it was forgotten). */
  cart: Cart | null;
  /** From the discount item; null (name and desc empty, discount 0) when the answer has none. */
  coupon: AppliedCoupon | null;
  /** The coupon received with coupon.get, kept (and stored) until it is applied. */
  tempCoupon: CouponPreview | null;
  /** The last pre-check's problems, per line; lines changed since then drop theirs. */
  problems: PreCheckProblem[];
  /** The last command that failed, with its contract code; cleared when a command succeeds. */
  failure: CartFailure | null;
  /** Commands waiting their turn: one request at a time, so no change overtakes or loses another. */
  queue: CartCommand[];
  /** The command whose request is in flight (or was last). */
  current: CartCommand | null;
}

export interface CartInput {
  cartId: string | null;
  tempCoupon: CouponPreview | null;
}

/** The requests the cart makes; the app provides each one (src/app/actors/cart.ts). */
export const cartRequests = {
  loadCart: fromPromise<Cart, { cartId: string }>(notProvided("loadCart")),
  addItem: fromPromise<Cart, { cartId: string | null; productId: number; qty: number }>(notProvided("addItem")),
  updateItem: fromPromise<Cart, { cartId: string; cartItemId: number; qty: number }>(notProvided("updateItem")),
  removeItem: fromPromise<Cart, { cartId: string; cartItemId: number }>(notProvided("removeItem")),
  getCoupon: fromPromise<CouponPreview, { code: string }>(notProvided("getCoupon")),
  applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(notProvided("applyCoupon")),
  removeCoupon: fromPromise<Cart, { cartId: string }>(notProvided("removeCoupon")),
  applyShipping: fromPromise<Cart, { cartId: string; method: ShippingMethod; branchId?: number }>(
    notProvided("applyShipping"),
  ),
  preCheck: fromPromise<PreCheckResult, { cartId: string }>(notProvided("preCheck")),
  clearCart: fromPromise<void, { cartId: string }>(notProvided("clearCart")),
};

/** Commands that need a cart on the server; the others work without one. */
const NEEDS_CART: ReadonlySet<CartCommandType> = new Set([
  "cart.updateItem", "cart.removeItem", "coupon.apply", "coupon.remove", "shipping.apply", "cart.preCheck",
  "cart.clear",
]);

export function itemIdOf(command: CartCommand | null): number | null {
  return command && "cartItemId" in command ? command.cartItemId : null;
}

/**
 * The received coupon's reason not to fit the cart shown, or null when it fits or the cart is not
 * read yet. The machine does not know the session, so members' coupons are left to the server (and the page).
 */
export function tempCouponMisfit(
  context: Pick<CartContext, "cart" | "tempCoupon">, now = new Date(),
): CouponMisfit | null {
  if (!context.tempCoupon || !context.cart) return null;
  return couponMisfit(context.tempCoupon, context.cart, { signedIn: null }, now);
}

/** The code a command gets when it cannot even be sent, or null when it can. */
export function unrunnableCode(
  context: Pick<CartContext, "cartId" | "tempCoupon" | "cart">, command: CartCommand,
): ErrorCode | null {
  if (NEEDS_CART.has(command.type) && context.cartId === null) return "cart_not_found";
  if (command.type === "coupon.apply" && !command.code) {
    if (!context.tempCoupon) return "coupon_not_found";
    // The received coupon is applied in one tap only when it fits; otherwise it fails at once with the reason.
    const misfit = tempCouponMisfit(context);
    if (misfit) return misfit.code;
  }
  return null;
}

/**
 * Spec §4: the answer replaces everything; without a discount item the coupon is gone and the discount is only the
 * member discount (decision 0135), 0 without one.
 */
export function cartFromResponse(cart: Cart): { cart: Cart; coupon: AppliedCoupon | null } {
  const line = discountItemOf(cart);
  if (!line) return { cart: { ...cart, discount: cart.member_discount?.amount ?? 0 }, coupon: null };
  return { cart, coupon: { code: line.code, name: line.name, desc: line.desc } };
}

/** Pre-check problems stay only for lines that still exist with the quantity that was checked. */
export function problemsStillTrue(problems: PreCheckProblem[], before: Cart | null, after: Cart): PreCheckProblem[] {
  const qty = (cart: Cart | null, id: number) => cart?.items.find((i) => i.cart_item_id === id)?.qty;
  return problems.filter((p) => {
    const now = qty(after, p.cart_item_id);
    return now !== undefined && now === qty(before, p.cart_item_id);
  });
}

export function cartIdOf(context: CartContext): string {
  // Guarded by unrunnableCode before any actor that needs a cart is invoked.
  if (context.cartId === null) throw new Error("cart id missing");
  return context.cartId;
}

/** The command in flight, of the type the state runs. */
export function commandOf<T extends CartCommandType>(context: CartContext, type: T): Extract<CartCommand, { type: T }> {
  const current = context.current;
  if (current?.type !== type) throw new Error(`expected ${type}, running ${current?.type ?? "nothing"}`);
  return current as Extract<CartCommand, { type: T }>;
}
