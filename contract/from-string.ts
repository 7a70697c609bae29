import { coerce, integer, max, min, unknown, type Struct } from "superstruct";

/**
 * `coerce(struct, string(), fn)` without its `is(value, string())` test, which builds a StructError (message,
 * failures) for every value that is not a string: a number in a JSON body, an absent optional field. Same values
 * accepted and refused; validating an add-to-cart body went from ~80 to ~10 µs.
 */
export function fromString<T, S>(struct: Struct<T, S>, fn: (value: string) => unknown): Struct<T, S> {
  return coerce(struct, unknown(), (value) => (typeof value === "string" ? fn(value) : value));
}

/** An integer in [least, most] that a query may carry as a string of digits. */
export function queryInt(least: number, most: number): Struct<number, null> {
  const digits = String(most).length;
  const form = new RegExp(`^\\d{1,${digits}}$`);
  return fromString(max(min(integer(), least), most), (v) => (form.test(v) ? Number(v) : Number.NaN));
}
