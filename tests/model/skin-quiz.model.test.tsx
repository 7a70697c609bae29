import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { answersQuery, type QuizAnswers } from "#contract/skin-quiz.ts";
import { skinQuizMachine } from "#machines/skin-quiz.machine.ts";
import { SKIN_QUIZ_KEY, SkinQuiz } from "#app/pages/skin-quiz.tsx";
import { CART_ID_KEY } from "#lib/cart.tsx";
import { fetchOver } from "../fakes/http.ts";
import { quizRoute } from "../fakes/quiz-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { installShopApi, mountPage, type MountedShop, type ShopWorld } from "./shop-app.tsx";

// The skin quiz as a shopper takes it: the introduction, the first question, the second (concerns,
// up to three), the last, and the result with its routine; Back on every screen, a reload that comes back to the
// same screen, the result's link opened in a fresh browser, adding a routine product, and starting again.
type ModelEvent =
  | { type: "quiz.start" }
  | { type: "answer.first" }
  | { type: "answer.middle" }
  | { type: "answer.last" }
  | { type: "quiz.back" }
  | { type: "quiz.restart" }
  | { type: "page.reload" }
  | { type: "link.open" }
  | { type: "routine.add" };

const model = createMachine({
  id: "skinQuizModel",
  types: {} as { events: ModelEvent },
  initial: "intro",
  states: {
    intro: { on: { "quiz.start": "first", "page.reload": "intro" } },
    first: { on: { "answer.first": "second", "quiz.back": "intro", "page.reload": "first" } },
    second: { on: { "answer.middle": "last", "quiz.back": "first" } },
    last: { on: { "answer.last": "result" } },
    result: {
      on: {
        "quiz.back": "last", "quiz.restart": "intro", "page.reload": "result", "link.open": "result",
        "routine.add": "result",
      },
    },
  },
});
const testModel = createTestModel(model, selfLoopsAsSteps);

const coverage = trackCoverage(skinQuizMachine);
afterAll(() => coverage.assertComplete());

const ANSWERS: QuizAnswers = {
  skinType: "combination", concerns: ["acne", "pores"], sensitivity: "sometimes", climate: "humid-outdoors",
  makeup: "daily", routine: "balanced", budget: "2000-4000",
};
/** The option labels a shopper clicks for ANSWERS, question by question. */
const CLICKS: [question: string, options: string[]][] = [
  ["How does your skin feel by midday?", ["Shiny on the forehead and nose"]],
  ["What would you most like to change?", ["Breakouts", "Visible pores"]],
  ["How often does a new product sting or redden your skin?", ["Sometimes"]],
  ["Where do you spend most of your day?", ["Out and about in the heat"]],
  ["Do you wear makeup or water-resistant sunscreen?", ["Every day"]],
  ["How many steps do you want each day?", ["Five steps"]],
  ["What would you spend on the whole routine?", ["฿2,000 to ฿4,000"]],
];

let world: ShopWorld;
let user: UserEvent;
let stop: () => void = () => {};
let history: MountedShop["history"] | null = null;

beforeEach(() => {
  localStorage.clear();
  world = installShopApi();
  const shopFetch = globalThis.fetch;
  vi.stubGlobal("fetch", fetchOver(quizRoute(world.cart.products), (request) => shopFetch(request)));
  user = userEvent.setup();
});
afterEach(() => vi.unstubAllGlobals());

/** A page load of /skin-quiz (with `search`): the quiz reads storage, or the result link, as the browser would. */
async function open(search = "") {
  stop();
  const mounted = await mountPage(<SkinQuiz inspect={coverage.inspect} />, { path: `/skin-quiz${search}` });
  stop = mounted.stop;
  history = mounted.history;
  await waitFor(() => expect(coverage.currentValue()).not.toBe("resuming"));
}

const question = (n: number) => waitFor(() => {
  expect(screen.getByText(`Question ${n} of 7`)).toBeDefined();
  expect(screen.getByRole("heading", { level: 2, name: CLICKS[n - 1]![0] })).toBeDefined();
});
const next = () => screen.getByRole("button", { name: /^(Next|See my routine)$/ }) as HTMLButtonElement;

/** Answers question n as ANSWERS says (checking Next waits for an answer) and goes on. */
async function answer(n: number) {
  await question(n);
  const [, options] = CLICKS[n - 1]!;
  const picked = (label: string) =>
    screen.getByRole(n === 2 ? "checkbox" : "radio", { name: new RegExp(`^${label}`) });
  if (!picked(options[0]!).matches(":checked")) expect(next().disabled).toBe(true);
  for (const label of options) if (!(picked(label) as HTMLInputElement).checked) await user.click(picked(label));
  await user.click(next());
}

describe("skin quiz machine (model paths through the quiz page)", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, { timeout: 30_000 }, async () => {
      await open();
      await path.test({
        states: {
          intro: async () => {
            await screen.findByRole("button", { name: "Start the quiz" });
            expect(coverage.currentValue()).toBe("intro");
          },
          first: () => question(1),
          second: () => question(2),
          last: () => question(7),
          result: async () => {
            await screen.findByRole("heading", { name: "Combination skin, sensitive" });
            expect(screen.getByText("Your routine focuses on breakouts, visible pores, and shine.")).toBeDefined();
            const steps = await screen.findAllByText(/^Step \d · /);
            // Balanced, no aging or spots: cleanser, serum, moisturizer, sunscreen and a mask.
            expect(steps.map((s) => s.textContent)).toEqual([
              "Step 1 · Cleanser", "Step 2 · Serum", "Step 3 · Moisturizer", "Step 4 · Sunscreen", "Step 5 · Mask",
            ]);
            const link = screen.getByRole("link", { name: "Link to this result" });
            expect(link.getAttribute("href")).toBe(`/skin-quiz?${answersQuery(ANSWERS)}`);
          },
        },
        events: {
          "quiz.start": () => user.click(screen.getByRole("button", { name: "Start the quiz" })),
          "answer.first": () => answer(1),
          "answer.middle": async () => {
            for (let n = 2; n <= 6; n += 1) await answer(n);
          },
          "answer.last": () => answer(7),
          "quiz.back": async () => {
            const back = screen.queryByRole("button", { name: "Back" })
              ?? screen.getByRole("button", { name: "Change my answers" });
            await user.click(back);
          },
          "quiz.restart": async () => {
            await user.click(screen.getByRole("button", { name: "Start again" }));
            await waitFor(() => expect(localStorage.getItem(SKIN_QUIZ_KEY)).toBeNull());
            // A result link's answers leave the address too: a reload after starting over shows the intro.
            expect(history?.location.search).toBe("");
          },
          "page.reload": () => open(),
          "link.open": async () => {
            localStorage.clear();
            await open(`?${answersQuery(ANSWERS)}`);
          },
          "routine.add": async () => {
            // The cheaper of two equally suited cleansers is the pick; the other is its alternative.
            const first = await screen.findByRole("button", { name: "Add Soft Gel Cleanser" });
            await user.click(first);
            await screen.findByText("Added to your cart");
            expect(localStorage.getItem(CART_ID_KEY)).not.toBeNull();
            await act(async () => {});
          },
        },
      });
    });
  }
});

describe("skin quiz result", () => {
  it("adds the whole routine to the cart and opens the cart", { timeout: 30_000 }, async () => {
    await open(`?${answersQuery(ANSWERS)}`);
    await user.click(await screen.findByRole("button", { name: "Add the whole routine" }));
    await waitFor(() => expect(world.cart.requests.filter((r) => r.startsWith("POST /api/cart"))).toHaveLength(5));
    const cartId = localStorage.getItem(CART_ID_KEY);
    expect(cartId).not.toBeNull();
  });

  it("Start again from a result link clears the link's answers from the address", async () => {
    await open(`?${answersQuery(ANSWERS)}`);
    await user.click(await screen.findByRole("button", { name: "Start again" }));
    await screen.findByRole("button", { name: "Start the quiz" });
    await waitFor(() => expect(history?.location.search).toBe(""));
    expect(history?.location.pathname).toBe("/skin-quiz");
  });

  it("a broken result link starts the quiz instead", async () => {
    await open("?skinType=purple");
    await screen.findByRole("button", { name: "Start the quiz" });
    expect(within(document.body).queryByText("Your skin profile")).toBeNull();
  });
});
