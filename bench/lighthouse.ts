// `npm run bench:lighthouse`: Lighthouse (from npm) on /usr/bin/chromium, its default mobile preset (simulated slow
// 4G and a 4x slower CPU), on the server-rendered home, a listing, a product and a blog post in English and Thai
// Each page is measured 3 times and the median of each figure is printed against its budget:
// performance >= 90, accessibility, best practices and SEO 100, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05.
// It starts the built shop on a fresh data dir and a free port. Each row also gives the box's speed (Lighthouse's
// benchmarkIndex, median of the page's runs). A benchmark, not a test: exits 1 on a miss.
//
//   npm run bench:lighthouse [-- --runs 3 --only "/,/th" --save /tmp/lh]   (--save: each run's report as JSON)
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch, Launcher } from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, runShop, scratchDir, untilServing } from "#tests/process/shop-process.ts";
import { buildClient, clientBuildReason } from "#server/client-build.ts";
import { DEFAULT_CLIENT_DIR } from "#server/app.ts";
import { CHROMIUM_PATH, chromiumArgs } from "#scripts/chromium-flags.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, only: { type: "string" }, save: { type: "string" } },
});
const RUNS = Number(values.runs);

type Figure = { key: string; label: string; budget: number; better: "higher" | "lower"; unit: string };
const FIGURES: Figure[] = [
  { key: "performance", label: "perf", budget: 90, better: "higher", unit: "" },
  { key: "accessibility", label: "a11y", budget: 100, better: "higher", unit: "" },
  { key: "best-practices", label: "best", budget: 100, better: "higher", unit: "" },
  { key: "seo", label: "SEO", budget: 100, better: "higher", unit: "" },
  { key: "largest-contentful-paint", label: "LCP", budget: 2500, better: "lower", unit: "ms" },
  { key: "total-blocking-time", label: "TBT", budget: 200, better: "lower", unit: "ms" },
  { key: "cumulative-layout-shift", label: "CLS", budget: 0.05, better: "lower", unit: "" },
  { key: "first-contentful-paint", label: "FCP", budget: Infinity, better: "lower", unit: "ms" },
];

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is run again. */
async function measure(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error" }))?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError || attempt === attempts) return lhr;
    console.error(`${url}: ${lhr.runtimeError.code}, run again`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

if (await clientBuildReason(DEFAULT_CLIENT_DIR)) await buildClient();
const port = await freePort();
const dataDir = await scratchDir("skinstate-lighthouse-");
const shop = runShop({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" }, port);
await untilServing(shop);
const base = shop.base;
// chrome-launcher's defaults carry a --disable-features list of their own, which ours would replace.
const launcherDisabled = Launcher.defaultFlags().find((flag) => flag.startsWith("--disable-features="))
  ?.slice("--disable-features=".length).split(",") ?? [];
const chrome = await launch({
  chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...chromiumArgs(launcherDisabled)],
});
let failed = false;
// Interrupted: the shop and the browser it started go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    chrome.kill();
    shop.child.kill("SIGTERM");
    process.exit(130);
  });
}
try {
  const [product] = (await (await fetch(`${base}/api/product/?per_page=1`)).json()).data as { slug: string }[];
  const [post] = (await (await fetch(`${base}/api/blog/`)).json()).data as { slug: string }[];
  const pages = ["", "/product/serum", `/product/detail/${product!.slug}`, `/blog/${post!.slug}`]
    .flatMap((path) => [path || "/", `/th${path}`])
    .filter((path) => !values.only || values.only.split(",").includes(path));
  const budgeted = FIGURES.filter((f) => f.budget !== Infinity);
  console.log(`Lighthouse ${RUNS} runs per page, mobile preset, median; budgets: ${budgeted
    .map((f) => `${f.label} ${f.better === "higher" ? ">=" : "<="} ${f.budget}${f.unit}`).join(", ")}\n`);
  // "box": Lighthouse's benchmarkIndex of this machine during the page's runs (median), no budget: the same page
  // reads a higher TBT on a slower or busier box.
  console.log(`| page | ${FIGURES.map((f) => f.label).join(" | ")} | box |`);
  console.log(`|---|${FIGURES.map(() => "---:").join("|")}|---:|`);
  for (const path of pages) {
    const samples: Record<string, number[]> = {};
    const box: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await measure(`${base}${path}`, chrome.port);
      // Still no trace after three attempts: that run is left out of the median, not counted as a zero.
      if (lhr.runtimeError) {
        console.error(`${base}${path}: ${lhr.runtimeError.code} three times, run ${run + 1} left out`);
        continue;
      }
      if (values.save) {
        await mkdir(values.save, { recursive: true });
        await writeFile(join(values.save, `${path.replace(/\W+/g, "_")}-${run + 1}.json`), JSON.stringify(lhr));
      }
      box.push(lhr.environment.benchmarkIndex);
      for (const f of FIGURES) {
        const value = f.unit === "ms" || f.key === "cumulative-layout-shift"
          ? lhr.audits[f.key]?.numericValue ?? NaN
          : Math.round((lhr.categories[f.key]?.score ?? 0) * 100);
        (samples[f.key] ??= []).push(value);
      }
    }
    const cells = FIGURES.map((f) => {
      const value = median(samples[f.key] ?? []);
      const miss = Number.isNaN(value) || (f.better === "higher" ? value < f.budget : value > f.budget);
      if (miss) failed = true;
      const shown = f.key === "cumulative-layout-shift" ? value.toFixed(3) : Math.round(value).toString();
      return `${shown}${miss ? " ✗" : ""}`;
    });
    console.log(`| ${path} | ${cells.join(" | ")} | ${Math.round(median(box))} |`);
  }
} finally {
  chrome.kill();
  shop.child.kill("SIGTERM");
  await shop.exited;
}
console.log(failed ? "\nFAIL: a figure misses its budget (✗)" : "\nPASS: every figure within its budget");
process.exitCode = failed ? 1 : 0;
