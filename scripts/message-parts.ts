// Which messages each part of the browser app needs (scripts/vite-message-parts.ts, decision 0041): the shell (what
// the entry reaches without entering a page: header, footer, menus, dialogs, machines) and each page module (what
// it reaches, less the shell's). Pure, so the rules are tested apart from the build.
import { SHELL_PART } from "#contract/pages.ts";

export interface ModuleNode {
  /** The module's code after Lingui's macro: each message is a descriptor `{ id: "…" }`. */
  code: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** Message ids as the macro writes them into descriptors and `<Trans id>`: `id: "…"` in any quotes. */
const DESCRIPTOR_ID = /\bid:\s*(["'`])([^"'`\\\s]{1,64})\1/g;

/** The catalog ids a module's code names (anything else named `id` is not a message and is left out). */
export function messageIds(code: string, known: ReadonlySet<string>): string[] {
  return [...code.matchAll(DESCRIPTOR_ID)].map((match) => match[2] ?? "").filter((id) => known.has(id));
}

/** Every module reachable from `root` by static or dynamic import, without entering the modules in `stops`. */
function reach(root: string, graph: (id: string) => ModuleNode | null, stops: ReadonlySet<string>): string[] {
  const seen = new Set([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const node = graph(id);
    for (const next of [...(node?.imports ?? []), ...(node?.dynamicImports ?? [])]) {
      if (seen.has(next) || stops.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

/**
 * The ids each part needs: the shell's from the entry, each page's (by name) from its module, without the shell's.
 * A module two pages share gives its messages to both: a page's part is complete on its own.
 */
export function partitionMessages(entry: string, pages: ReadonlyMap<string, string>,
  graph: (id: string) => ModuleNode | null, known: ReadonlySet<string>): Map<string, string[]> {
  const idsOf = (modules: readonly string[]) =>
    new Set(modules.flatMap((id) => messageIds(graph(id)?.code ?? "", known)));
  const pageModules = new Set(pages.keys());
  const shell = idsOf(reach(entry, graph, pageModules));
  const parts = new Map<string, string[]>([[SHELL_PART, [...shell].sort()]]);
  for (const [module, name] of pages) {
    const own = [...idsOf(reach(module, graph, pageModules))].filter((id) => !shell.has(id));
    parts.set(name, own.sort());
  }
  return parts;
}
