// globalSetup of the model project: clears the parts before the run and, after it, adds up what every test file
// recorded (tests/model/coverage.ts) into docs/flows/coverage/: coverage.json, index.html and a page per machine,
// and prints per machine the states and transitions covered of the total.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machines } from "#machines/registry.ts";
import { coverageLines, coverageReport } from "#scripts/flows/coverage.ts";
import { coverageIndex, coverageMachinePage } from "#scripts/flows/coverage-pages.ts";
import { clearParts, readParts, reportDir } from "./coverage-parts.ts";

export function setup(): void {
  clearParts();
}

export async function teardown(): Promise<void> {
  const parts = readParts();
  if (parts.length === 0) return; // the run had no model test (e.g. filtered to another project's files)
  const report = coverageReport(machines, parts);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, "coverage.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportDir, "index.html"), coverageIndex(machines, report));
  for (const m of report.machines) {
    writeFileSync(join(reportDir, `${m.name}.html`), await coverageMachinePage(machines, m));
  }
  clearParts();
  console.log(
    [
      "",
      "Model coverage (covered/total, on the real actors):",
      ...coverageLines(report),
      `Report: docs/flows/coverage/index.html and coverage.json`,
      "",
    ].join("\n"),
  );
}
