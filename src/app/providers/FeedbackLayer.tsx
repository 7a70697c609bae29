import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { confirmMachine } from "#machines/confirm.machine.ts";
import { QUESTION_ID } from "#machines/confirm-queue.machine.ts";
import { DialogHost, type DialogSlots } from "#components/feedback/DialogHost.tsx";
import { LoadingOverlay } from "#components/feedback/LoadingOverlay.tsx";
import { ToastStack } from "#components/feedback/ToastStack.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { homeOf } from "../actors/navigator.ts";
import { ConfirmView } from "./ConfirmView.tsx";
import { ToastView } from "./ToastView.tsx";

type Question = ActorRefFrom<typeof confirmMachine>;

/**
 * Spec §2 layout feedback, drawn from the shop's feedback actors: the dialog host (dialogStack), the confirm dialog
 * (the confirmQueue's question on screen), the toast alerts (toastStack) and the loading overlay.
 */
export function FeedbackLayer({ dialogSlots, loading }: { dialogSlots?: DialogSlots | undefined; loading: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialogStack = useShopActor("dialogStack");
  const toastStack = useShopActor("toastStack");
  const confirmQueue = useShopActor("confirmQueue");
  const dialog = useSelector(dialogStack, (s) => s.context.dialog);
  const alerts = useSelector(toastStack, (s) => s.context.alerts);
  const question = useSelector(confirmQueue, (s) => s.children[QUESTION_ID] as Question | undefined);
  const goHome = useCallback(() => navigate(homeOf(pathname)), [navigate, pathname]);

  return (
    <>
      <DialogHost current={dialog} onClose={() => dialogStack.send({ type: "dialog.close" })}
        onOpen={(next) => dialogStack.send({ type: "dialog.open", dialog: next })} onNavigateHome={goHome}
        {...(dialogSlots ? { slots: dialogSlots } : {})} />
      {question ? <ConfirmView key={question.sessionId} actor={question} /> : null}
      {alerts.length ? (
        // Every open alert hears the outside click; those still in their first 3 s ignore it.
        <ToastStack onOutsideClick={() => toastStack.send({ type: "toast.outsideClick" })}>
          {alerts.map((alert) => <ToastView key={alert.id} actor={alert.ref} />)}
        </ToastStack>
      ) : null}
      <LoadingOverlay visible={loading} />
    </>
  );
}
