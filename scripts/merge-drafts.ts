// Fills Thai translations into locales/th/messages.po from the drafts other helpers write:
// locales/drafts/*.th.json, each an object { "<English source (msgid)>": "<Thai>" }.
//
//   npx node scripts/merge-drafts.ts              fill empty msgstr only
//   npx node scripts/merge-drafts.ts --overwrite  also replace existing translations that a draft changes
//
// It prints what it filled and every msgid that is still untranslated, and exits 1 when any is left,
// so a run after `npm run extract` shows at once what still needs Thai.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const catalogPath = join(root, "locales", "th", "messages.po");
const draftsDir = join(root, "locales", "drafts");
const overwrite = process.argv.includes("--overwrite");

/** Unescapes a PO string literal body (the text between the quotes). */
function unquote(body: string): string {
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c));
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
}

function loadDrafts(): Map<string, { thai: string; file: string }> {
  const drafts = new Map<string, { thai: string; file: string }>();
  let files: string[] = [];
  try {
    files = readdirSync(draftsDir).filter((name) => name.endsWith(".th.json")).sort();
  } catch {
    return drafts; // no drafts folder: nothing to merge
  }
  for (const file of files) {
    const parsed: unknown = JSON.parse(readFileSync(join(draftsDir, file), "utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(
      `${file}: expected an object of strings`);
    for (const [english, thai] of Object.entries(parsed)) {
      if (typeof thai !== "string") throw new Error(`${file}: the value for "${english}" is not a string`);
      if (thai.trim()) drafts.set(english, { thai, file });
    }
  }
  return drafts;
}

type Entry = { lines: string[]; msgid: string | null; msgstrStart: number; msgstrEnd: number; msgstr: string };

/** Splits the catalog into entries (blank-line separated) and finds each entry's msgid and msgstr lines. */
function parse(text: string): Entry[] {
  return text.split(/\n{2,}/).map((block) => {
    const lines = block.split("\n");
    const entry: Entry = { lines, msgid: null, msgstrStart: -1, msgstrEnd: -1, msgstr: "" };
    let field: "msgid" | "msgstr" | null = null;
    let msgid = "";
    lines.forEach((line, index) => {
      const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        field = start[1] as "msgid" | "msgstr";
        if (field === "msgid") msgid = unquote(start[2] ?? "");
        else {
          entry.msgstrStart = index;
          entry.msgstrEnd = index;
          entry.msgstr = unquote(start[2] ?? "");
        }
        return;
      }
      const more = /^"(.*)"$/.exec(line);
      if (more && field === "msgid") msgid += unquote(more[1] ?? "");
      else if (more && field === "msgstr") {
        entry.msgstr += unquote(more[1] ?? "");
        entry.msgstrEnd = index;
      } else field = null;
    });
    entry.msgid = lines.some((line) => line.startsWith("msgid ")) ? msgid : null;
    return entry;
  });
}

const drafts = loadDrafts();
const entries = parse(readFileSync(catalogPath, "utf8"));
const filled: string[] = [];
const missing: string[] = [];

for (const entry of entries) {
  if (entry.msgid === null || entry.msgid === "" || entry.msgstrStart < 0) continue;
  const draft = drafts.get(entry.msgid);
  if (draft && (entry.msgstr === "" || (overwrite && entry.msgstr !== draft.thai))) {
    entry.lines.splice(entry.msgstrStart, entry.msgstrEnd - entry.msgstrStart + 1, `msgstr ${quote(draft.thai)}`);
    entry.msgstr = draft.thai;
    filled.push(`${draft.file}: ${entry.msgid}`);
  }
  if (entry.msgstr.trim() === "") missing.push(entry.msgid);
}

writeFileSync(catalogPath, entries.map((entry) => entry.lines.join("\n")).join("\n\n"));
console.log(`merge-drafts: ${drafts.size} draft strings, ${filled.length} filled in locales/th/messages.po`);
for (const line of filled) console.log(`  + ${line}`);
if (missing.length > 0) {
  console.log(`\n${missing.length} messages still have no Thai:`);
  for (const msgid of missing) console.log(`  - ${msgid}`);
  process.exitCode = 1;
} else {
  console.log("Every message has a Thai translation.");
}
