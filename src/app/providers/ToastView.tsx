import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { toastMachine } from "../../../machines/toast.machine.ts";
import { ToastAlert } from "../../components/feedback/ToastAlert.tsx";

/** The flow template of one toast actor: selects its snapshot and passes plain props to ToastAlert. */
export function ToastView({ actor }: { actor: ActorRefFrom<typeof toastMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status !== "active") return null;
  const { status, title, message } = snapshot.context;
  return (
    <ToastAlert
      status={status}
      title={title}
      message={message}
      onClose={() => actor.send({ type: "toast.close" })}
    />
  );
}
