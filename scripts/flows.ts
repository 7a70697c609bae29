// The flow atlas: `npm run flows` writes docs/flows/ (index.html, one <machine>.html and <machine>.svg per machine
// of machines/registry.ts, README.md); `npm run flows -- --check` writes nothing and fails when those files no longer
// match the machines (npm test runs it). The coverage report in docs/flows/coverage/ is written by test:model.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machines } from "#machines/registry.ts";
import { compareAtlas, renderAtlas } from "./flows/atlas.ts";

const outDir = join(import.meta.dirname, "..", "docs", "flows");
const check = process.argv.includes("--check");

const started = performance.now();
const files = await renderAtlas(machines);
const problems = compareAtlas(outDir, files);
const ms = (performance.now() - started).toFixed(0);

if (check) {
  if (problems.length) {
    console.error(`docs/flows/ does not match the machines:\n  ${problems.join("\n  ")}\nRun \`npm run flows\`.`);
    process.exit(1);
  }
  console.log(`docs/flows/ matches the ${machines.length} machines (${files.size} files, rendered in ${ms} ms).`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const problem of problems.filter((p) => p.endsWith("(left over?)"))) {
    rmSync(join(outDir, problem.split(" ")[0] ?? ""), { force: true });
  }
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  const svgBytes = [...files].filter(([n]) => n.endsWith(".svg")).reduce((sum, [, c]) => sum + c.length, 0);
  const svg = `SVG ${(svgBytes / 1024).toFixed(0)} KiB`;
  console.log(`docs/flows/: ${files.size} files for ${machines.length} machines in ${ms} ms (${svg}).`);
}
