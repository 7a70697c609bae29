import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldProblem } from "../validation.ts";

/** What a refused command hands back to a form: the server's field messages (already translated). */
export type FormResult = { ok: true } | { ok: false; message: string; fields: Record<string, string[]> };

const problemText = {
  email: msg`Please enter a valid email address.`,
  password_policy: msg`Use at least 8 characters with three of: upper case, lower case, numbers, symbols.`,
  password_match: msg`The passwords do not match.`,
  terms: msg`Please accept the terms of service.`,
} as const;

const requiredText = {
  email: msg`Please enter your email.`,
  password: msg`Please enter your password.`,
  password_confirmation: msg`Please confirm your password.`,
} as const;

/** The words for a field's problem (a required field says which value is missing). */
export function problemMessage(i18n: I18n, field: string, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem === "required") return i18n._(requiredText[field as keyof typeof requiredText]
    ?? msg`This field is required.`);
  return i18n._(problemText[problem]);
}

/** The policy hint under new-password fields (spec §5 hint text, the contract's rule). */
export const passwordHint = msg`Use at least 8 characters with three of: upper case, lower case, numbers, symbols.`;

/** Merges client problems with the server's field messages (the server's first message per field). */
export function fieldErrors(
  i18n: I18n, problems: Partial<Record<string, FieldProblem>>, server: Record<string, string[]>,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [field, problem] of Object.entries(problems)) out[field] = problemMessage(i18n, field, problem);
  for (const [field, messages] of Object.entries(server)) if (messages[0] && !out[field]) out[field] = messages[0];
  return out;
}
