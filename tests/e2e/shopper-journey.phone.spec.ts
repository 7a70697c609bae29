import { shopperJourneySpecs } from "./shopper-journey-flows.ts";

// At phone width (375, touch); shopper-journey.spec.ts runs the same at 1440.
shopperJourneySpecs();
