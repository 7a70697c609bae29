import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { PlaceType } from "#contract/user.ts";

const PLACE_LABELS = {
  home: msg`Home`,
  condo: msg`Condo`,
  work: msg`Work`,
} as const;

/** Type of place (spec §3 Address form) in the shopper's language. */
export function placeLabel(type: PlaceType, i18n: I18n): string {
  return i18n._(PLACE_LABELS[type]);
}
