import { queryInt } from "./from-string.ts";

/** The largest value of a PostgreSQL `integer` (int4): every serial id of the shop's tables is one. */
export const ID_MAX = 2_147_483_647;

/**
 * The one type of every numeric id a request carries (products, cart lines, addresses, places, rewards, reviews,
 * branches), in a body, a query or a path: a whole number 1..ID_MAX, as a JSON number or a string of digits. A JSON
 * number beyond int4 (2147483648, 9007199254740993, 1e308) is a field error here, never a database error later
 * (docs/decisions/0183-hostile-input.md).
 */
export const Id = queryInt(1, ID_MAX);
