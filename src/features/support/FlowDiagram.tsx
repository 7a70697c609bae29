import { Box, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { TimelineEntry } from "#contract/support.ts";
import { pathOn, type DiagramMachine } from "./diagram-path.ts";

const BOX_W = 176;
const BOX_H = 40;
const GAP_X = 56;
const GAP_Y = 48;
const COLUMNS = 4;
const PLUM = "#7a2e4a";
const MUTED = "#b6a08a";

type Point = { x: number; y: number };

/** Grid position of the n-th state, rows running left to right (the machine's own order of states). */
const place = (n: number): Point => ({
  x: 8 + (n % COLUMNS) * (BOX_W + GAP_X), y: 8 + Math.floor(n / COLUMNS) * (BOX_H + GAP_Y),
});

/** From the edge of one box towards another (so arrows end at the box, not its centre). */
function anchor(from: Point, to: Point): [Point, Point] {
  const a = { x: from.x + BOX_W / 2, y: from.y + BOX_H / 2 };
  const b = { x: to.x + BOX_W / 2, y: to.y + BOX_H / 2 };
  const clip = (p: Point, q: Point): Point => {
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const t = Math.min(Math.abs((BOX_W / 2) / (dx || 1e-9)), Math.abs((BOX_H / 2) / (dy || 1e-9)), 1);
    return { x: p.x + dx * t, y: p.y + dy * t };
  };
  return [clip(a, b), clip(b, a)];
}

/**
 * One machine of the flow atlas drawn as boxes and arrows, with the order's path over it: walked arrows thick, the
 * states it passed through outlined, the state it is in now filled. The same path is written out under it in words.
 */
export function FlowDiagram({ machine, timeline }: { machine: DiagramMachine; timeline: readonly TimelineEntry[] }) {
  const { t } = useLingui();
  const path = pathOn(machine, timeline);
  const at = new Map(machine.states.map((s, i) => [s.id, place(i)]));
  const rows = Math.ceil(machine.states.length / COLUMNS);
  const width = 16 + Math.min(COLUMNS, machine.states.length) * (BOX_W + GAP_X) - GAP_X;
  const height = 16 + rows * (BOX_H + GAP_Y) - GAP_Y;
  const keyOf = (id: string) => machine.states.find((s) => s.id === id)?.key ?? id;
  const pairs = new Set(machine.transitions.flatMap((tr) => tr.targets.map((to) => `${tr.source}→${to}`)));
  const walkedWithoutArrow = [...path.edges].filter((e) => !pairs.has(e));
  const marker = `arrow-${machine.name}`;
  const line = (key: string, from: string, to: string, walked: boolean, dashed = false) => {
    const a = at.get(from);
    const b = at.get(to);
    if (!a || !b || from === to) return null;
    const [p, q] = anchor(a, b);
    return (
      <line key={key} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke={walked ? PLUM : MUTED}
        strokeWidth={walked ? 3 : 1} strokeDasharray={dashed ? "5 4" : undefined}
        markerEnd={`url(#${marker}${walked ? "-on" : ""})`} />
    );
  };
  const summary = path.visited.length
    ? t`Path: ${path.visited.map(keyOf).join(" → ")}. Now: ${keyOf(path.current ?? "")}.`
    : t`This order's story has not reached this flow.`;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel" minW="0">
      <Heading as="h4" fontSize="md" mb="2">{t`Flow: ${machine.name}`}</Heading>
      <Box overflowX="auto" tabIndex={0} role="group" aria-label={t`Flow: ${machine.name}`}>
        <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width="100%"
          style={{ maxWidth: `${width}px`, minWidth: "600px" }} data-machine={machine.name}>
          <defs>
            {[["", MUTED], ["-on", PLUM]].map(([suffix, color]) => (
              <marker key={suffix} id={`${marker}${suffix}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="10"
                markerHeight="10" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill={color} />
              </marker>
            ))}
          </defs>
          {machine.transitions.flatMap((tr) => tr.targets.map((to) =>
            line(`${tr.source}-${to}-${tr.trigger}`, tr.source, to, path.edges.has(`${tr.source}→${to}`))))}
          {walkedWithoutArrow.map((edge) => {
            const [from = "", to = ""] = edge.split("→");
            return line(`walk-${edge}`, from, to, true, true);
          })}
          {machine.states.map((s) => {
            const p = at.get(s.id) ?? { x: 0, y: 0 };
            const current = s.id === path.current;
            const visited = path.visited.includes(s.id);
            return (
              <g key={s.id} data-state={s.key} data-current={current || undefined} data-visited={visited || undefined}>
                <rect x={p.x} y={p.y} width={BOX_W} height={BOX_H} rx="10" fill={current ? PLUM : "#ffffff"}
                  stroke={visited ? PLUM : MUTED} strokeWidth={visited ? 2.5 : 1} />
                <text x={p.x + BOX_W / 2} y={p.y + BOX_H / 2 + 5} textAnchor="middle" fontSize="13"
                  fill={current ? "#ffffff" : "#2a1f24"} fontWeight={visited ? 700 : 400}>{s.key}</text>
              </g>
            );
          })}
        </svg>
      </Box>
      <Text mt="2" fontSize="sm" color="fg.muted" data-testid={`path-${machine.name}`}>{summary}</Text>
    </Box>
  );
}
