// The sandbox's test cards: Omise's documented ones (docs.omise.co/api-testing; integrations notes §1.9) behave as
// in Omise's test mode, plus two the sandbox adds for 3-D Secure, which Omise turns on per account instead.

export type CardOutcome = "success" | "failure" | "3ds" | "3ds_failure";
export interface TestCard {
  brand: "Visa" | "MasterCard" | "JCB";
  outcome: CardOutcome;
  /** The failure code the charge gets (failure: at once; 3ds_failure: after the authorize page). */
  failureCode?: string;
}

const brands = { "4": "Visa", "5": "MasterCard", "3": "JCB" } as const;
const card = (number: string, outcome: CardOutcome, failureCode?: string): [string, TestCard] =>
  [number, { brand: brands[number[0] as keyof typeof brands], outcome, ...(failureCode ? { failureCode } : {}) }];

export const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ...["4242424242424242", "4111111111111111", "5555555555554444", "5454545454545454", "3530111333300000",
    "3566111111111113"].map((n) => card(n, "success")),
  ...([
    ["insufficient_fund", "4111111111140011", "5555551111110011", "3530111111190011"],
    ["stolen_or_lost_card", "4111111111130012", "5555551111100012", "3530111111180012"],
    ["failed_processing", "4111111111120013", "5555551111190013", "3530111111170013"],
    ["payment_rejected", "4111111111110014", "5555551111180014", "3530111111160014"],
    ["invalid_security_code", "4111111111160001", "5555551111130001", "3530111111110001"],
    // Omise's earlier "3-D Secure enrollment failed" cards: refused before any authorize page.
    ["payment_rejected", "4111111111150002", "5555551111120002", "3530111111100002"],
  ] as const).flatMap(([code, ...numbers]) => numbers.map((n) => card(n, "failure", code))),
  // Sandbox cards: 3-D Secure asked; the authorize page's Pay makes the charge successful, Fail fails it.
  card("4000000000003220", "3ds"),
  card("5200000000003225", "3ds"),
  // Omise's earlier "3-D Secure validation failed" cards: the authorize page shows, then the charge fails.
  ...["4111111111140003", "5555551111110003", "3530111111190003"].map((n) =>
    card(n, "3ds_failure", "payment_rejected")),
]);

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Failure messages as Omise words them (shown to staff; shoppers get the shop's own text per code). */
export const FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  insufficient_fund: "insufficient funds in the account or the card has reached the credit limit",
  stolen_or_lost_card: "card was lost or stolen",
  failed_processing: "card was declined by the bank: please contact the bank",
  payment_rejected: "payment was rejected by the issuer",
  invalid_security_code: "the security code is invalid",
};
