import checkout from "#flows/checkout.svg?raw";
import payment from "#flows/payment.svg?raw";

// The atlas's own diagrams of the story machines (docs/flows/, written by `npm run flows` and checked in CI), as
// text for the console to inline. Imported here only, so they ride in the support page's lazy chunk (a lint zone in
// eslint.config.js keeps the rest of src/ from importing docs/). A new payment machine adds its line here; the test
// beside diagram-path.ts fails until it does.
export const ATLAS_SVGS: Partial<Record<string, string>> = { checkout, payment };
