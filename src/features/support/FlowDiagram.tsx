import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { TimelineEntry } from "#contract/support.ts";
import { atlasCss, atlasMarks, inlineSvg, PATH_COLOUR } from "./atlas-marks.ts";
import type { StoryMachine } from "./diagram-machines.ts";
import { pathOn } from "./diagram-path.ts";

const FADED = "#4a5568";
/** The scrolling boxes take keyboard focus (to scroll with the arrow keys): show where it is. */
export const FOCUS = { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" } as const;

/** A small picture of each mark, drawn as the diagram draws it. */
function Swatch({ children }: { children: ReactNode }) {
  return <svg aria-hidden="true" width="26" height="16" viewBox="0 0 26 16" style={{ flexShrink: 0 }}>{children}</svg>;
}

function Legend() {
  const { t } = useLingui();
  const items: [ReactNode, string][] = [
    [<rect x="2" y="2" width="22" height="12" rx="3" fill={PATH_COLOUR} stroke={PATH_COLOUR} strokeWidth="2" />,
      t`Now: the state it is in`],
    [<rect x="2" y="2" width="22" height="12" rx="3" fill="#ffffff" stroke={PATH_COLOUR} strokeWidth="2.5" />,
      t`On its path`],
    [<><line x1="1" y1="8" x2="19" y2="8" stroke={PATH_COLOUR} strokeWidth="3" />
      <path d="M18,3 L25,8 L18,13 z" fill={PATH_COLOUR} /></>, t`A step it took`],
    [<g opacity="0.3"><rect x="2" y="2" width="22" height="12" rx="3" fill="#ffffff" stroke={FADED} /></g>,
      t`Not on its path`],
  ];
  return (
    <HStack as="ul" listStyleType="none" gap="4" rowGap="1" flexWrap="wrap" fontSize="xs" color="fg.muted" mt="2"
      aria-label={t`Legend`}>
      {items.map(([swatch, label]) => (
        <HStack as="li" key={label} gap="1.5"><Swatch>{swatch}</Swatch>{label}</HStack>
      ))}
    </HStack>
  );
}

/**
 * One machine's diagram from the flow atlas (docs/flows/<name>.svg, the very SVG QA reviews) with the order's path
 * drawn over it: its states outlined, its arrows thick, the state it is in now filled, the rest faded. Scaled to its
 * box; "Actual size" shows it at full size, scrolling inside the box to the current state. The same path is written
 * out under it in words (what screen readers get).
 */
export function FlowDiagram({ machine, timeline }: { machine: StoryMachine; timeline: readonly TimelineEntry[] }) {
  const { t } = useLingui();
  const path = useMemo(() => pathOn(machine, timeline), [machine, timeline]);
  const prefix = `atlas-${machine.name}-`;
  const svg = useMemo(() => (machine.svg ? inlineSvg(machine.svg, prefix) : null), [machine.svg, prefix]);
  const marks = useMemo(() => atlasMarks(machine.machine, path), [machine.machine, path]);
  const [actual, setActual] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const keyOf = (id: string) => machine.states.find((s) => s.id === id)?.key ?? id;
  const summary = path.visited.length
    ? t`Path: ${path.visited.map(keyOf).join(" → ")}. Now: ${keyOf(path.current ?? "")}.`
    : t`This order's story has not reached this flow.`;

  // At full size the current state may be far off: bring it to the middle of the box, or, when it is larger than
  // the box (a compound state's cluster), its top left corner with its name.
  useEffect(() => {
    const el = box.current;
    if (!actual || !el || !marks.current) return;
    const node = el.querySelector(`[id="${prefix}${marks.current}"]`);
    if (!node) return;
    const at = node.getBoundingClientRect();
    const view = el.getBoundingClientRect();
    const offset = (size: number, room: number) => (size > room ? 16 : (room - size) / 2);
    el.scrollLeft += at.left - view.left - offset(at.width, view.width);
    el.scrollTop += at.top - view.top - offset(at.height, view.height);
  }, [actual, marks.current, prefix]);

  const name = machine.name;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: "3", md: "4" }} bg="bg.panel" minW="0"
      data-testid={`diagram-${name}`}>
      <HStack justify="space-between" gap="2" mb="2" flexWrap="wrap">
        <Heading as="h4" fontSize="md">{t`Flow: ${name}`}</Heading>
        {svg ? (
          <Button size="xs" variant="outline" aria-pressed={actual} onClick={() => setActual((on) => !on)}>
            {actual ? t`Fit to the box` : t`Actual size`}
          </Button>
        ) : null}
      </HStack>
      {svg ? (
        <>
          <style>{atlasCss(`[data-atlas="${name}"]`, prefix, marks)}</style>
          <Box ref={box} overflow="auto" maxH={actual ? "70vh" : undefined} borderRadius="md" bg="white"
            borderWidth="1px" borderColor="border.muted" tabIndex={0} role="group" _focusVisible={FOCUS}
            aria-label={actual ? t`Diagram of ${name} at full size (scrolls)` : t`Diagram of ${name}`}>
            <Box role="img" aria-label={summary} data-atlas={name} data-current={marks.current ?? undefined}
              data-path={path.visited.map(keyOf).join(" ")}
              css={{ "& svg": actual ? { display: "block", width: `${svg.width}px`, maxWidth: "none", height: "auto" }
                : { display: "block", width: "100%", height: "auto" } }}
              dangerouslySetInnerHTML={{ __html: svg.markup }} />
          </Box>
          <Legend />
        </>
      ) : null}
      <Text mt="2" fontSize="sm" color="fg.muted" data-testid={`path-${name}`}>{summary}</Text>
    </Box>
  );
}
