import { isEmail } from "#contract/auth.ts";
import { newPasswordProblems } from "#contract/password.ts";

// Spec §5 with the shared password rule (contract/password.ts): the browser checks before sending; the server checks
// again with the same rule. Results are codes; the forms turn them into words in the shopper's language.

export type FieldProblem = "required" | "email" | "password_policy" | "password_match" | "terms";
export type Problems<K extends string> = Partial<Record<K, FieldProblem>>;

const emailProblem = (email: string): FieldProblem | undefined =>
  email.trim() === "" ? "required" : isEmail(email) ? undefined : "email";

function compact<K extends string>(problems: Record<K, FieldProblem | undefined>): Problems<K> {
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v !== undefined)) as Problems<K>;
}

export interface SignInValues { email: string; password: string; remember: boolean }
/** Sign-in: email required (and shaped like one), password required. */
export function checkSignIn(v: SignInValues): Problems<"email" | "password"> {
  return compact({ email: emailProblem(v.email), password: v.password === "" ? "required" : undefined });
}

export interface SignUpValues { email: string; password: string; passwordConfirmation: string; accept: boolean }
/** Sign-up: email format; the password rule; the confirmation equal to the password; the terms accepted. */
export function checkSignUp(v: SignUpValues): Problems<"email" | "password" | "password_confirmation" | "accept"> {
  return compact({
    email: emailProblem(v.email),
    ...checkNewPassword(v),
    accept: v.accept ? undefined : "terms",
  });
}

/** A new password and its confirmation (sign-up and reset). */
export function checkNewPassword(v: { password: string; passwordConfirmation: string }) {
  return newPasswordProblems(v.password, v.passwordConfirmation);
}

export interface ResetValues { password: string; passwordConfirmation: string }
export function checkReset(v: ResetValues): Problems<"password" | "password_confirmation"> {
  return compact(checkNewPassword(v));
}

/** Reset request: email required (and shaped like one). */
export function checkResetRequest(email: string): Problems<"email"> {
  return compact({ email: emailProblem(email) });
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
