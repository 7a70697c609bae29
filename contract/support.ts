import { enums, is, nonempty, object, optional, size, string, trimmed, type Infer } from "superstruct";
import { Email } from "./auth.ts";
import type { OrderStatus } from "./order.ts";

// The support console (issue 15, decision 0150). Staff sign in at POST api/staff/sign-in; every api/support/* route
// answers 404 (as for a path that does not exist) to anyone without a live staff token.

/** Staff tokens live this long: a console left open overnight is signed out. */
export const STAFF_SESSION_HOURS = 2;

export const StaffSignIn = object({ email: Email, password: size(string(), 1, 200) });
export type StaffSignIn = Infer<typeof StaffSignIn>;
export type StaffSession = { token: string; expires_at: string; staff: { email: string; name: string } };

/** Why staff act: required, written to the record with who acted. */
export const Reason = size(trimmed(string()), 3, 500);
export const SupportActionBody = object({ reason: Reason });
/** The console's buttons work only with a reason the server takes (the console's machine checks it before a call). */
export const reasonGiven = (reason: string) => is(reason.trim(), Reason);
export type SupportActionBody = Infer<typeof SupportActionBody>;

export const SUPPORT_ACTIONS = ["recheck", "expire", "refund", "resend_confirmation"] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];
export const SupportActionParams = object({
  number: size(string(), 1, 40), action: enums(SUPPORT_ACTIONS),
});
export const StoryParams = object({ number: size(string(), 1, 40) });
export const SearchQuery = object({ q: nonempty(size(trimmed(string()), 1, 120)) });
export const SearchQueryOptional = object({ q: optional(string()) });

/** Codes the support routes answer on top of contract/errors.ts. */
export const SUPPORT_ERROR_CODES = ["support_action_refused", "support_provider_unavailable"] as const;

export const STUCK_KINDS = [
  "pending_too_long", "paid_not_processing", "processing_unpaid", "webhook_missing", "expiring_unpaid",
  "refund_pending", "job_failed",
] as const;
export type StuckKind = (typeof STUCK_KINDS)[number];

/** One row of "Stuck now": what, since when, whose (masked), how much, how paid. */
export type StuckItem = {
  kind: StuckKind;
  /** Seconds it has been so (for expiring_unpaid: seconds left before it expires). */
  age_seconds: number;
  since: string;
  order_number: string | null;
  order_status: OrderStatus | null;
  email: string | null;
  phone: string | null;
  amount: number | null;
  method: string | null;
  charge_id: string | null;
  /** job_failed: the job's name and its last error. */
  job?: { name: string; error: string | null; retries: number };
};

export type StoryOrder = {
  number: string; public_id: string; status: OrderStatus; total: number; email: string; phone: string | null;
  locale: "en" | "th"; created_at: string; expires_at: string | null; paid_at: string | null; member: boolean;
};
export type StoryCharge = {
  id: number; charge_id: string | null; method: string; status: string; amount: number; failure_code: string | null;
  expires_at: string | null; refund_state: string | null; created_at: string;
};
export const TIMELINE_KINDS = ["order", "payment", "webhook", "staff"] as const;
export type TimelineEntry = {
  at: string;
  kind: (typeof TIMELINE_KINDS)[number];
  event: string;
  from: string | null;
  to: string | null;
  source: string | null;
  actor: string | null;
  charge_id: string | null;
  provider_status: string | null;
  failure_code: string | null;
  detail: Record<string, unknown> | null;
};
export type Story = {
  order: StoryOrder;
  charges: StoryCharge[];
  timeline: TimelineEntry[];
  /** What staff may do now (the order lifecycle's rules for source staff, and the charges' state). */
  actions: SupportAction[];
};
export type SearchHit = {
  number: string; status: OrderStatus; email: string; phone: string | null; total: number; created_at: string;
};

/** "somchai@example.com" → "so•••@example.com": enough to recognise, not enough to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email ? "•••" : "";
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** "+66812345678" → "+66•••••5678". */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length <= 6) return "•••";
  return `${phone.slice(0, 3)}${"•".repeat(Math.max(3, phone.length - 7))}${phone.slice(-4)}`;
}
