import { couponCollectSpecs } from "./coupon-collect-flows.ts";

// Issue 17 at desktop width (1440); coupon-collect.phone.spec.ts runs the same at 375.
couponCollectSpecs();
