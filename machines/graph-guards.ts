// Guards as text: the code form (`isNext({ type: "cart.load" })`, part of a transition's stable key) and the sentence
// the flow atlas prints on arrows (`next is cart.load`). Works on xstate v5 guard references: a name, a
// `{ type, params }` object (params static or computed from the event/context), a named function, and the
// and/or/not/stateIn combinators.

/** A value computed from the event or context, read without running the machine: prints as its path. */
const PATH = Symbol("path");

function symbolic(path: string): unknown {
  return new Proxy(function () {}, {
    get(_target, prop) {
      if (prop === PATH) return path;
      if (prop === Symbol.toPrimitive) return () => path;
      if (typeof prop === "symbol") return undefined;
      return symbolic(path ? `${path}.${prop}` : prop);
    },
    apply: () => symbolic(`${path}(…)`),
    has: () => true,
  });
}

const pathOf = (value: unknown): string | null =>
  (typeof value === "function" || typeof value === "object") && value !== null
    ? ((value as Record<symbol, string | undefined>)[PATH] ?? null)
    : null;

/** Runs a params function on symbolic arguments: `({ event }) => ({ id: event.id })` gives `{ id: <event.id> }`. */
function paramsOf(params: unknown): Record<string, unknown> | null {
  if (params === undefined || params === null) return null;
  let value: unknown = params;
  if (typeof params === "function") {
    try {
      value = (params as (args: unknown) => unknown)(symbolic(""));
    } catch {
      return { value: symbolic("(computed)") };
    }
  }
  return typeof value === "object" && value !== null && pathOf(value) === null
    ? (value as Record<string, unknown>)
    : { value };
}

function code(value: unknown): string {
  const path = pathOf(value);
  if (path !== null) return path;
  if (Array.isArray(value)) return `[${value.map(code).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${code(v)}`);
    return entries.length ? `{ ${entries.join(", ")} }` : "{}";
  }
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** `isPathInOtherLocale` → ["is", "path", "in", "other", "locale"]; acronyms stay upper case (`isOTPSent`). */
export function wordsOf(name: string): string[] {
  return (name.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [name]).map((w) =>
    /^[A-Z][a-z]/.test(w) || w.length === 1 ? w.toLowerCase() : w,
  );
}

/** `the event's id` for `event.id`; a plain value as it is written. */
function readable(value: unknown): string {
  const path = pathOf(value);
  if (path !== null) {
    const [head, ...rest] = path.split(".");
    return rest.length ? `the ${head}'s ${rest.join(".")}` : path;
  }
  return typeof value === "string" ? value : code(value);
}

interface Combinator {
  name: string;
  guards?: unknown[];
  stateValue?: unknown;
}

const combinatorOf = (guard: unknown): Combinator | null =>
  typeof guard === "function" && ("guards" in guard || "stateValue" in guard) ? (guard as unknown as Combinator) : null;

function nameAndParams(guard: unknown): { name: string; params: Record<string, unknown> | null } {
  if (typeof guard === "string") return { name: guard, params: null };
  if (typeof guard === "function") return { name: guard.name || "inline", params: null };
  if (guard && typeof guard === "object" && "type" in guard && typeof guard.type === "string") {
    return { name: guard.type, params: paramsOf((guard as { params?: unknown }).params) };
  }
  return { name: "inline", params: null };
}

/** The guard as code: its name with its parameters, computed ones as the path they read. */
export function guardCode(guard: unknown): string {
  const combinator = combinatorOf(guard);
  if (combinator?.stateValue !== undefined) return `stateIn(${code(combinator.stateValue)})`;
  if (combinator?.guards) return `${combinator.name}(${combinator.guards.map(guardCode).join(", ")})`;
  const { name, params } = nameAndParams(guard);
  return params ? `${name}(${code(params)})` : name;
}

/**
 * The guard as a clause for "if …": `isNextCommand` with `{ command: "addItem" }` reads "next command is addItem";
 * `hasToken` reads "has token"; computed parameters say what they read: "cart not found (from the event's error)".
 */
export function guardSentence(guard: unknown, nested = false): string {
  const combinator = combinatorOf(guard);
  if (combinator?.stateValue !== undefined) return `in state ${readable(combinator.stateValue)}`;
  if (combinator?.guards) {
    const parts = combinator.guards.map((g) => guardSentence(g, true));
    if (combinator.name === "not") return `not ${parts[0] ?? ""}`;
    const joined = parts.join(` ${combinator.name} `);
    return nested ? `(${joined})` : joined;
  }
  const { name, params } = nameAndParams(guard);
  const words = wordsOf(name);
  const subject = (words[0] === "is" ? words.slice(1) : words).join(" ");
  if (!params) return subject;
  const entries = Object.entries(params);
  const fixed = entries.filter(([, v]) => pathOf(v) === null);
  const computed = entries.filter(([, v]) => pathOf(v) !== null);
  const from = computed.length ? `from ${computed.map(([, v]) => readable(v)).join(" and ")}` : "";
  if (words[0] === "is" && fixed.length === 1 && fixed[0]) {
    return `${subject} is ${readable(fixed[0][1])}${from ? ` (${from})` : ""}`;
  }
  const given = fixed.map(([k, v]) => `${k} ${readable(v)}`).join(", ");
  const details = [given, from].filter(Boolean).join("; ");
  return details ? `${subject} (${details})` : subject;
}
