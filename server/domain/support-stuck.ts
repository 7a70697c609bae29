// What "stuck" means to the support console (decision 0150): pure rules the stuck list applies to rows.

/**
 * How long a payment of each method normally stays pending. A card's 3-D Secure page or a PromptPay scan takes a
 * minute or two; a bank's app or an installment application longer. Past this, support should look.
 */
const PENDING_MINUTES: Record<string, number> = {
  omise_credit: 10,
  omise_promptpay: 10,
  omise_truemoney: 10,
  omise_rabbit_linepay: 15,
  omise_mobile_banking: 15,
  omise_internet_banking: 15,
  omise_installment: 30,
};
const DEFAULT_PENDING_MINUTES = 15;

/** Minutes a pending charge of `method` may take before it counts as stuck. */
export function pendingLimitMinutes(method: string): number {
  return PENDING_MINUTES[method] ?? DEFAULT_PENDING_MINUTES;
}

/** The shortest of those limits: charges younger than this are never stuck (the query reads only older ones). */
export const MIN_PENDING_MINUTES = Math.min(...Object.values(PENDING_MINUTES));

export function isPendingTooLong(method: string, createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > pendingLimitMinutes(method) * 60_000;
}

/** A charge that ended this long ago without any webhook about it: the provider's delivery did not reach us. */
export const WEBHOOK_GRACE_MINUTES = 5;
/** Charges older than this are not examined for missing webhooks (the list is about now, not history). */
export const WEBHOOK_LOOKBACK_HOURS = 72;
/** Unpaid orders whose deadline is this close are listed as about to expire. */
export const EXPIRING_WITHIN_HOURS = 24;

/** Whole seconds from `from` to `to` (never negative). */
export function ageSeconds(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}
