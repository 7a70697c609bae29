// Requests for the API fuzzer, derived from the app's own route catalog (server/plugins/validation.ts): each route's
// method, path parameters and the contract schemas of its body, query and params. Near-valid parts come from those
// schemas (values.ts), hostile ones from anywhere: broken JSON, deep nesting, odd content types, headers and paths.
import fc from "fast-check";
import type { RouteInput } from "#plugins/validation.ts";
import { BEYOND_INT_TEXT, hostileScalar, hostileValue, valueFor, type ValuePool } from "./values.ts";

export type Who = "guest" | "member" | "bad-token";

export interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  who: Who;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

const METHODS = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"] as const;

/** Text of a scalar as it would sit in a URL (objects and arrays as JSON, which no route expects). */
const asText = (value: unknown): string =>
  value === undefined ? "" : typeof value === "string" ? value
    : typeof value === "object" ? JSON.stringify(value) : String(value);

/** encodeURIComponent, or for text with a lone surrogate (no UTF-8 form), its bytes with U+FFFD in its place. */
function percent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  }
}

/** Percent-encodes, except now and then: broken escapes and encoded NUL or surrogate halves reach the router. */
const encoded = (value: unknown) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(percent(asText(value))) },
    { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%00", "%ED%A0%80", "a%2Fb", "..%2F..", "%C0%AF") },
  );

function pathFor(route: RouteInput, pool: ValuePool): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  const params = route.schemas.params as { schema?: Record<string, never> } | undefined;
  const segment = (name: string) => {
    const struct = params?.schema?.[name];
    return (struct ? valueFor(struct, pool) : fc.oneof(hostileScalar, fc.string())).chain(encoded);
  };
  const tail = route.url.endsWith("*") ? fc.webPath() : fc.constant("");
  return fc.tuple(fc.tuple(...names.map(segment)), tail).map(([values, rest]) => {
    let i = 0;
    return route.url.replace(/:(\w+)/g, () => values[i++] ?? "").replace(/\*$/, rest.replace(/^\//, ""));
  });
}

function queryFor(route: RouteInput, pool: ValuePool): fc.Arbitrary<string> {
  const fromSchema = route.schemas.query ? valueFor(route.schemas.query, pool) : fc.constant({});
  const pairs = fromSchema.chain((value) => {
    const isRecord = value && typeof value === "object" && !Array.isArray(value);
    const entries = isRecord ? Object.entries(value) : [["q", value]];
    const flat = entries.flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]));
    return fc.tuple(...flat.map(([k, v]) => encoded(v).map((text) => `${percent(String(k))}=${text}`)));
  });
  const hostileKey = fc.constantFrom("page", "id", "a[b]", "__proto__", "cart_id", "x");
  const hostile = fc.array(fc.tuple(hostileKey, hostileScalar.chain(encoded)), { maxLength: 3 })
    .map((list) => list.map(([k, v]) => `${k}=${v}`));
  return fc.tuple(pairs, fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: hostile }))
    .map(([a, b]) => [...a, ...b].join("&"));
}

/** JSON text that no parser or schema should turn into a 5xx. */
const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 2, max: 6000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 2, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.constantFrom(
    "", "{", "}", "[", "nul", "{'a':1}", '{"a":1,}', '{"a":1}x', "\uFEFF{}", '{"qty":1e999}',
    '{"product_id":1e400,"qty":1}', "123456789012345678901234567890", '{"a":"\\u0000"}', '{"a":"\\ud800"}',
    '{"\\u0000":1}', '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"x":{"toString":1}}',
    '{"id":9007199254740993}', '{"id":2147483648}', '{"confirmed":{"lines":"x","total":-1}}',
    "null", "[]", '"text"', "-0", "1e999",
  ),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
);

const CONTENT_TYPES = [
  "application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x", "application/xml", "application/json; charset=latin1", "APPLICATION/JSON",
  "application/vnd.api+json", "application/json, text/plain", "application/jsonx", ";;;", "",
] as const;

function bodyFor(route: RouteInput, pool: ValuePool): fc.Arbitrary<{ payload?: string; type?: string }> {
  const json = (text: fc.Arbitrary<string>) => text.map((payload) => ({ payload, type: "application/json" }));
  const fromSchema = route.schemas.body ? valueFor(route.schemas.body, pool) : fc.oneof(fc.constant({}), hostileValue);
  const schemaText = fromSchema.map((v) => JSON.stringify(v) ?? "");
  // A number of the body (an id, a quantity) spelled as only JSON text can: 9007199254740993, 2^63, 1e308.
  const bigNumberText = fc.tuple(schemaText, fc.nat(), fc.constantFrom(...BEYOND_INT_TEXT)).map(([text, n, big]) => {
    const numbers = [...text.matchAll(/(?<=[:[,])-?\d+(?=[,}\]])/g)];
    const at = numbers[n % Math.max(numbers.length, 1)];
    if (at?.index === undefined) return text;
    return `${text.slice(0, at.index)}${big}${text.slice(at.index + at[0].length)}`;
  });
  return fc.oneof(
    { weight: 10, arbitrary: json(schemaText) },
    { weight: 1, arbitrary: json(bigNumberText) },
    { weight: 3, arbitrary: json(hostileJsonText) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(hostileJsonText, schemaText))
        .map(([type, payload]) => ({ type, payload })),
    },
  );
}

const ACCEPT_LANGUAGES = ["en", "th", "th-TH,th;q=0.9", "en-US,en;q=0.9", "fr", "", "ไทย;q=abc,,,", "*", "TH"];
const BAD_TOKENS = ["Bearer ", "Bearer x", `Bearer ${"a".repeat(43)}`, "Basic dXNlcjpwYXNz", "bearer  ", "Bearer %00"];

function headersFor(): fc.Arbitrary<{ headers: Record<string, string>; who: Who; badToken: string }> {
  return fc.record({
    language: fc.constantFrom(...ACCEPT_LANGUAGES),
    who: fc.constantFrom<Who>("guest", "member", "member", "member", "bad-token"),
    badToken: fc.constantFrom(...BAD_TOKENS),
    extra: fc.option(fc.tuple(fc.constantFrom("if-none-match", "host", "x-forwarded-for", "cookie", "origin"), fc.oneof(
      fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
      fc.constantFrom("*", '"x"', "evil.example", "a".repeat(2000)),
    )), { freq: 2 }),
    // Redeems, orders and payments need one before they read their body's ids (contract/idempotency.ts).
    key: fc.option(fc.oneof(
      { weight: 4, arbitrary: fc.uuid({ version: 4 }) },
      { weight: 1, arbitrary: fc.constantFrom("", "short", "k".repeat(300), "a b", "\u00e9t\u00e9-key-1") },
    ), { freq: 3 }),
  }).map(({ language, who, badToken, extra, key }) => {
    const headers: Record<string, string> = {};
    if (language) headers["accept-language"] = language;
    if (key !== null) headers["idempotency-key"] = key;
    if (extra) headers[extra[0]] = extra[1];
    return { headers, who, badToken };
  });
}

/** One request to one of the routes: mostly its own method, sometimes another (which must be a 404, never a 5xx). */
export function requestFor(
  routes: readonly RouteInput[], pool: ValuePool,
): fc.Arbitrary<FuzzRequest & { badToken: string }> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathFor(route, pool),
      query: queryFor(route, pool),
      body: bodyFor(route, pool),
      head: headersFor(),
      ip: fc.oneof({ weight: 4, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.constant("10.9.9.9") }),
    }).map(({ method, path, query, body, head, ip }) => {
      const hasBody = method !== "GET" && method !== "HEAD";
      const headers = { ...head.headers, ...(hasBody && body.type !== undefined ? { "content-type": body.type } : {}) };
      return {
        route: `${route.method} ${route.url}`, method, url: query ? `${path}?${query}` : path, who: head.who, headers,
        badToken: head.badToken, remoteAddress: ip,
        ...(hasBody && body.payload !== undefined ? { payload: body.payload } : {}),
      };
    }));
}
