import { refine, validate, type Refiner, type Struct } from "superstruct";

/**
 * superstruct's `refine` for a check across fields, run only when every field has the right type (a field may still
 * fail a refinement of its own, such as a weak password or a negative total: the check then adds its failure too).
 * superstruct itself runs a refinement whenever the LAST field failed only a refinement, so `{"lines":"x","total":-1}`
 * reached `value.lines.map` and answered 500 (docs/decisions/0183-hostile-input.md).
 */
export function refineShaped<T, S>(struct: Struct<T, S>, name: string, check: Refiner<T>): Struct<T, S> {
  return refine(struct, name, (value, context) => !hasShape(value, struct) || check(value, context));
}

function hasShape<T, S>(value: T, struct: Struct<T, S>): boolean {
  const [error] = validate(value, struct);
  return !error || error.failures().every((failure) => failure.refinement !== undefined);
}
