// Values for the API fuzzer: what a route's contract schema accepts (near-valid) and what no schema should (hostile).
// Near-valid values come from a pool of real values (the seeded database, then every 2xx answer) filtered by the
// field's own superstruct schema, so the fuzzer reaches handlers and the database without a copy of any rule.
import fc from "fast-check";
import { validate, type Struct } from "superstruct";

type AnyStruct = Struct<unknown, unknown>;

/**
 * Real values seen so far: strings and integers from the seeded tables, from every successful answer (ids of carts,
 * lines and addresses the fuzzer created), and samples of plausible shapes. Each is also kept under the name it was
 * found under (a column or JSON key), so a field is first offered the values of a field of the same name.
 */
export class ValuePool {
  private log: (string | number)[] = [];
  private readonly known = new Set<string | number>();
  private readonly byKey = new Map<string, (string | number)[]>();
  private generation = 0;

  /** Adds a value (under its key); `keyedOnly`: offered only to fields of that name, not to every field. */
  add(value: unknown, key = "", keyedOnly = false): void {
    const fits = (typeof value === "string" && value.length <= 120) || (Number.isSafeInteger(value) && value !== 0);
    if (!fits) return;
    const item = value as string | number;
    if (key) {
      const list = this.byKey.get(key) ?? [];
      if (!list.includes(item)) this.byKey.set(key, [...list.slice(-299), item]);
    }
    if (keyedOnly || this.known.has(item)) return;
    this.known.add(item);
    this.log.push(item);
    if (this.log.length > 12_000) this.forgetOldest();
    // Path segments too: "/media/product/glow-serum.webp" offers "glow-serum.webp" to a file parameter.
    if (typeof item === "string" && item.includes("/")) for (const part of item.split(/[/?&=]/)) this.add(part);
  }

  private forgetOldest(): void {
    this.log = this.log.slice(6_000);
    this.known.clear();
    for (const item of this.log) this.known.add(item);
    this.generation++;
  }

  /** Every string and integer inside a JSON value (answers, rows), each under its key. */
  harvest(value: unknown, keyedOnly = false): void {
    const stack: [unknown, string][] = [[value, ""]];
    while (stack.length) {
      const [next, key] = stack.pop()!;
      if (Array.isArray(next)) for (const item of next) stack.push([item, key]);
      else if (next && typeof next === "object") for (const [k, v] of Object.entries(next)) stack.push([v, k]);
      else this.add(next, key, keyedOnly);
    }
  }

  /** The values once found under `key` that the struct accepts. */
  keyedFor(struct: AnyStruct, key: string): unknown[] {
    return (this.byKey.get(key) ?? []).flatMap((v) => accepts(struct, v));
  }

  /** Does the struct accept most of the pool (a free-text field)? */
  takesAlmostAnything(struct: AnyStruct): boolean {
    return this.acceptedBy(struct).length > this.log.length / 2;
  }

  /** The pool's values the struct accepts (coercing, as the server validates), in the order they were found. */
  private readonly accepted = new WeakMap<AnyStruct, { generation: number; seen: number; values: unknown[] }>();
  acceptedBy(struct: AnyStruct): unknown[] {
    let entry = this.accepted.get(struct);
    if (!entry || entry.generation !== this.generation) entry = { generation: this.generation, seen: 0, values: [] };
    for (; entry.seen < this.log.length; entry.seen++) entry.values.push(...accepts(struct, this.log[entry.seen]));
    this.accepted.set(struct, entry);
    return entry.values;
  }
}

/** The value, as a body would carry it or as a query string would (a number as digits), where the struct takes it. */
function accepts(struct: AnyStruct, value: unknown): unknown[] {
  const forms = typeof value === "number" ? [value, String(value)] : [value];
  return forms.filter((form) => !validate(form, struct, { coerce: true })[0]);
}

const SURROGATES = ["\uD800", "\uDC00", "a\uDBFFb", "\uDFFF\uD800"];

/** Integers no int4 column holds (every id is one), and past int8 and a double's exact range. */
export const BEYOND_INT = [
  2 ** 31, 2 ** 31 + 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 2 ** 63, 2 ** 64, 1e308, -1e308,
];
/** Numbers only JSON text can spell: past a double's exact integers, past int8, or whole-looking fractions. */
export const BEYOND_INT_TEXT = [
  "2147483648", "9007199254740993", "9223372036854775807", "9223372036854775808", "18446744073709551616", "1e308",
  "123456789012345678901234567890", "2147483647.5", "1.0", "-0", "1E3",
];
/** Values no field should take: stored-text breakers, numbers outside every range, injection and path tricks. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null, true, false, 0, -1, -0.5, 1.5, ...BEYOND_INT, ...BEYOND_INT_TEXT, "", " ", "\t\n",
    "\u0000", "a\u0000b", ...SURROGATES, "%00", "%ZZ", "'; DROP TABLE members; --", "<script>alert(1)</script>",
    "../../etc/passwd", "ไทย", "😀👍🏽", "x".repeat(10_000), "1e999", "NaN", "-0", "0x10", " 1", "1.0",
    "[object Object]",
    "__proto__", "constructor", "true", "null", "ffffffff-ffff-4fff-bfff-ffffffffffff", "9".repeat(40),
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Keys that name what every object inherits: `${value}` of {"toString":1} throws, `obj.hasOwnProperty(…)` too. */
const INHERITED_KEYS = ["toString", "valueOf", "__proto__", "constructor", "hasOwnProperty", "toJSON"];

/** An object with the own keys given; defineProperty makes "__proto__" a key, as JSON.parse would. */
export function withKeys(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return out;
}

/** Objects and arrays up to 4 deep whose objects hold inherited names as keys: {"a":[{"toString":{"valueOf":1}}]}. */
export const inheritedKeys: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown; object: unknown; array: unknown[] }>(
  (tie) => ({
    node: fc.oneof({ maxDepth: 4 }, hostileScalar, tie("object"), tie("array")),
    object: fc.array(fc.tuple(fc.constantFrom(...INHERITED_KEYS, "a", "id", "lines"), tie("node")),
      { minLength: 1, maxLength: 3 }).map(withKeys),
    array: fc.array(tie("node"), { maxLength: 3 }),
  }),
).object;

/** What a field of another type would hold: the shapes a cross-field check must never be handed. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>("x", "", 7, -1, 0, 1.5, null, true, {}, [], [{}], { length: 2 }, [null], "[]", "{}"),
  inheritedKeys,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: inheritedKeys },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
);

/** Plausible values of common shapes, valid or nearly: ids, codes, dates, passwords, phones, addresses. */
const plausible: fc.Arbitrary<unknown> = fc.oneof(
  fc.uuid({ version: 4 }), fc.emailAddress(), fc.integer({ min: 1, max: 300 }), fc.stringMatching(/^\d{6}$/),
  fc.stringMatching(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/), fc.stringMatching(/^0[689]\d{8}$/),
  fc.string({ minLength: 4, maxLength: 20 }).map((s) => `${s}Aa1#`), fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  fc.boolean(), fc.lorem({ maxCount: 12 }),
);

/** A value from a list that may grow between runs; half the time one of the 20 newest (what was just created). */
const fromList = (list: () => unknown[]) =>
  fc.tuple(fc.boolean(), fc.nat()).map(([recent, i]) => {
    const items = list();
    if (!items.length) return undefined;
    return recent ? items[items.length - 1 - (i % Math.min(20, items.length))] : items[i % items.length];
  });

/** Seeds a pool with samples of the plausible shapes, so fields whose rule they meet find them accepted. */
export function addPlausibleSamples(pool: ValuePool, count = 400, seed = 1): void {
  for (const value of fc.sample(plausible, { numRuns: count, seed })) pool.add(value);
}

/** A number as its digits, digits as a number, other text as a number, anything else as text. */
function flipped(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return /^-?\d+$/.test(value) ? Number(value) : value.length;
  return value === undefined ? 0 : JSON.stringify(value);
}

const numberTakers = new WeakMap<AnyStruct, boolean>();
/** Does the struct take some small whole number (an id, a count, a quantity)? */
function acceptsNumber(struct: AnyStruct): boolean {
  let known = numberTakers.get(struct);
  if (known === undefined) {
    known = [1, 2, 5, 100].some((n) => !validate(n, struct, { coerce: true })[0]);
    numberTakers.set(struct, known);
  }
  return known;
}

/** Is `undefined` acceptable to the struct (an optional or defaulted field)? */
export const isOptional = (struct: AnyStruct) => !validate(undefined, struct, { coerce: true })[0];

/**
 * Values for one struct: mostly what it accepts (from the pool, or built from its shape), sometimes plausible or
 * hostile ones. Objects keep their fields, drop an optional one now and then, and rarely gain an unknown one.
 */
export function valueFor(struct: AnyStruct, pool: ValuePool, depth = 0, key = ""): fc.Arbitrary<unknown> {
  const keyed = fromList(() => pool.keyedFor(struct, key));
  const any = fromList(() => pool.acceptedBy(struct));
  const accepted = fc.tuple(keyed, any).map(([a, b]) => a ?? b);
  const wrong = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: hostileValue });
  // A number the field takes, past int4 or int8 (ids); a number as a string and a string as a number.
  const takesNumbers = fc.constant(undefined).map(() => acceptsNumber(struct));
  const beyond = fc.constantFrom(...BEYOND_INT);
  return fc.oneof(
    { weight: 30, arbitrary: shaped(struct, pool, depth, fc.oneof(accepted, any)) },
    { weight: 1, arbitrary: wrong },
    { weight: 1, arbitrary: accepted.map(flipped) },
    { weight: 2, arbitrary: fc.tuple(takesNumbers, beyond, accepted).map(([n, big, v]) => (n ? big : flipped(v))) },
  );
}

function shaped(
  struct: AnyStruct, pool: ValuePool, depth: number, accepted: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case "object":
    case "type":
      return objectFor(schema as Record<string, AnyStruct>, pool, depth);
    case "enums":
      return fc.constantFrom(...Object.values(schema as Record<string, unknown>));
    case "literal":
      return fc.constant(schema);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(depth > 4 ? hostileScalar : valueFor(schema as AnyStruct, pool, depth + 1), { maxLength: 4 });
    case "union":
    case "dynamic":
      return Array.isArray(schema) && schema.length
        ? fc.oneof(...(schema as AnyStruct[]).map((s) => valueFor(s, pool, depth + 1)))
        : fc.oneof(accepted, plausible);
    default:
      // Strings, numbers and coerced values: what the pool has that the struct accepts, else a plausible guess.
      // A leaf that takes almost anything (free text) gets plausible shapes more often: a phone, an e-mail, a date.
      return fc.oneof(
        { weight: 12, arbitrary: accepted.chain((v) => (v === undefined ? plausible : fc.constant(v))) },
        { weight: pool.takesAlmostAnything(struct) ? 12 : 1, arbitrary: plausible },
      );
  }
}

/**
 * An object of the schema's fields. Now and then an optional field is left out, a required one too (rarely), an
 * unknown one is added, and a field whose name extends another's (`password_confirmation`) repeats its value.
 */
function objectFor(fields: Record<string, AnyStruct>, pool: ValuePool, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(fields ?? {});
  const arbitraries = Object.fromEntries(entries.map(([key, struct]) => [
    key, fc.option(valueFor(struct, pool, depth + 1, key), { freq: isOptional(struct) ? 3 : 60, nil: undefined }),
  ]));
  const extra = fc.oneof(
    { weight: 30, arbitrary: fc.constant(undefined) },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom("admin", "id", "member_id", "price", ...INHERITED_KEYS),
        fc.oneof(hostileValue, inheritedKeys)),
    },
  );
  // Now and then one field of another type while the others only miss their rule (a number -1, a text ""): a check
  // across fields (`confirmed`'s lines, matching passwords) must not run on the wrong shape (decision 0183).
  const keys = entries.map(([key]) => key);
  const mangle = fc.option(fc.tuple(fc.nat(), wrongShape), { freq: 4 });
  return fc.tuple(fc.record(arbitraries), extra, fc.boolean(), mangle).map(([record, more, repeat, mangled]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
    for (const key of Object.keys(out)) {
      const base = Object.keys(out).find((other) => other !== key && key.startsWith(`${other}_`));
      if (repeat && base) out[key] = out[base];
    }
    // defineProperty: "__proto__" becomes a key of the body, as JSON.parse would make it, not its prototype.
    if (mangled && keys.length) {
      const [i, shape] = mangled;
      for (const [key, value] of Object.entries(out)) {
        if (typeof value === "number") out[key] = -1;
        else if (typeof value === "string") out[key] = "";
      }
      out[keys[i % keys.length] ?? ""] = shape;
    }
    // defineProperty: "__proto__" becomes a key of the body, as JSON.parse would make it, not its prototype.
    const [extraKey, extraValue] = more ?? [];
    const property = { value: extraValue, enumerable: true, configurable: true, writable: true };
    if (extraKey) Object.defineProperty(out, extraKey, property);
    return out;
  });
}
