/**
 * Product cards hydrate four at a time (a desktop's row, two of a phone's): each section of a server-rendered page
 * that waits for its turn costs the load a suspension, and a card alone is too small a turn to be worth one.
 */
export function cardGroups<T>(items: readonly T[], size = 4): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
