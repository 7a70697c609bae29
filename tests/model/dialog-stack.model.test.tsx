import { afterAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { assign, createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { DIALOG_TYPES, dialogStackMachine, type DialogType } from "#machines/dialog-stack.machine.ts";
import type { DialogSlotProps, DialogSlots } from "#components/feedback/DialogHost.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

type ModelEvent = { type: "dialog.open"; dialog: DialogType } | { type: "dialog.close"; via: "closeButton" | "escape" };

// The model: which dialog a shopper sees, if any. Another dialog opened from inside one replaces it.
const model = createMachine({
  id: "dialogStackModel",
  types: {} as { context: { dialog: DialogType | null }; events: ModelEvent },
  context: { dialog: null },
  initial: "closed",
  states: {
    closed: {
      on: { "dialog.open": { target: "open", actions: assign({ dialog: ({ event }) => event.dialog }) } },
    },
    open: {
      on: {
        "dialog.open": { actions: assign({ dialog: ({ event }) => event.dialog }) },
        "dialog.close": { target: "closed", actions: assign({ dialog: null }) },
      },
    },
  },
});

const headings: Record<DialogType, string> = {
  signIn: "Log in",
  signUp: "Sign up",
  forgetPassword: "Forgot password",
  checkPhone: "Check your phone number",
  resetPassword: "Reset password",
};

// Dialog bodies plug in through the slot map; these hand over to another dialog, like "Sign up" inside "Log in".
function SwitchButtons({ open }: DialogSlotProps) {
  return (
    <>
      {DIALOG_TYPES.map((type) => (
        <button key={type} type="button" onClick={() => open(type)}>
          Switch to {type}
        </button>
      ))}
    </>
  );
}
const slots: DialogSlots = Object.fromEntries(DIALOG_TYPES.map((type) => [type, { Body: SwitchButtons }]));

function Page() {
  const dialogs = useDialogs();
  return (
    <main>
      {DIALOG_TYPES.map((type) => (
        <button key={type} type="button" onClick={() => dialogs.open(type)}>
          Open {type}
        </button>
      ))}
    </main>
  );
}

const coverage = trackCoverage(dialogStackMachine);
afterAll(() => coverage.assertComplete());

const testModel = createTestModel(model, {
  ...selfLoopsAsSteps,
  events: [
    ...DIALOG_TYPES.map((dialog) => ({ type: "dialog.open" as const, dialog })),
    { type: "dialog.close", via: "closeButton" },
    { type: "dialog.close", via: "escape" },
  ],
});

describe("dialog host", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, async () => {
      const user = userEvent.setup();
      await mountPage(<Page />, { coverage: [coverage], dialogSlots: slots });

      await path.test({
        states: {
          closed: async () => {
            await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
            expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
            expect(coverage.currentValue()).toBe("closed");
          },
          open: async (state) => {
            const type = state.context.dialog;
            if (!type) throw new Error("model open without a dialog");
            const dialog = await screen.findByRole("dialog", { name: headings[type] });
            expect(screen.getAllByRole("dialog")).toHaveLength(1);
            expect(dialog.querySelector("h2")?.textContent).toBe(headings[type]);
            // Spec §3 scroll-lock flag: the page behind does not scroll.
            expect(getComputedStyle(document.body).overflow).toBe("hidden");
            expect(coverage.currentValue()).toBe("open");
          },
        },
        events: {
          "dialog.open": async ({ event }) => {
            const type = "dialog" in event ? String(event.dialog) : "";
            // Closed: the page opens it. Open: the current dialog's body hands over, as a real form would.
            const inside = screen.queryByRole("dialog");
            await user.click(screen.getByRole("button", { name: inside ? `Switch to ${type}` : `Open ${type}` }));
          },
          "dialog.close": async ({ event }) => {
            if ("via" in event && event.via === "escape") await user.keyboard("{Escape}");
            else await user.click(screen.getByRole("button", { name: "Close" }));
          },
        },
      });
    });
  }
});
