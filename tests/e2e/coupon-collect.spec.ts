import { couponCollectSpecs } from "./coupon-collect-flows.ts";

// At desktop width (1440); coupon-collect.phone.spec.ts runs the same at 375.
couponCollectSpecs();
