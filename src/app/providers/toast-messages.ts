import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ToastNotice, ToastWords } from "#machines/toast.machine.ts";
import { toApiError } from "#api/errors.ts";

/** The words of each notice a machine raises (spec §8 messages). */
const NOTICES: Record<ToastNotice, MessageDescriptor> = {
  signedIn: msg`Signed in successfully.`,
  registered: msg`Registered successfully.`,
  signedOut: msg`Log out successfully!`,
  somethingWrong: msg`Something went wrong!`,
  orderPlaced: msg`Your order has been placed.`,
  redeemed: msg`Redeemed with your points.`,
};

/** A toast's words on screen: the caller's text, a machine's notice translated, or a failed request's message. */
export function toastText(words: ToastWords, i18n: I18n): string {
  if (typeof words === "string") return words;
  if ("notice" in words) return i18n._(NOTICES[words.notice]);
  return toApiError(words.failure).message;
}
