import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import type { toastMachine } from "#machines/toast.machine.ts";
import { ToastAlert } from "#components/feedback/ToastAlert.tsx";
import { toastText } from "./toast-messages.ts";

/** The flow template of one toast actor: selects its snapshot and passes plain props to ToastAlert. */
export function ToastView({ actor }: { actor: ActorRefFrom<typeof toastMachine> }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status !== "active") return null;
  const { status, title, message } = snapshot.context;
  return (
    <ToastAlert
      status={status}
      title={toastText(title, i18n)}
      message={message === null ? null : toastText(message, i18n)}
      onClose={() => actor.send({ type: "toast.close" })}
    />
  );
}
