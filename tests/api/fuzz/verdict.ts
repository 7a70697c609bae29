// What the fuzzer holds every answer to: no 5xx; every 4xx is `{ message, code, errors? }` in the
// shopper's language (the server's own message table); every 429 says when to retry; a refused request changes nothing.
import { is } from "superstruct";
import { ErrorBody } from "#contract/errors.ts";
import { localeFromAcceptLanguage } from "#contract/locale.ts";
import { messages, type MessageKey } from "#plugins/messages.ts";

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Refusals that write on purpose, by route and error code, with the only tables they may change. Nothing else may
 * change a table when the answer is a 4xx.
 */
const WRITING_REFUSALS: Record<string, Record<string, string[]>> = {
  // A wrong phone code costs one of its five attempts (spec §4): counting it is the point of the refusal.
  "POST /api/user/otp/phone/verify": { otp_invalid: ["public.otp_codes"] },
  // The sign-in state is single use: taking it burns it, even when the provider then refuses or the e-mail clashes.
  "POST /api/auth/social/token": {
    social_failed: ["public.oauth_states"],
    social_email_missing: ["public.oauth_states"],
    email_taken: ["public.oauth_states"],
  },
};

function errorBody(answer: Answer): { code: string; message: string; retry_after?: number } | undefined {
  if (!String(answer.headers["content-type"] ?? "").startsWith("application/json")) return undefined;
  try {
    const body: unknown = JSON.parse(answer.body);
    return is(body, ErrorBody) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payment sandbox stands in for Omise, so it answers as Omise does (decision 0111): `{ object: "error", code,
 * message }` in English for its API, and HTML for the pages a browser is sent to (authorize, PromptPay). The shop's own
 * input check runs before every route, so its `{ message, code }` refusals count too.
 */
function sandboxRefusal(route: string, answer: Answer): { code: string } | string {
  const type = String(answer.headers["content-type"] ?? "");
  const page = /\/(authorize|promptpay)\b/.test(route);
  if (page && type.startsWith("text/html")) return { code: `page ${answer.statusCode}` };
  try {
    const body = JSON.parse(answer.body) as { object?: unknown; code?: unknown; message?: unknown };
    if (body.object === "error" && typeof body.code === "string" && typeof body.message === "string" && body.message) {
      return { code: body.code };
    }
  } catch {
    // not JSON
  }
  const shop = errorBody(answer);
  if (shop) return shop;
  return `${answer.statusCode} is not an Omise error: ${answer.body.slice(0, 120)}`;
}

/** The contract breaches of one answer: empty when it keeps every rule above. */
export function breaches(
  route: string, method: string, acceptLanguage: string | undefined, answer: Answer, changedTables: string[],
): string[] {
  const found: string[] = [];
  const status = answer.statusCode;
  if (status >= 500) found.push(`answered ${status}`);
  if (status < 400 || status >= 500) return found;
  if (changedTables.length && method === "HEAD") found.push(`HEAD ${status} changed ${changedTables.join(", ")}`);
  if (method === "HEAD") return found; // a HEAD answer has no body by definition (RFC 9110 §9.3.2)
  if (route.includes(" /sandbox/omise")) {
    const refusal = sandboxRefusal(route, answer);
    if (typeof refusal === "string") return [...found, refusal];
    return changedTables.length ? [...found, `${status} ${refusal.code} changed ${changedTables.join(", ")}`] : found;
  }
  const body = errorBody(answer);
  if (!body) return [...found, `${status} without a JSON { message, code } body: ${answer.body.slice(0, 120)}`];
  const expected = messages[body.code as MessageKey]?.[localeFromAcceptLanguage(acceptLanguage)];
  if (body.message === "" || body.message !== expected) {
    const language = acceptLanguage ?? "default";
    found.push(`${status} ${body.code}: message "${body.message}" is not the ${language} text "${expected}"`);
  }
  if (status === 429) {
    const header = Number(answer.headers["retry-after"]);
    if (!(header >= 1) || body.retry_after !== header) found.push(`429 ${body.code} without a matching Retry-After`);
  }
  const allowed = WRITING_REFUSALS[route]?.[body.code] ?? [];
  const wrote = changedTables.filter((table) => !allowed.includes(table));
  if (wrote.length) found.push(`${status} ${body.code} changed ${wrote.join(", ")}`);
  return found;
}
