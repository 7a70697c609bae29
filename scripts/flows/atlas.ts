// The whole flow atlas as files in memory, and the check that docs/flows/ still holds exactly them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Graphviz } from "@hpcc-js/wasm-graphviz";
import type { AnyStateMachine } from "xstate";
import type { RegisteredMachine } from "#machines/registry.ts";
import { machineDot } from "./dot.ts";
import { stylesheet } from "./html.ts";
import { COVERAGE_DIR, indexPage, machinePage, readme } from "./pages.ts";

/**
 * Graphviz in WebAssembly has no fonts: it sizes text with built-in Helvetica widths (and bold as regular). Browsers
 * draw Arial, Liberation or DejaVu Sans up to ~8% wider, so the text is drawn this much smaller than it was laid out
 * to stay inside its box.
 */
const TEXT_SCALE = 0.92;

/** One machine's diagram as SVG (Graphviz's dot layout, in WebAssembly: no network, no browser). */
export async function machineSvg(machine: AnyStateMachine): Promise<string> {
  const graphviz = await Graphviz.load();
  return graphviz
    .dot(machineDot(machine))
    .replace(/font-size="([\d.]+)"/g, (_, size: string) => `font-size="${(Number(size) * TEXT_SCALE).toFixed(2)}"`);
}

/** Every file of docs/flows/ by its path there; the same machines always give the same bytes. */
export async function renderAtlas(machines: RegisteredMachine[]): Promise<Map<string, string>> {
  const files = new Map<string, string>([
    ["index.html", indexPage(machines)],
    ["atlas.css", stylesheet],
    ["README.md", readme(machines)],
  ]);
  for (const entry of machines) {
    const svg = await machineSvg(entry.machine);
    files.set(`${entry.name}.svg`, svg);
    files.set(`${entry.name}.html`, machinePage(machines, entry, svg));
  }
  return files;
}

/** What differs between the rendered atlas and the folder: changed, missing and left-over files. */
export function compareAtlas(dir: string, files: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`${name} is missing`);
    else if (readFileSync(path, "utf8") !== content) problems.push(`${name} differs from the machines`);
  }
  const present = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of present) {
    if (entry.isDirectory() && entry.name === COVERAGE_DIR) continue; // written by npm run test:model, not committed
    if (!files.has(entry.name)) problems.push(`${entry.name} is not part of the atlas (left over?)`);
  }
  return problems;
}
