import { refine, size, string } from "superstruct";

/**
 * The one password rule, used by the sign-up, reset and change-password forms and by the server (the form's hint
 * text wins over the spec's 6-character reading): at least 8 characters with at least three of the four
 * categories upper case, lower case, digit, symbol. At most 128 characters (argon2 input stays bounded).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_CATEGORIES_NEEDED = 3;

export type PasswordCategory = "upper" | "lower" | "digit" | "symbol";

/** Which of the four categories a password uses (Thai and other letters without case count as symbols). */
export function passwordCategories(password: string): PasswordCategory[] {
  const found = new Set<PasswordCategory>();
  for (const ch of password) {
    if (/\p{Lu}/u.test(ch)) found.add("upper");
    else if (/\p{Ll}/u.test(ch)) found.add("lower");
    else if (/\p{Nd}/u.test(ch)) found.add("digit");
    else if (!/\s/u.test(ch)) found.add("symbol");
  }
  return [...found];
}

export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    passwordCategories(password).length >= PASSWORD_CATEGORIES_NEEDED
  );
}

/** A new password in a request body. The refinement name maps to a translated field message on the server. */
export const NewPassword = refine(size(string(), 1, PASSWORD_MAX), "password_policy", isStrongPassword);

/** A password being checked (sign-in, current password): any non-empty string, bounded. */
export const AnyPassword = size(string(), 1, PASSWORD_MAX);

/**
 * Refines a body holding `password` and `password_confirmation`: a mismatch fails on the confirmation field with
 * the refinement "password_match", so the form shows it under that field.
 */
export function passwordsMatch(value: { password: string; password_confirmation: string }) {
  return value.password === value.password_confirmation
    ? true
    : { path: ["password_confirmation"], refinement: "password_match", message: "Passwords do not match" };
}

/** What is wrong with a new password and its confirmation, as codes (forms map them to words); undefined: fine. */
export function newPasswordProblems(password: string, confirmation: string): {
  password: "required" | "password_policy" | undefined;
  password_confirmation: "required" | "password_match" | undefined;
} {
  return {
    password: password === "" ? "required" : isStrongPassword(password) ? undefined : "password_policy",
    password_confirmation: confirmation === "" ? "required" : confirmation === password ? undefined : "password_match",
  };
}
