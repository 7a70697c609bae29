/**
 * A whole number as English and Thai (th-TH) both write it: 1234567 -> "1,234,567". Done by hand, not with
 * Intl.NumberFormat, because building a Thai number formatter costs a phone ~15 ms of hydration (numbers.test.ts
 * checks the two agree).
 */
export function formatCount(count: number): string {
  const whole = Math.round(Math.abs(count));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
  return count < 0 && whole > 0 ? `-${digits}` : digits;
}
