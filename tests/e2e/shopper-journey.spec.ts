import { shopperJourneySpecs } from "./shopper-journey-flows.ts";

// At desktop width (1440); shopper-journey.phone.spec.ts runs the same at 375.
shopperJourneySpecs();
