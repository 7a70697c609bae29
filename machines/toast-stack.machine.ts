import { assign, emit, enqueueActions, setup, type ActorRefFrom, type DoneActorEvent } from "xstate";
import { settledOk, type Requested, type Settled } from "./command.ts";
import { toastMachine, type ToastCloseReason, type ToastInput } from "./toast.machine.ts";

export type ToastShow = { type: "toast.show" } & ToastInput & Requested;

export type ToastStackEvent =
  | ToastShow
  /** A click on the overlay behind the alerts: each alert decides (those in their first 3 s ignore it). */
  | { type: "toast.outsideClick" }
  | DoneActorEvent<{ closedBy: ToastCloseReason }>;

/** One alert on screen: its own toast actor, and the request its promise answers. */
export interface Alert {
  id: string;
  requestId: string | undefined;
  ref: ActorRefFrom<typeof toastMachine>;
}

export interface ToastStackContext {
  /** Open alerts, oldest first (they stack in one column). */
  alerts: Alert[];
  /** Alerts opened so far: the next one's id. */
  opened: number;
}

/** The alert a done event is about. */
function alertOf(context: ToastStackContext, event: ToastStackEvent): Alert | undefined {
  return "actorId" in event ? context.alerts.find((alert) => alert.id === event.actorId) : undefined;
}

/**
 * Spec §2/§4 toast alerts for the whole shop (systemId `toastStack`): anyone sends `toast.show`, each alert runs as
 * its own toast actor, and when it closes the sender's request settles (src awaits it as a promise).
 */
export const toastStackMachine = setup({
  types: {
    context: {} as ToastStackContext,
    events: {} as ToastStackEvent,
    emitted: {} as Settled<"toast.show">,
  },
  actors: { toast: toastMachine },
  actions: {
    openAlert: assign(({ context, event, spawn }) => {
      if (event.type !== "toast.show") return {};
      const { type: _type, requestId, ...input } = event;
      const id = `toast-${context.opened + 1}`;
      const alert = { id, requestId, ref: spawn("toast", { id, input }) };
      return { opened: context.opened + 1, alerts: [...context.alerts, alert] };
    }),
    settleAlert: emit(({ context, event }) =>
      settledOk({ type: "toast.show" as const, requestId: alertOf(context, event)?.requestId })),
    dropAlert: assign({
      alerts: ({ context, event }) => context.alerts.filter((alert) => alert !== alertOf(context, event)),
    }),
    passOutsideClick: enqueueActions(({ context, enqueue }) => {
      for (const alert of context.alerts) enqueue.sendTo(alert.ref, { type: "toast.outsideClick" });
    }),
  },
  guards: {
    isLastAlert: ({ context, event }) => context.alerts.length === 1 && alertOf(context, event) !== undefined,
  },
}).createMachine({
  id: "toastStack",
  description: "The shop's toast alerts: a machine or a page raises one; closing settles its sender's promise.",
  context: { alerts: [], opened: 0 },
  initial: "empty",
  states: {
    empty: {
      description: "No alert on screen.",
      on: { "toast.show": { target: "showing", actions: "openAlert" } },
    },
    showing: {
      description: "One or more alerts stack over an overlay; a new one joins the column.",
      on: {
        "toast.show": { actions: "openAlert" },
        "toast.outsideClick": { description: "Every open alert hears the click.", actions: "passOutsideClick" },
        "xstate.done.actor.*": [
          {
            guard: "isLastAlert",
            target: "empty",
            description: "The last alert closed: its sender's promise resolves.",
            actions: ["settleAlert", "dropAlert"],
          },
          { description: "An alert closed; the others stay.", actions: ["settleAlert", "dropAlert"] },
        ],
      },
    },
  },
});
