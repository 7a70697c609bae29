import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { confirmMachine } from "#machines/confirm.machine.ts";
import { ConfirmDialog } from "#components/feedback/ConfirmDialog.tsx";

/** The flow template of one confirm actor: the dialog shows while the machine is open. */
export function ConfirmView({ actor }: { actor: ActorRefFrom<typeof confirmMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { title, message, variant, confirmLabel, cancelLabel } = snapshot.context;
  return (
    <ConfirmDialog
      open={snapshot.matches("open")}
      title={title}
      message={message}
      variant={variant}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={() => actor.send({ type: "confirm.accept" })}
      onCancel={() => actor.send({ type: "confirm.cancel" })}
    />
  );
}
