import {
  DEFAULT_SHIPPING_METHOD, FREE_STANDARD_FROM, SHIP_CUTOFF_HOUR, SHIPPING_FEES, shippingFee,
} from "#contract/cart.ts";
import { bangkokDate, shipDate } from "#contract/dispatch.ts";

// Fees, the fee rule, the cutoff and the dispatch date live in the contract: the cart and checkout pages apply the
// same rules as the server.
export { bangkokDate, DEFAULT_SHIPPING_METHOD, FREE_STANDARD_FROM, SHIP_CUTOFF_HOUR, SHIPPING_FEES, shipDate,
  shippingFee };
