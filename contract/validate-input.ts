// superstruct's `validate` for what a client sent. Its failure messages print the value with `${value}`, which
// throws for JSON that names a key `toString` or `valueOf` ({"token":{"toString":false}}): a 500 where a 400 belongs.
import { validate, type Struct, type StructError } from "superstruct";

type Options = Parameters<typeof validate>[2];

/** `validate`, answering a failure for any input: objects superstruct cannot print get a printable form first. */
export function validateInput<T, S>(
  value: unknown, struct: Struct<T, S>, options?: Options,
): [StructError, undefined] | [undefined, T] {
  try {
    return validate(value, struct, options);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    makePrintable(value, new Set());
    return validate(value, struct, options);
  }
}

/** A hidden Symbol.toPrimitive on every object and array inside: keys, values and JSON stay as they were. */
function makePrintable(value: unknown, seen: Set<object>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  Object.defineProperty(value, Symbol.toPrimitive, { value: printed, configurable: true });
  for (const key of Object.keys(value)) makePrintable((value as Record<string, unknown>)[key], seen);
}

function printed(): string {
  return "[object]";
}
