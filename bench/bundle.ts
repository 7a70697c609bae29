// `npm run bench:bundle`: how much JavaScript (gzip) the home route downloads before it can render, against a
// budget of 190 kB in English and in Thai (decision 0181). It builds the app with a manifest into a scratch folder
// (dist/ is left alone, so a running `npm start` is not disturbed), then follows the manifest: the entry chunk,
// everything it imports statically, the start-up steps it imports one by one (src/main.tsx), the home route's lazy
// chunk with its static imports, and the shell's and the home page's messages (scripts/vite-message-parts.ts).
// Each file is gzipped on its own (level 9), as it is served.
// A benchmark, not a test: it prints a table and PASS/FAIL, and exits 1 when over budget.
//
//   npm run bench:bundle [-- --home <pattern>]   pattern: regexp matched against source paths of lazy chunks
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { MESSAGE_PARTS_FILE, PAGE_ROUTES, pageMessageFiles, type MessageParts } from "#contract/pages.ts";

const BUDGET_BYTES = 190 * 1000; // kB as vite reports them (1 kB = 1000 bytes)
const root = join(import.meta.dirname, "..");

type ManifestChunk = {
  file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean;
  imports?: string[]; dynamicImports?: string[];
};
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
const sumGzip = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + row.gzip, 0);

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes one source-map VLQ segment into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Who a source file belongs to: an npm package name, or the app folder it lives in. */
function owner(source: string): string {
  const parts = source.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at >= 0) {
    const name = parts[at + 1] ?? "?";
    return name.startsWith("@") ? `${name}/${parts[at + 2] ?? ""}` : name;
  }
  return `(app) ${parts.slice(0, 2).join("/")}`;
}

/** Minified bytes per package, read from a chunk's source map: each mapping segment owns the code up to the next. */
function composition(code: string, map: { sources: string[]; mappings: string }, mapDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const lines = code.split("\n");
  let sourceIndex = 0;
  map.mappings.split(";").forEach((line, lineNo) => {
    const length = lines[lineNo]?.length ?? 0;
    let column = 0;
    const segments = line ? line.split(",").map(decodeSegment) : [];
    segments.forEach((segment, i) => {
      column += segment[0] ?? 0;
      if (segment.length >= 4) sourceIndex += segment[1] ?? 0;
      const next = i + 1 < segments.length ? column + (segments[i + 1]?.[0] ?? 0) : length;
      const name = segment.length >= 4
        ? owner(relative(root, resolve(mapDir, map.sources[sourceIndex] ?? "?"))) : "(unmapped)";
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, next - column));
    });
  });
  return sizes;
}

const outDir = mkdtempSync(join(tmpdir(), "skinstate-bundle-"));

function row(file: string, reason: string): Row {
  const bytes = readFileSync(join(outDir, file));
  return { file, reason, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The home page's message parts in a locale, as rows: the shell's and its own. */
function homeMessages(locale: string): Row[] {
  const parts = JSON.parse(readFileSync(join(outDir, MESSAGE_PARTS_FILE), "utf8")) as MessageParts;
  const home = PAGE_ROUTES.find((route) => route.path === "")?.page ?? "home";
  return pageMessageFiles(parts, locale, home).map((file) => row(file, `messages (${locale})`));
}

try {
  build(outDir);
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");

  const seen = new Set<string>();
  const entryKeys = staticClosure(manifest, entryKey, seen);
  // The entry imports the first load's chunks one after another (src/main.tsx), each with its static imports.
  const bootKeys = (manifest[entryKey]?.dynamicImports ?? []).flatMap((key) => staticClosure(manifest, key, seen));
  const homeKeys = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry === true && homePattern.test(chunk.src ?? key);
  });
  if (homeKeys.length === 0) {
    console.warn(`No lazy chunk matches ${homePattern}: counting the entry closure only`
      + " (is the home route lazy-loaded?).");
  }
  const homeClosure = homeKeys.flatMap((key) => staticClosure(manifest, key, seen));

  const rows: Row[] = [...entryKeys.map((key) => ({ key, why: key === entryKey ? "entry" : "static import of entry" })),
    ...bootKeys.map((key) => ({ key, why: "start-up step (entry)" })),
    ...homeClosure.map((key) => ({ key, why: homeKeys.includes(key) ? "home route (lazy)" : "static import of home" }))]
    .map(({ key, why }) => row(manifest[key]!.file, why));
  // The messages come in parts, in the page's language (scripts/vite-message-parts.ts): English home's two.
  const english = homeMessages("en");
  rows.push(...english);

  // Cross-check with what index.html itself asks for first (module script + modulepreload links).
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const htmlScripts = [
    ...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g),
  ]
    .map((match) => match[1] ?? "");
  const missing = htmlScripts.filter((file) => !rows.some((row) => row.file === file));

  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  const width = Math.max(...rows.map((row) => row.file.length), 10);
  console.log(`\nHome route first-load JavaScript (gzip level 9, 1 kB = 1000 B)\n`);
  console.log(`${"file".padEnd(width)}  ${"raw kB".padStart(8)}  ${"gzip kB".padStart(8)}  loaded as`);
  const line = (name: string, raw: number, gzip: number, note: string) =>
    console.log(`${name.padEnd(width)}  ${kB(raw).padStart(8)}  ${kB(gzip).padStart(8)}  ${note}`);
  for (const row of rows) line(row.file, row.raw, row.gzip, row.reason);
  line("total", total.raw, total.gzip, `${rows.length} files`);
  if (missing.length) console.warn(`index.html also preloads files outside this closure: ${missing.join(", ")}`);

  // Where the bytes come from, to know what to lazy-load when the budget is tight.
  const owners = new Map<string, number>();
  for (const row of rows) {
    const mapPath = join(outDir, `${row.file}.map`);
    if (!existsSync(mapPath)) continue;
    const code = readFileSync(join(outDir, row.file), "utf8");
    for (const [name, bytes] of composition(code, JSON.parse(readFileSync(mapPath, "utf8")), dirname(mapPath))) {
      owners.set(name, (owners.get(name) ?? 0) + bytes);
    }
  }
  if (owners.size > 0) {
    console.log(`\nLargest contributors (minified kB, from source maps)`);
    for (const [name, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`  ${kB(bytes).padStart(7)}  ${(100 * bytes / total.raw).toFixed(0).padStart(3)} %  ${name}`);
    }
  }

  // A Thai shopper's home loads the same scripts with the Thai parts instead.
  const thai = total.gzip - sumGzip(english) + sumGzip(homeMessages("th"));
  console.log(`\nThai home (/th): ${kB(thai)} kB gzip, the same scripts with the Thai message parts`);

  const pass = total.gzip <= BUDGET_BYTES && thai <= BUDGET_BYTES;
  console.log(`\n${pass ? "PASS" : "FAIL"}: ${kB(total.gzip)} kB gzip (Thai ${kB(thai)} kB) against a budget of `
    + `${kB(BUDGET_BYTES)} kB`);
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
