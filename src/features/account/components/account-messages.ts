import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "#contract/errors.ts";

const TEXTS: Partial<Record<ErrorCode, MessageDescriptor>> = {
  network_error: msg`Could not reach the server. Please check your connection.`,
  rate_limited: msg`Too many requests. Please wait a moment and try again.`,
  not_found: msg`This address no longer exists. The list has been refreshed.`,
  unauthorized: msg`Please log in again to continue.`,
  validation_failed: msg`Some fields are not valid.`,
  address_limit: msg`You already have the most addresses allowed. Delete one first.`,
};

/** What a machine's error code tells the shopper (the machine keeps codes, never text). */
export function errorText(code: ErrorCode, i18n: I18n): string {
  return i18n._(TEXTS[code] ?? msg`Something went wrong on our side. Please try again.`);
}
