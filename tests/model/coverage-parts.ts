// What one model test file recorded of one machine, handed from the test workers to the coverage report
// (tests/model/coverage-report.ts, a globalSetup): vitest runs each file in its own worker, so each writes a part.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// import.meta.dirname, not import.meta.url: under jsdom the URL class is jsdom's and refuses file: URLs to paths.
export const repoRoot = join(import.meta.dirname, "..", "..");
/** The report folder beside the flow atlas; git-ignored (decision 0096). */
export const reportDir = join(repoRoot, "docs", "flows", "coverage");
const partsDir = join(reportDir, "parts");

/** One model path as the real actor walked it: the test's name and the keys of the transitions taken, in order. */
export interface RecordedPath {
  test: string;
  steps: string[];
}

export interface CoveragePart {
  machineId: string;
  file: string;
  states: string[];
  transitions: string[];
  paths: RecordedPath[];
}

export function writePart(part: CoveragePart): void {
  mkdirSync(partsDir, { recursive: true });
  const name = `${part.machineId}--${part.file.replaceAll(/[^\w.-]+/g, "_")}.json`;
  writeFileSync(join(partsDir, name), JSON.stringify(part));
}

export function readParts(): CoveragePart[] {
  let names: string[] = [];
  try {
    names = readdirSync(partsDir).filter((n) => n.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(partsDir, n), "utf8")) as CoveragePart);
}

export function clearParts(): void {
  rmSync(partsDir, { recursive: true, force: true });
}
