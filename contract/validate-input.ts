// superstruct's `validate` for what a client sent. Its failure messages print the value with `${value}`, which
// throws for JSON that names a key `toString` or `valueOf` ({"token":{"toString":false}}): a 500 where a 400 belongs.
// server/plugins/input-guard.ts makes every object of a request printable before any schema sees it; this guards
// callers that validate something else (docs/decisions/0183-hostile-input.md).
import { validate, type Struct, type StructError } from "superstruct";

type Options = Parameters<typeof validate>[2];
type Outcome<T> = [StructError, undefined] | [undefined, T];

/**
 * `validate`, answering a failure for any input: objects superstruct cannot print get a printable form first. Every
 * failure is built here (superstruct builds all but the first lazily, when they are read), so none throws later.
 */
export function validateInput<T, S>(value: unknown, struct: Struct<T, S>, options?: Options): Outcome<T> {
  try {
    return settled(validate(value, struct, options));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    makePrintable(value);
    return settled(validate(value, struct, options));
  }
}

function settled<T>(outcome: Outcome<T>): Outcome<T> {
  outcome[0]?.failures();
  return outcome;
}

/**
 * A hidden Symbol.toPrimitive on every object and array inside `value`, so `${value}` and String(value) give
 * "[object]" whatever keys it has (`toString`, `valueOf`, `__proto__`, `constructor`): keys, values and JSON stay
 * as they were. Walks with its own stack, never recursion.
 */
export function makePrintable(value: unknown): void {
  const seen = new Set<object>();
  const stack = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    Object.defineProperty(next, Symbol.toPrimitive, { value: printed, configurable: true });
    for (const key of Object.keys(next)) stack.push((next as Record<string, unknown>)[key]);
  }
}

function printed(): string {
  return "[object]";
}
