import { Box } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { progress, type ProgressStore } from "#lib/progress.ts";

/**
 * The thin bar at the very top: it creeps forward while a slow request runs (shown only after 200 ms, see
 * src/lib/progress.ts) and flashes red, then fades, when a request fails.
 */
const IDLE: ReturnType<ProgressStore["getSnapshot"]> = { phase: "idle" };
const idle = () => IDLE;

export function ProgressBar({ store = progress }: { store?: ProgressStore }) {
  const { t } = useLingui();
  // The server renders it idle, so hydration does too (requests may already run); it shows right after.
  const { phase } = useSyncExternalStore(store.subscribe, store.getSnapshot, idle);
  const loading = phase === "loading";
  const failed = phase === "failed";
  return (
    <Box position="fixed" top="0" left="0" right="0" h="3px" zIndex="toast" pointerEvents="none"
      aria-hidden={phase === "idle"}>
      {phase !== "idle" && (
        <Box role="progressbar" aria-label={failed ? t`Request failed` : t`Loading`} aria-busy={loading}
          data-phase={phase}
          h="full" bg={failed ? "red.600" : "brand.solid"} boxShadow={failed ? "0 0 8px var(--chakra-colors-red-500)"
            : "0 0 8px var(--chakra-colors-rose-300)"}
          w={failed ? "100%" : undefined}
          animation={failed ? "skinstate-progress-fail 1.2s ease forwards"
            : "skinstate-progress-creep 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards"}
          css={{
            "@keyframes skinstate-progress-creep": { from: { width: "0%" }, to: { width: "92%" } },
            "@keyframes skinstate-progress-fail": { "0%": { opacity: 1 }, "60%": { opacity: 1 },
              "100%": { opacity: 0 } },
          }} />
      )}
    </Box>
  );
}
