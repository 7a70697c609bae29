// Commit subjects say what changed in at most 72 characters; details go in the body.
//   node scripts/commit-subjects.ts --file <message file>   the commit-msg hook (.githooks/commit-msg)
//   node scripts/commit-subjects.ts [--since <commit>]      every commit after <commit> up to HEAD (CI)
// Commits up to RULE_SINCE predate the rule and are not checked.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const MAX_SUBJECT = 72;
const RULE_SINCE = "de9c23db69b65a19ccbedbbd99ca0627a1216e45";

/** What is wrong with a commit message's subject, or null when it is fine. */
export function subjectProblem(message: string): string | null {
  const lines = message.split("\n").filter((line) => !line.startsWith("#"));
  const subject = lines.find((line) => line.trim() !== "") ?? "";
  if (subject.trim() === "") return "the subject is empty";
  if (subject.length > MAX_SUBJECT) {
    return `the subject has ${subject.length} characters, at most ${MAX_SUBJECT}: "${subject}"`;
  }
  const second = lines[lines.indexOf(subject) + 1];
  if (second !== undefined && second.trim() !== "") return "a blank line separates the subject from the body";
  return null;
}

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8" });
}

function checkRange(since: string): number {
  let base = since;
  try {
    git("cat-file", "-e", `${since}^{commit}`);
  } catch {
    base = "HEAD~1"; // a shallow clone without the rule's base: check the newest commit only
    console.log(`commit subjects: ${since.slice(0, 12)} is not in this clone; checking HEAD only`);
  }
  const commits = git("rev-list", "--no-merges", `${base}..HEAD`).split("\n").filter(Boolean);
  let bad = 0;
  for (const commit of commits) {
    const problem = subjectProblem(git("log", "-1", "--format=%B", commit));
    if (problem) {
      bad += 1;
      console.error(`${commit.slice(0, 12)}: ${problem}`);
    }
  }
  console.log(`commit subjects: ${commits.length} checked, ${bad} over the rule`);
  return bad === 0 ? 0 : 1;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const file = flag("--file");
  if (file) {
    const problem = subjectProblem(readFileSync(file, "utf8"));
    if (problem) console.error(`commit-msg: ${problem}`);
    process.exit(problem ? 1 : 0);
  }
  process.exit(checkRange(flag("--since") ?? RULE_SINCE));
}
