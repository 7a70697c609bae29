// An ES-module port of React's `use-sync-external-store/shim/with-selector` (MIT, Meta), which @xstate/react
// imports. The package is CommonJS that `require`s "react"; under Preact (decision 0170) no alias reaches a
// `require` in the tests, so this module stands in for it wherever "react" is Preact's compat layer.
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from "react";

type Selection<S> = { hasValue: boolean; value: S | null };

/** Subscribes to a store and returns the selected part; re-renders only when `isEqual` says it changed. */
export function useSyncExternalStoreWithSelector<Snapshot, Selected>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  const instRef = useRef<Selection<Selected> | null>(null);
  instRef.current ??= { hasValue: false, value: null };
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selected;
    const memoizedSelector = (nextSnapshot: Snapshot): Selected => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selected, nextSelection)) {
          return (memoizedSelection = inst.value as Selected);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
