// Model coverage added up: what every model test file recorded of each registered machine (tests/model/coverage.ts),
// counted against the machine's graph. The report of `npm run test:model`, written as
// docs/flows/coverage/coverage.json.
import { listStates, listTransitions } from "#machines/graph.ts";
import type { RegisteredMachine } from "#machines/registry.ts";

export interface RecordedRun {
  machineId: string;
  file: string;
  states: string[];
  transitions: string[];
  paths: { test: string; steps: string[] }[];
}

export interface Figure {
  covered: number;
  total: number;
}

export interface MachineCoverage {
  name: string;
  id: string;
  modelTest: string;
  /** False when no test file of this run tracked the machine (e.g. a run of one file). */
  run: boolean;
  files: string[];
  states: Figure & { missed: string[] };
  transitions: Figure & { missed: { key: string; source: string; trigger: string; targets: string[] }[] };
  paths: { file: string; test: string; steps: string[] }[];
}

export interface CoverageReport {
  machines: MachineCoverage[];
  totals: { states: Figure; transitions: Figure };
}

/** Unions what every test file recorded of each registered machine and counts it against the machine's graph. */
export function coverageReport(machines: RegisteredMachine[], runs: RecordedRun[]): CoverageReport {
  const result = machines.map(({ name, machine, modelTest }): MachineCoverage => {
    const mine = runs.filter((r) => r.machineId === machine.id);
    const states = new Set(mine.flatMap((r) => r.states));
    const transitions = new Set(mine.flatMap((r) => r.transitions));
    const allStates = listStates(machine).map((s) => s.id);
    const allTransitions = listTransitions(machine);
    const missedStates = allStates.filter((s) => !states.has(s));
    const missed = allTransitions.filter((t) => !transitions.has(t.key));
    return {
      name,
      id: machine.id,
      modelTest,
      run: mine.length > 0,
      files: mine.map((r) => r.file),
      states: { covered: allStates.length - missedStates.length, total: allStates.length, missed: missedStates },
      transitions: {
        covered: allTransitions.length - missed.length,
        total: allTransitions.length,
        missed: missed.map(({ key, source, trigger, targets }) => ({ key, source, trigger, targets })),
      },
      paths: mine.flatMap((r) => r.paths.map((p) => ({ file: r.file, ...p }))),
    };
  });
  const sum = (pick: (m: MachineCoverage) => Figure): Figure => ({
    covered: result.reduce((n, m) => n + pick(m).covered, 0),
    total: result.reduce((n, m) => n + pick(m).total, 0),
  });
  return { machines: result, totals: { states: sum((m) => m.states), transitions: sum((m) => m.transitions) } };
}

export const figure = (f: Figure): string => `${f.covered}/${f.total}`;

/** The lines `npm run test:model` prints. */
export function coverageLines(report: CoverageReport): string[] {
  const width = Math.max(...report.machines.map((m) => m.name.length));
  return report.machines.map((m) => {
    const name = `  ${m.name.padEnd(width)}`;
    if (!m.run) return `${name}  not run`;
    return `${name}  states ${figure(m.states).padStart(5)}  transitions ${figure(m.transitions).padStart(7)}`;
  });
}
