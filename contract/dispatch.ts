import { SHIP_CUTOFF_HOUR } from "./cart.ts";

// Spec §9 "payment before 10:00 ships the same day, after 10:00 the next day, with no weekend shipping", as a pure
// rule both sides apply: the server answers an order's expected dispatch date, the checkout page can show it live.

/** Bangkok has no daylight saving time: it is always UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Date's calendar day in Bangkok as "YYYY-MM-DD". */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Spec §9: paid before 10:00 (Bangkok) ships the same day, from 10:00 on the next day, and nothing ships on a
 * weekend (or on one of `holidays`, "YYYY-MM-DD"). Answers the Bangkok calendar day it ships, "YYYY-MM-DD".
 * Friday 10:01 and any time on Saturday ship on Monday.
 */
export function shipDate(paidAt: Date, holidays: ReadonlySet<string> = new Set()): string {
  const time = paidAt.getTime();
  if (Number.isNaN(time)) throw new RangeError("paidAt is not a valid date");
  const local = new Date(time + BANGKOK_OFFSET_MS);
  let day = bangkokDate(paidAt);
  if (local.getUTCHours() >= SHIP_CUTOFF_HOUR) day = nextDay(day);
  // Bounded: a run of closed days longer than a month means the holiday list is wrong, not that nothing ships.
  for (let guard = 0; guard < 31 && (isWeekend(day) || holidays.has(day)); guard++) day = nextDay(day);
  return day;
}
