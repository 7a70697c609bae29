import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { StuckKind, SupportAction } from "#contract/support.ts";

/** What each kind of stuck row means, in the staff member's language. */
export const STUCK_LABELS: Record<StuckKind, MessageDescriptor> = {
  pending_too_long: msg`Payment pending too long`,
  paid_not_processing: msg`Paid, order not Processing`,
  processing_unpaid: msg`Processing without a successful charge`,
  webhook_missing: msg`Webhook expected, not received`,
  expiring_unpaid: msg`Unpaid order about to expire`,
  refund_pending: msg`Refund pending`,
  job_failed: msg`Background job failed`,
};

export const ACTION_LABELS: Record<SupportAction, MessageDescriptor> = {
  recheck: msg`Re-check with provider`,
  expire: msg`Expire unpaid order`,
  refund: msg`Refund in full`,
  resend_confirmation: msg`Resend confirmation mail`,
};

export const ORDER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending Payment`,
  processing: msg`Processing Order`,
  in_transit: msg`In Transit`,
  completed: msg`Delivered`,
  failed: msg`Failed / Expired`,
};

/** Seconds as the largest whole unit: "45 s", "12 min", "3 h", "2 d". */
export function ageParts(seconds: number): { value: number; unit: "s" | "min" | "h" | "d" } {
  if (seconds < 60) return { value: seconds, unit: "s" };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: "min" };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: "h" };
  return { value: Math.floor(seconds / 86_400), unit: "d" };
}
