/**
 * What a save handed down from the page answers: done, or refused with a message (already in the shopper's
 * language, from the server) and the first message per field. Forms show field messages under their fields and the
 * rest as an error toast.
 */
export type FormOutcome =
  | { ok: true }
  | { ok: false; message: string; fields: Record<string, string> };

/** Server field keys may be paths ("phone.number"); a form field answers to the first segment. */
export function fieldMessage(fields: Record<string, string>, name: string): string | undefined {
  if (fields[name]) return fields[name];
  const nested = Object.keys(fields).find((key) => key.split(".")[0] === name);
  return nested ? fields[nested] : undefined;
}

/**
 * A failed call as the forms want it. src/api rejects with ApiError (its message is the server's, in the shopper's
 * language; `errors` holds field messages), read here by shape so features stay free of src/api.
 */
export function outcomeOf(error: unknown): Extract<FormOutcome, { ok: false }> {
  const message = error instanceof Error ? error.message : "";
  const raw = error && typeof error === "object" && "errors" in error ? error.errors : undefined;
  const fields: Record<string, string> = {};
  if (raw && typeof raw === "object") {
    for (const [key, list] of Object.entries(raw as Record<string, unknown>)) {
      if (Array.isArray(list) && typeof list[0] === "string") fields[key] = list[0];
    }
  }
  return { ok: false, message, fields };
}
