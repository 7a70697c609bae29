import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useActorRef, useSelector } from "@xstate/react";
import { createActor, type ActorRefFrom, type InspectionEvent } from "xstate";
import { confirmMachine } from "../../../machines/confirm.machine.ts";
import { dialogStackMachine, type DialogType } from "../../../machines/dialog-stack.machine.ts";
import { toastMachine } from "../../../machines/toast.machine.ts";
import { DialogHost, type DialogSlots } from "../../components/feedback/DialogHost.tsx";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay.tsx";
import { ToastStack } from "../../components/feedback/ToastStack.tsx";
import {
  ConfirmContext,
  DialogsContext,
  LoadingContext,
  ToastContext,
  type AskConfirm,
  type DialogsApi,
  type LoadingApi,
  type ShowToast,
} from "../../lib/feedback.tsx";
import { localeOfPath } from "../../lib/locale-path.ts";
import { ConfirmView } from "./ConfirmView.tsx";
import { lockPageScroll, unlockPageScroll } from "./scroll-lock.ts";
import { ToastView } from "./ToastView.tsx";

export interface FeedbackProviderProps {
  children: ReactNode;
  /** Dialog bodies by type; dialogs without one show a placeholder. The accounts issue plugs its forms in here. */
  dialogSlots?: DialogSlots;
  /** Receives every actor's inspection events (Stately inspector, model-test coverage). */
  inspect?: (event: InspectionEvent) => void;
}

type Entry<T> = { id: number; actor: T };
let nextId = 0;

/**
 * Spec §2 layout feedback: toast alerts, the confirm dialog, the dialog host and the loading overlay, each driven by
 * its machine. Must sit inside the router (close-to-index navigates home).
 */
export function FeedbackProvider({ children, dialogSlots, inspect }: FeedbackProviderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const dialogLogic = useMemo(
    () => dialogStackMachine.provide({ actions: { lockScroll: lockPageScroll, unlockScroll: unlockPageScroll } }),
    [],
  );
  const dialogActor = useActorRef(dialogLogic, inspect ? { inspect } : {});
  const current = useSelector(dialogActor, (s) => s.context.dialog);
  // The dialog actor stops with this provider; the page must not stay locked behind a dialog that no longer exists.
  useEffect(() => unlockPageScroll, []);

  const [toasts, setToasts] = useState<Entry<ActorRefFrom<typeof toastMachine>>[]>([]);
  const [confirms, setConfirms] = useState<Entry<ActorRefFrom<typeof confirmMachine>>[]>([]);
  const [loadingCount, setLoadingCount] = useState(0);

  const showToast = useCallback<ShowToast>(
    (options) =>
      new Promise<void>((resolve) => {
        const id = ++nextId;
        const actor = createActor(toastMachine, { input: options, ...(inspect ? { inspect } : {}) });
        actor.subscribe({
          complete: () => {
            setToasts((list) => list.filter((entry) => entry.id !== id));
            resolve();
          },
        });
        setToasts((list) => [...list, { id, actor }]);
        actor.start();
      }),
    [inspect],
  );

  const askConfirm = useCallback<AskConfirm>(
    (options) =>
      new Promise<true>((resolve, reject) => {
        const id = ++nextId;
        const actor = createActor(confirmMachine, { input: options, ...(inspect ? { inspect } : {}) });
        actor.subscribe({
          complete: () => {
            setConfirms((list) => list.filter((entry) => entry.id !== id));
            // Spec §4: resolves true on OK or rejects with false on cancel.
            if (actor.getSnapshot().output === true) resolve(true);
            else reject(false);
          },
        });
        setConfirms((list) => [...list, { id, actor }]);
        actor.start();
      }),
    [inspect],
  );

  const dialogs = useMemo<DialogsApi>(
    () => ({
      current,
      open: (dialog: DialogType) => dialogActor.send({ type: "dialog.open", dialog }),
      close: () => dialogActor.send({ type: "dialog.close" }),
    }),
    [current, dialogActor],
  );

  const loading = useMemo<LoadingApi>(
    () => ({
      show: () => setLoadingCount((n) => n + 1),
      hide: () => setLoadingCount((n) => Math.max(0, n - 1)),
      visible: loadingCount > 0,
    }),
    [loadingCount],
  );

  // Home in the prefix style the shopper is using: "/" stays "/", "/th/..." goes to "/th".
  const prefix = localeOfPath(pathname);
  const goHome = useCallback(() => navigate(prefix ? `/${prefix}` : "/"), [navigate, prefix]);
  // One confirm at a time; later questions wait their turn.
  const firstConfirm = confirms[0];

  return (
    <ToastContext.Provider value={showToast}>
      <ConfirmContext.Provider value={askConfirm}>
        <DialogsContext.Provider value={dialogs}>
          <LoadingContext.Provider value={loading}>
            {children}
            <DialogHost
              current={current}
              onClose={dialogs.close}
              onOpen={dialogs.open}
              onNavigateHome={goHome}
              {...(dialogSlots ? { slots: dialogSlots } : {})}
            />
            {firstConfirm ? <ConfirmView key={firstConfirm.id} actor={firstConfirm.actor} /> : null}
            {toasts.length ? (
              // Every open toast hears the outside click; those still in their first 3 s ignore it.
              <ToastStack onOutsideClick={() => toasts.forEach(({ actor }) => actor.send({ type: "toast.outsideClick" }))}>
                {toasts.map((entry) => (
                  <ToastView key={entry.id} actor={entry.actor} />
                ))}
              </ToastStack>
            ) : null}
            <LoadingOverlay visible={loading.visible} />
          </LoadingContext.Provider>
        </DialogsContext.Provider>
      </ConfirmContext.Provider>
    </ToastContext.Provider>
  );
}
