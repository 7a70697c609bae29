import { object, number, type, type Struct } from "superstruct";

/** Successful bodies are `{ data }`; lists add `meta`. */
export function dataOf<T, S>(inner: Struct<T, S>) {
  return type({ data: inner });
}

export const PageMeta = object({ page: number(), per_page: number(), total: number() });

export function pageOf<T, S>(inner: Struct<T, S>) {
  return type({ data: inner, meta: PageMeta });
}
