import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "#contract/errors.ts";

// Refusals the server did not word: a lost connection or an answer the page could not read would otherwise show
// the browser's English ("Failed to fetch") on a Thai page. The server's own refusals come in the shopper's language.
const TEXTS: Partial<Record<ErrorCode, MessageDescriptor>> = {
  network_error: msg`We could not reach the shop. Check your connection and try again.`,
  internal_error: msg`Something went wrong on our side. Please try again.`,
};

/** The words for a refusal the server did not send text for; null when its own message should be shown. */
export function localRefusal(code: ErrorCode, i18n: I18n): string | null {
  const text = TEXTS[code];
  return text ? i18n._(text) : null;
}
