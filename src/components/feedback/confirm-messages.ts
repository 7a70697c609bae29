import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ConfirmLabel, ConfirmLabelCode } from "#machines/confirm.machine.ts";

// The machine names default captions by code; this is the one place those codes become words.
const messages = {
  deleteAccount: msg`Delete Account`,
  noDontDelete: msg`No, Don't Delete`,
  yes: msg`Yes`,
  no: msg`No`,
  ok: msg`OK`,
  cancel: msg`Cancel`,
} satisfies Record<ConfirmLabelCode, unknown>;

export function confirmLabelText(label: ConfirmLabel, i18n: I18n): string {
  return "text" in label ? label.text : i18n._(messages[label.code]);
}
