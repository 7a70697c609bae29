import { afterAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { confirmMachine, type ConfirmVariant } from "../../machines/confirm.machine.ts";
import { FeedbackProvider } from "../../src/app/providers/FeedbackProvider.tsx";
import { useConfirm } from "../../src/lib/feedback.tsx";
import { trackCoverage, uniquePaths } from "./coverage.ts";
import { renderApp } from "./render.tsx";

// The model: what a shopper sees. Cancel can come from the button or from Escape.
const model = createMachine({
  id: "confirmModel",
  types: {} as { events: { type: "confirm.accept" } | { type: "confirm.cancel"; via: "button" | "escape" } },
  initial: "open",
  states: {
    open: { on: { "confirm.accept": "confirmed", "confirm.cancel": "cancelled" } },
    confirmed: { type: "final" },
    cancelled: { type: "final" },
  },
});
const testModel = createTestModel(model, {
  events: [{ type: "confirm.accept" }, { type: "confirm.cancel", via: "button" }, { type: "confirm.cancel", via: "escape" }],
});

const captions: Record<ConfirmVariant, { confirm: string; cancel: string }> = {
  destructive: { confirm: "Delete Account", cancel: "No, Don't Delete" },
  yesNo: { confirm: "Yes", cancel: "No" },
  default: { confirm: "OK", cancel: "Cancel" },
};

const coverage = trackCoverage(confirmMachine);
afterAll(() => coverage.assertComplete());

function Asker({ variant, onAnswer }: { variant: ConfirmVariant; onAnswer: (answer: unknown) => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={() =>
        confirm({ title: "Delete your account?", message: "This cannot be undone.", variant }).then(onAnswer, onAnswer)
      }
    >
      Ask
    </button>
  );
}

const paths = uniquePaths([...testModel.getShortestPaths(), ...testModel.getSimplePaths()]);

describe.each(["destructive", "yesNo", "default"] as const)("confirm dialog (%s)", (variant) => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const answers: unknown[] = [];
      renderApp(
        <FeedbackProvider inspect={coverage.inspect}>
          <Asker variant={variant} onAnswer={(a) => answers.push(a)} />
        </FeedbackProvider>,
      );
      await user.click(screen.getByRole("button", { name: "Ask" }));

      await path.test({
        states: {
          open: async () => {
            const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
            expect(dialog.textContent).toContain("This cannot be undone.");
            // Focus moves into the dialog and stays trapped there.
            await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
            expect(screen.getByRole("button", { name: captions[variant].cancel })).toBeDefined();
            expect(screen.getByRole("button", { name: captions[variant].confirm })).toBeDefined();
            expect(coverage.currentValue()).toBe("open");
          },
          confirmed: async () => {
            await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
            expect(answers).toEqual([true]);
          },
          cancelled: async () => {
            await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
            expect(answers).toEqual([false]);
          },
        },
        events: {
          "confirm.accept": async () => user.click(screen.getByRole("button", { name: captions[variant].confirm })),
          "confirm.cancel": async ({ event }) => {
            if ("via" in event && event.via === "escape") await user.keyboard("{Escape}");
            else await user.click(screen.getByRole("button", { name: captions[variant].cancel }));
          },
        },
      });
    });
  }
});
