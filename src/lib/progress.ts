/**
 * The top progress bar's state. Requests report start and end; the bar shows only when some request has been
 * running for longer than SHOW_AFTER_MS (quick answers never flash it), and a failed request turns it red for a
 * moment before it fades (spec §8).
 */
export const SHOW_AFTER_MS = 200;
export const FAILURE_HOLD_MS = 1_200;

export type ProgressState = { phase: "idle" | "loading" | "failed" };
type Listener = () => void;

export type ProgressStore = {
  /** Call when a request starts; call the returned function with whether it succeeded when it ends. */
  start(): (outcome: "ok" | "failed" | "cancelled") => void;
  getSnapshot(): ProgressState;
  subscribe(listener: Listener): () => void;
};

export function createProgressStore(showAfterMs = SHOW_AFTER_MS, failureHoldMs = FAILURE_HOLD_MS): ProgressStore {
  let state: ProgressState = { phase: "idle" };
  let active = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let failTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const set = (phase: ProgressState["phase"]) => {
    if (state.phase === phase) return;
    state = { phase };
    listeners.forEach((listener) => listener());
  };

  return {
    start() {
      active += 1;
      if (active === 1 && state.phase !== "loading") {
        clearTimeout(showTimer);
        showTimer = setTimeout(() => {
          if (active > 0) {
            clearTimeout(failTimer);
            set("loading");
          }
        }, showAfterMs);
      }
      let ended = false;
      return (outcome) => {
        if (ended) return;
        ended = true;
        active = Math.max(0, active - 1);
        if (outcome === "failed") {
          clearTimeout(showTimer);
          clearTimeout(failTimer);
          set("failed");
          failTimer = setTimeout(() => set(active > 0 ? "loading" : "idle"), failureHoldMs);
          return;
        }
        if (active === 0) {
          clearTimeout(showTimer);
          if (state.phase === "loading") set("idle");
        }
      };
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one progress store; the API client reports to it (wired in src/start.tsx). */
export const progress = createProgressStore();
