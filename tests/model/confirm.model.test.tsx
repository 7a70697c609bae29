import { afterAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { confirmQueueMachine } from "#machines/confirm-queue.machine.ts";
import { confirmMachine, type ConfirmVariant } from "#machines/confirm.machine.ts";
import { useConfirm } from "#lib/feedback.tsx";
import { trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

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
  events: [{ type: "confirm.accept" }, { type: "confirm.cancel", via: "button" },
    { type: "confirm.cancel", via: "escape" }],
});

const captions: Record<ConfirmVariant, { confirm: string; cancel: string }> = {
  destructive: { confirm: "Delete Account", cancel: "No, Don't Delete" },
  yesNo: { confirm: "Yes", cancel: "No" },
  default: { confirm: "OK", cancel: "Cancel" },
};

// Each question is a confirm actor the shop's confirm queue (systemId confirmQueue) asks in turn: both are counted.
const coverage = trackCoverage(confirmMachine);
const queue = trackCoverage(confirmQueueMachine);
afterAll(() => {
  coverage.assertComplete();
  queue.assertComplete();
});

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
      await mountPage(<Asker variant={variant} onAnswer={(a) => answers.push(a)} />, { coverage: [coverage, queue] });
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

describe("confirm questions asked together", () => {
  it("show one at a time, in the order asked, each answer going to its asker", async () => {
    const user = userEvent.setup();
    const answers: string[] = [];
    // Two parts of a page asking at the same moment.
    function TwoAskers() {
      const confirm = useConfirm();
      const ask = (variant: ConfirmVariant, who: string) =>
        confirm({ title: `Question from ${who}`, message: "Sure?", variant }).then(
          (a) => void answers.push(`${who} ${String(a)}`), (a) => void answers.push(`${who} ${String(a)}`));
      const both = () => {
        void ask("yesNo", "first");
        void ask("destructive", "second");
      };
      return <button type="button" onClick={both}>Ask both</button>;
    }
    await mountPage(<TwoAskers />, { coverage: [coverage, queue] });
    await user.click(screen.getByRole("button", { name: "Ask both" }));
    expect(await screen.findByRole("alertdialog", { name: "Question from first" })).toBeDefined();
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "No" }));
    const second = await screen.findByRole("alertdialog", { name: "Question from second" });
    await user.click(within(second).getByRole("button", { name: "Delete Account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(answers).toEqual(["first false", "second true"]);
  });
});
