import { couponCollectSpecs } from "./coupon-collect-flows.ts";

// At phone width (375, touch); coupon-collect.spec.ts runs the same at 1440.
couponCollectSpecs();
