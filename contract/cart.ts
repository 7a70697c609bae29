import {
  array, boolean, enums, integer, literal, max, min, nullable, number, object, optional, pattern,
  size, string, union, type Infer,
} from "superstruct";
import { refineShaped } from "./refine-shaped.ts";
import { dataOf } from "./envelope.ts";
import { orderTotal, Satang, type OrderTotal } from "./order-total.ts";
import { Id } from "./id.ts";
import { Count, fromString, ProductId } from "./product.ts";

// Spec §3 Cart and Cart item, §4 Cart, §7 Cart. Amounts are integer satang.

/**
 * Error codes the cart and coupon calls answer, on top of contract/errors.ts. The browser maps each to a message;
 * the cart machine keeps the code. (To be merged into ERROR_CODES by the owner of contract/errors.ts.)
 */
export const COUPON_ERROR_CODES = [
  "coupon_not_found",
  "coupon_expired",
  "coupon_not_started",
  "coupon_usage_limit",
  "coupon_min_spend",
  "coupon_members_only",
  "coupon_exclusive_only",
  "coupon_not_applicable",
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

export const CART_ERROR_CODES = [
  "cart_not_found",
  "product_not_found",
  "out_of_stock",
  "insufficient_stock",
  "quantity_invalid",
  ...COUPON_ERROR_CODES,
] as const;
export const CartErrorCode = enums(CART_ERROR_CODES);
export type CartErrorCode = Infer<typeof CartErrorCode>;

export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === "string" && (CART_ERROR_CODES as readonly string[]).includes(value);
}

/** The most of one product a cart line may hold. */
export const MAX_QTY = 99;

/**
 * A quantity in a JSON body: a number that is a whole 1..99. Strings ("2", "1e3"), 0, negatives, fractions,
 * NaN, Infinity and anything above 99 are refused; stock is checked by the server on top of this.
 */
export const Quantity = max(min(integer(), 1), MAX_QTY);
export type Quantity = Infer<typeof Quantity>;

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A cart id: a UUID v4 (hard to guess). Upper-case hex is accepted and lower-cased. */
export const CartId = fromString(pattern(string(), UUID_V4), (v) => v.toLowerCase());
export type CartId = Infer<typeof CartId>;

/** A cart line id: in a body as a number, in a query as digits. */
export const CartItemId = Id;

/** Coupon codes: letters, digits, "-" and "_", up to 32; trimmed and upper-cased so "welcome10 " finds WELCOME10. */
export const CouponCode = fromString(pattern(size(string(), 1, 32), /^[A-Z0-9][A-Z0-9_-]*$/),
  (v) => v.trim().toUpperCase());

export const SHIPPING_METHODS = ["standard", "express", "pickup"] as const;
export const ShippingMethod = enums(SHIPPING_METHODS);
export type ShippingMethod = Infer<typeof ShippingMethod>;

/** Fees in satang (whole baht, spec §5), shown beside each choice on the cart page and charged by the server. */
export const SHIPPING_FEES: Readonly<Record<ShippingMethod, number>> = { standard: 5_000, express: 12_000, pickup: 0 };
/** Standard shipping is free from this much of goods after the discount (satang). */
export const FREE_STANDARD_FROM = 150_000;

/** The method a cart is priced with before the shopper picks one: the fee shown is the standard one. */
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = "standard";

/**
 * The shipping fee for a cart (the server prices with it; the cart page shows it beside each choice). `goods` is the
 * subtotal minus the discount; an empty cart ships nothing and costs nothing.
 */
export function shippingFee(method: ShippingMethod | null, goods: number, itemCount: number): number {
  if (itemCount <= 0) return 0;
  const chosen = method ?? DEFAULT_SHIPPING_METHOD;
  if (chosen === "standard" && goods >= FREE_STANDARD_FROM) return 0;
  return SHIPPING_FEES[chosen];
}
/** Spec §9: paid before this hour (Bangkok) ships the same working day, from it the next; no weekend shipping. */
export const SHIP_CUTOFF_HOUR = 10;

// ---- Responses ------------------------------------------------------------------------------------------------

/** A product line, with what the cart page shows beside it. */
export const CartProductItem = object({
  type: literal("product"),
  cart_item_id: number(),
  product_id: number(),
  qty: Quantity,
  /** unit_price × qty. */
  total: Satang,
  name: string(),
  /** A short second line: brand and volume. */
  desc: string(),
  slug: string(),
  image: string(),
  unit_price: Satang,
  compare_at_price: optional(nullable(Satang)),
  /** Units on hand now, so the quantity field can cap itself. */
  stock: Count,
});
export type CartProductItem = Infer<typeof CartProductItem>;

/** The applied coupon as a line: its name, desc and (negative) total; at most one per cart. */
export const CartDiscountItem = object({
  type: literal("discount"),
  cart_item_id: number(),
  product_id: literal(null),
  qty: literal(1),
  /** Minus the discount, as a receipt shows it; readers take the absolute value (spec §5). */
  total: max(integer(), 0),
  name: string(),
  desc: string(),
  code: string(),
});
export type CartDiscountItem = Infer<typeof CartDiscountItem>;

export const CartItem = union([CartProductItem, CartDiscountItem]);
export type CartItem = CartProductItem | CartDiscountItem;

/** Member prices (decision 0135): the one member discount that applies, computed by the server. */
export const MEMBER_PERKS = ["birthday", "first_order", "exclusive"] as const;
export const MemberDiscount = object({
  perk: enums(MEMBER_PERKS),
  percent: number(),
  /** Satang taken off the goods, positive. */
  amount: Satang,
});
export type MemberDiscount = Infer<typeof MemberDiscount>;

/** Spec §3 Cart, computed by the server with `orderTotal`. */
export const Cart = object({
  id: string(),
  items: array(CartItem),
  /** Sum of the product lines. */
  subtotal: Satang,
  /**
   * Every discount, positive: the member discount plus the coupon's (its line's total); 0 without either. Decision
   * 0135: `cartTotals` stays spec §5's rule over it.
   */
  discount: Satang,
  /** The member discount inside `discount`; null (or absent, from older servers) without one. */
  member_discount: optional(nullable(MemberDiscount)),
  shipping: Satang,
  /** null until the shopper picks one; the standard fee is shown meanwhile. */
  shipping_method: nullable(ShippingMethod),
  /** The branch for pickup, else null. */
  branch_id: nullable(number()),
  /** VAT contained in total (7% included). */
  vat: Satang,
  total: Satang,
  /** Sum of the product quantities: the header badge. */
  item_count: Count,
});
export type Cart = Infer<typeof Cart>;
export const CartResponse = dataOf(Cart);

export function isProductItem(item: CartItem): item is CartProductItem {
  return item.type === "product";
}

/** The applied coupon line, if any. Spec §4: without one, the coupon name and desc are empty and the discount is 0. */
export function discountItemOf(cart: Pick<Cart, "items">): CartDiscountItem | undefined {
  return cart.items.find((item): item is CartDiscountItem => item.type === "discount");
}

/** Spec §5 over a cart's own lines: what the browser can recompute to agree with the server. */
export function cartTotals(cart: Pick<Cart, "items" | "discount" | "shipping">): OrderTotal {
  return orderTotal({ items: cart.items.filter(isProductItem), discount: cart.discount, shipping: cart.shipping });
}

// ---- Requests -------------------------------------------------------------------------------------------------

// GET api/cart?cart_id= -> CartResponse (404 cart_not_found for an unknown id)
export const GetCartQuery = object({ cart_id: CartId });
export type GetCartQuery = Infer<typeof GetCartQuery>;

// POST api/cart — without a cart id (or with null) a new cart is made and its id returned. -> CartResponse
export const AddToCart = object({
  cart_id: optional(nullable(CartId)),
  product_id: ProductId,
  qty: Quantity,
});
export type AddToCart = Infer<typeof AddToCart>;

// PATCH api/cart — sets the line's quantity (not adds to it). -> CartResponse
export const UpdateCartItem = object({ cart_id: CartId, cart_item_id: CartItemId, qty: Quantity });
export type UpdateCartItem = Infer<typeof UpdateCartItem>;

// DELETE api/cart?cart_id=&cart_item_id= -> CartResponse
export const RemoveCartItemQuery = object({ cart_id: CartId, cart_item_id: CartItemId });
export type RemoveCartItemQuery = Infer<typeof RemoveCartItemQuery>;

// DELETE api/cart/clear?cart_id= -> dataOf(ClearCartResult); the browser then forgets the stored id (spec §4).
export const ClearCartQuery = object({ cart_id: CartId });
export type ClearCartQuery = Infer<typeof ClearCartQuery>;
export const ClearCartResult = object({ cleared: boolean() });
export const ClearCartResponse = dataOf(ClearCartResult);

// GET api/cart/get-coupon?code= -> dataOf(CouponPreview), kept by the browser as the temporary coupon.
export const GetCouponQuery = object({ code: CouponCode });
export type GetCouponQuery = Infer<typeof GetCouponQuery>;

export const DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const DiscountType = enums(DISCOUNT_TYPES);
export type DiscountType = Infer<typeof DiscountType>;

export const CouponPreview = object({
  code: string(),
  name: string(),
  desc: string(),
  discount_type: DiscountType,
  /** percent: 1..100; fixed: satang. */
  discount_value: min(integer(), 1),
  /** The most a percent coupon takes off, in satang; null when uncapped. */
  max_discount: nullable(Satang),
  min_spend: Satang,
  /** ISO 8601; null when open-ended. */
  starts_at: nullable(string()),
  ends_at: nullable(string()),
  members_only: boolean(),
  exclusive_only: boolean(),
});
export type CouponPreview = Infer<typeof CouponPreview>;
export const CouponPreviewResponse = dataOf(CouponPreview);

// GET api/cart/coupons -> dataOf(CouponPreview[]): the coupons a shopper can collect now (the /coupon page).
export const CouponListResponse = dataOf(array(CouponPreview));

// POST api/cart/apply-coupon -> CartResponse (4xx with a coupon_* code when it does not apply)
export const ApplyCoupon = object({ cart_id: CartId, coupon_code: CouponCode });
export type ApplyCoupon = Infer<typeof ApplyCoupon>;

// POST api/cart/remove-coupon -> CartResponse
export const RemoveCoupon = object({ cart_id: CartId });
export type RemoveCoupon = Infer<typeof RemoveCoupon>;

// POST api/cart/apply-shipping -> CartResponse. Pickup names a branch (api/general/store); the others must not.
export const ApplyShipping = refineShaped(
  object({ cart_id: CartId, method: ShippingMethod, branch_id: optional(Id) }),
  "branch",
  (value) => {
    if (value.method === "pickup" && value.branch_id === undefined) {
      return { path: ["branch_id"], value: undefined, message: "pickup needs a branch_id" };
    }
    if (value.method !== "pickup" && value.branch_id !== undefined) {
      return { path: ["branch_id"], value: value.branch_id, message: "only pickup takes a branch_id" };
    }
    return true;
  },
);
export type ApplyShipping = Infer<typeof ApplyShipping>;

// POST api/cart/pre-check — stock and prices re-validated before checkout. -> dataOf(PreCheckResult)
export const PreCheck = object({ cart_id: CartId });
export type PreCheck = Infer<typeof PreCheck>;

export const PRE_CHECK_PROBLEMS = ["out_of_stock", "insufficient_stock", "price_changed", "unavailable"] as const;
export const PreCheckProblemCode = enums(PRE_CHECK_PROBLEMS);
export type PreCheckProblemCode = Infer<typeof PreCheckProblemCode>;

export const PreCheckProblem = object({
  cart_item_id: number(),
  product_id: number(),
  code: PreCheckProblemCode,
  /** insufficient_stock: how many are left. */
  available: optional(Count),
  /** price_changed: the current unit price. */
  price: optional(Satang),
});
export type PreCheckProblem = Infer<typeof PreCheckProblem>;

/** `ok` is true exactly when `problems` is empty. */
export const PreCheckResult = object({ ok: boolean(), problems: array(PreCheckProblem) });
export type PreCheckResult = Infer<typeof PreCheckResult>;
export const PreCheckResponse = dataOf(PreCheckResult);
