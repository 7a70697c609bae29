import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { toastMachine } from "../../../machines/toast.machine.ts";
import { ToastAlert } from "../../components/feedback/ToastAlert.tsx";

/** The flow template of one toast actor: selects its snapshot and passes plain props to ToastAlert. */
export function ToastView({ actor, stackIndex }: { actor: ActorRefFrom<typeof toastMachine>; stackIndex: number }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status !== "active") return null;
  const { status, title, message } = snapshot.context;
  return (
    <ToastAlert
      status={status}
      title={title}
      message={message}
      guarded={snapshot.matches({ shown: "guarded" })}
      onClose={() => actor.send({ type: "toast.close" })}
      onOutsideClick={() => actor.send({ type: "toast.outsideClick" })}
      stackIndex={stackIndex}
    />
  );
}
