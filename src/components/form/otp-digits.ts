// The one-time-code boxes' rules (src/components/form/OtpInput.tsx), as pure functions. A code is the digits typed
// so far, left to right, with no gaps: a box past the first empty one is never filled, as on the shops' own OTP pages.

/** What the boxes hold after an edit, and which box has the focus. */
export interface OtpEdit { value: string; focus: number }

/** Where the focus may go: a filled box or the first empty one. */
export function reachableBox(value: string, index: number, length: number): number {
  return Math.max(0, Math.min(index, value.length, length - 1));
}

/**
 * What a box's input event typed: its new text less the digit it held (typing beside a digit instead of over it),
 * one digit or several (a pasted or autofilled code).
 */
export function typedText(held: string, text: string): string {
  if (!held || text.length !== held.length + 1) return text;
  return text.startsWith(held) ? text.slice(held.length) : text.slice(0, 1);
}

/** Digits typed into box `index` fill it and the boxes after it; the focus moves past them. Letters are ignored. */
export function typeDigits(value: string, index: number, typed: string, length: number): OtpEdit {
  const digits = typed.replace(/\D/g, "");
  const start = reachableBox(value, index, length);
  if (!digits) return { value, focus: start };
  const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
  return { value: next, focus: Math.min(start + digits.length, length - 1) };
}

/** Backspace: clears the box's digit, or the one before an empty box, and moves back; later digits move up. */
export function backspace(value: string, index: number): OtpEdit {
  const at = index < value.length ? index : index - 1;
  if (at < 0) return { value, focus: 0 };
  return { value: value.slice(0, at) + value.slice(at + 1), focus: Math.max(at - (at === index ? 1 : 0), 0) };
}
