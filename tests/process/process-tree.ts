// The process tree of a shop (its own process, the embedded PostgreSQL server and its backends) with resident memory,
// read from /proc (Linux). Used by the process tests and the benchmarks; the shop itself never measures.
import { readdirSync, readFileSync } from "node:fs";

export interface ProcessMemory {
  pid: number;
  name: string;
  rssMb: number;
}

function read(pid: number): { ppid: number; name: string; rssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (key: string) => status.match(new RegExp(`^${key}:\\s+(.+)$`, "m"))?.[1] ?? "";
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    // The whole command line: a clone in a long path puts `postgres -D` past any fixed cut.
    return { ppid: Number(field("PPid")), name: cmdline || field("Name"), rssMb: parseInt(field("VmRSS"), 10) / 1024 };
  } catch {
    return null;
  }
}

/** The process `root` and all its descendants, with their resident memory. */
export function processTree(root: number): ProcessMemory[] {
  const all = readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map(Number);
  const info = new Map(all.flatMap((pid) => {
    const entry = read(pid);
    return entry ? [[pid, entry] as const] : [];
  }));
  const out: ProcessMemory[] = [];
  const visit = (pid: number) => {
    const entry = info.get(pid);
    if (!entry) return;
    // A process leaving as it is read has no VmRSS line: count it as 0 rather than poisoning the sums.
    out.push({ pid, name: entry.name, rssMb: Number.isFinite(entry.rssMb) ? entry.rssMb : 0 });
    for (const [child, e] of info) if (e.ppid === pid) visit(child);
  };
  visit(root);
  return out;
}

/** The shop's own process in a tree (the one running server/main.ts), wherever npm started it. */
export const shopProcess = (tree: ProcessMemory[]): ProcessMemory | undefined =>
  tree.find((p) => p.name.includes("server/main.ts") && !p.name.startsWith("sh ")) ?? tree[0];

/**
 * One line for a tree: the shop's process, the database server's processes and any launcher (npm). The sum of RSS
 * counts pages shared between PostgreSQL's processes once per process, so it is an upper bound.
 */
export function describeTree(tree: ProcessMemory[]): string {
  const shop = shopProcess(tree);
  if (!shop) return "(gone)";
  const database = tree.filter((p) => p.name.includes("postgres"));
  const others = tree.filter((p) => p !== shop && !database.includes(p));
  const sum = (list: ProcessMemory[]) => list.reduce((total, p) => total + p.rssMb, 0).toFixed(0);
  const launcher = others.length ? `; launcher ${others.length} processes ${sum(others)} MB` : "";
  return `shop ${shop.rssMb.toFixed(0)} MB; database ${database.length} processes ${sum(database)} MB (RSS `
    + `sum)${launcher}`;
}
