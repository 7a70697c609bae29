// At 375 px: the membership page in every state, in English and Thai, with a screenshot of
// each under test-results/screenshots/ (tests/e2e/membership-flows.ts; decision 0165).
import { test } from "./fixtures.ts";
import { walkMembershipStates } from "./membership-flows.ts";

for (const lang of ["en", "th"] as const) {
  test(`the membership page in every state (${lang})`, async ({ page }, testInfo) => {
    await walkMembershipStates(page, testInfo, lang);
  });
}
