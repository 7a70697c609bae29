import { checkoutSpecs } from "./checkout-flows.ts";

// At desktop width (1440): a guest from the cart to the payment page, a member with a saved address through
// My Orders and re-order, and a price that changed before Place order, confirmed at the pre-check. In both languages.
checkoutSpecs();
