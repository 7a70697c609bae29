import {
  array, boolean, enums, integer, is, literal, nonempty, nullable, number, object, optional, record, size, string,
  trimmed, unknown, type Infer,
} from "superstruct";
import { Email } from "./auth.ts";
import { Locale } from "./locale.ts";
import { OrderStatus } from "./order.ts";

// The support console (decision 0150). Staff sign in at POST api/staff/sign-in; every api/support/* route
// answers 404 (as for a path that does not exist) to anyone without a live staff token.

/** Staff tokens live this long: a console left open overnight is signed out. */
export const STAFF_SESSION_HOURS = 2;

export const StaffSignIn = object({ email: Email, password: size(string(), 1, 200) });
export type StaffSignIn = Infer<typeof StaffSignIn>;
export const StaffSession = object({
  token: string(), expires_at: string(), staff: object({ email: string(), name: string() }),
});
export type StaffSession = Infer<typeof StaffSession>;
/** POST api/staff/sign-out answers this whether or not the token was live. */
export const StaffSignedOut = object({ ok: literal(true) });

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
export const StuckItem = object({
  kind: enums(STUCK_KINDS),
  /** Seconds it has been so (for expiring_unpaid: seconds left before it expires). */
  age_seconds: number(),
  since: string(),
  order_number: nullable(string()),
  order_status: nullable(OrderStatus),
  email: nullable(string()),
  phone: nullable(string()),
  amount: nullable(integer()),
  method: nullable(string()),
  charge_id: nullable(string()),
  /** job_failed: the job's name and its last error. */
  job: optional(object({ name: string(), error: nullable(string()), retries: number() })),
});
export type StuckItem = Infer<typeof StuckItem>;

export const StoryOrder = object({
  number: string(), public_id: string(), status: OrderStatus, total: integer(), email: string(),
  phone: nullable(string()), locale: Locale, created_at: string(), expires_at: nullable(string()),
  paid_at: nullable(string()), member: boolean(),
});
export type StoryOrder = Infer<typeof StoryOrder>;
export const StoryCharge = object({
  id: number(), charge_id: nullable(string()), method: string(), status: string(), amount: integer(),
  failure_code: nullable(string()), expires_at: nullable(string()), refund_state: nullable(string()),
  created_at: string(),
});
export type StoryCharge = Infer<typeof StoryCharge>;
export const TIMELINE_KINDS = ["order", "payment", "webhook", "staff"] as const;
export const TimelineEntry = object({
  at: string(),
  kind: enums(TIMELINE_KINDS),
  event: string(),
  from: nullable(string()),
  to: nullable(string()),
  source: nullable(string()),
  actor: nullable(string()),
  charge_id: nullable(string()),
  provider_status: nullable(string()),
  failure_code: nullable(string()),
  detail: nullable(record(string(), unknown())),
});
export type TimelineEntry = Infer<typeof TimelineEntry>;
export const Story = object({
  order: StoryOrder,
  charges: array(StoryCharge),
  timeline: array(TimelineEntry),
  /** What staff may do now (the order lifecycle's rules for source staff, and the charges' state). */
  actions: array(enums(SUPPORT_ACTIONS)),
});
export type Story = Infer<typeof Story>;
export const SearchHit = object({
  number: string(), status: OrderStatus, email: string(), phone: nullable(string()), total: integer(),
  created_at: string(),
});
export type SearchHit = Infer<typeof SearchHit>;
/** A landed action: whether anything changed, the order's status now and its story after it. */
export const SupportActionDone = object({ changed: boolean(), status: OrderStatus, story: Story });
export type SupportActionDone = Infer<typeof SupportActionDone>;

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
