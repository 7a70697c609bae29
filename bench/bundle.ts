// `npm run bench:bundle`: how much JavaScript (gzip) the home route downloads before it can render, against the
// design budget of 160 kB. It builds the app with a manifest into a scratch folder (dist/ is left alone, so a running
// `npm start` is not disturbed), then follows the manifest: the entry chunk, everything it imports statically, and
// the home route's lazy chunk with its static imports. Each file is gzipped on its own (level 9), as it is served.
// A benchmark, not a test: it prints a table and PASS/FAIL, and exits 1 when over budget.
//
//   npm run bench:bundle [-- --home <pattern>]   pattern: regexp matched against source paths of lazy chunks
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 160 * 1000; // kB as vite reports them (1 kB = 1000 bytes)
const root = join(import.meta.dirname, "..");

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Row = { file: string; reason: string; raw: number; gzip: number };

const { values } = parseArgs({
  options: { home: { type: "string", default: String.raw`(^|/)(home|Home)(Page|Route|Template)?(/index)?\.tsx?$` } },
});
const homePattern = new RegExp(values.home ?? "");

function build(outDir: string): void {
  const vite = join(root, "node_modules", ".bin", "vite");
  const result = spawnSync(vite, ["build", "--manifest", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("vite build failed");
    process.exit(result.status ?? 1);
  }
}

/** The chunk and everything it imports statically, depth first, each key once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const outDir = mkdtempSync(join(tmpdir(), "skinstate-bundle-"));
try {
  build(outDir);
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");

  const seen = new Set<string>();
  const entryKeys = staticClosure(manifest, entryKey, seen);
  const homeKeys = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry === true && homePattern.test(chunk.src ?? key);
  });
  if (homeKeys.length === 0) {
    console.warn(`No lazy chunk matches ${homePattern}: counting the entry closure only (is the home route lazy-loaded?).`);
  }
  const homeClosure = homeKeys.flatMap((key) => staticClosure(manifest, key, seen));

  const rows: Row[] = [...entryKeys.map((key) => ({ key, why: key === entryKey ? "entry" : "static import of entry" })),
    ...homeClosure.map((key) => ({ key, why: homeKeys.includes(key) ? "home route (lazy)" : "static import of home" }))]
    .map(({ key, why }) => {
      const file = manifest[key]!.file;
      const bytes = readFileSync(join(outDir, file));
      return { file, reason: why, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });

  // Cross-check with what index.html itself asks for first (module script + modulepreload links).
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const htmlScripts = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g)]
    .map((match) => match[1] ?? "");
  const missing = htmlScripts.filter((file) => !rows.some((row) => row.file === file));

  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  const width = Math.max(...rows.map((row) => row.file.length), 10);
  console.log(`\nHome route first-load JavaScript (gzip level 9, 1 kB = 1000 B)\n`);
  console.log(`${"file".padEnd(width)}  ${"raw kB".padStart(8)}  ${"gzip kB".padStart(8)}  loaded as`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kB(row.raw).padStart(8)}  ${kB(row.gzip).padStart(8)}  ${row.reason}`);
  console.log(`${"total".padEnd(width)}  ${kB(total.raw).padStart(8)}  ${kB(total.gzip).padStart(8)}  ${rows.length} files`);
  if (missing.length) console.warn(`index.html also preloads files outside this closure: ${missing.join(", ")}`);

  const pass = total.gzip <= BUDGET_BYTES;
  console.log(`\n${pass ? "PASS" : "FAIL"}: ${kB(total.gzip)} kB gzip against a budget of ${kB(BUDGET_BYTES)} kB`);
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
