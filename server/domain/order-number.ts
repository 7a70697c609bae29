import { bangkokDate } from "#contract/dispatch.ts";

/**
 * The order number shoppers see and quote: "SS-" + the Bangkok year and month it was placed (YYMM) + a running
 * number of at least six digits, e.g. "SS-2612-004213". The running number comes from one database sequence, so
 * numbers never repeat; they are for reading aloud, never for access (URLs use the order's random id).
 */
export function orderNumber(sequence: number, placedAt: Date): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`order sequence must be >= 1, got ${sequence}`);
  }
  const day = bangkokDate(placedAt);
  return `SS-${day.slice(2, 4)}${day.slice(5, 7)}-${String(sequence).padStart(6, "0")}`;
}
