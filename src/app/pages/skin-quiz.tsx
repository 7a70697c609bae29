import { useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { validate } from "superstruct";
import type { InspectionEvent } from "xstate";
import { fetchQuizRoutine } from "#api/product.ts";
import { keepSkinProfile } from "#api/user.ts";
import {
  answersQuery, isComplete, MAX_CONCERNS, QUESTIONS, QUIZ_CONCERNS, RoutineQuery, type PartialAnswers,
} from "#contract/skin-quiz.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { SkinQuizTemplate } from "#features/quiz/templates/SkinQuizTemplate.tsx";
import { skinQuizMachine, type SkinQuizInput } from "#machines/skin-quiz.machine.ts";
import { useHydrated } from "#lib/ssr.ts";
import { storageGet, storageRemove, storageSet } from "#lib/storage.ts";

/** Where the quiz under way is kept, so a reload comes back to the same question. */
export const SKIN_QUIZ_KEY = "skinstate.skinQuiz";

/**
 * The quiz with its progress kept in storage, and the address kept in step with the screen: a result shows its own
 * link (`?skinType=…`), any other screen has none. A link opened and then changed (Change my answers, Start again)
 * must not bring the old result back on reload, nor be shared by copying the address.
 */
function quizWithStorage(showInAddress: (search: string) => void) {
  return skinQuizMachine.provide({
    actions: {
      storeProgress: (_, progress: SkinQuizInput) => {
        storageSet(SKIN_QUIZ_KEY, JSON.stringify(progress));
        showInAddress(progress.at === "result" && isComplete(progress.answers) ? `?${answersQuery(progress.answers)}`
          : "");
      },
      forgetProgress: () => {
        storageRemove(SKIN_QUIZ_KEY);
        showInAddress("");
      },
    },
  });
}

/** The answers a search carries, in the order answersQuery writes them ("" when it is no complete result link). */
function linkOf(search: string): string {
  const [error, answers] = validate(Object.fromEntries(new URLSearchParams(search)), RoutineQuery, { coerce: true });
  return error ? "" : `?${answersQuery(answers)}`;
}

/** Stored answers, keeping only values the questions offer (storage is the shopper's to edit). */
function storedProgress(): SkinQuizInput | null {
  try {
    const raw = JSON.parse(storageGet(SKIN_QUIZ_KEY) ?? "null") as Partial<SkinQuizInput> | null;
    if (!raw || typeof raw !== "object" || !raw.answers || typeof raw.answers !== "object") return null;
    const answers: Record<string, unknown> = {};
    for (const question of QUESTIONS) {
      const value = (raw.answers as Record<string, unknown>)[question.id];
      if (question.id === "concerns" && Array.isArray(value)) {
        const known = value.filter((c) => (QUIZ_CONCERNS as readonly unknown[]).includes(c));
        answers.concerns = known.slice(0, MAX_CONCERNS);
      } else if ((question.options as readonly unknown[]).includes(value)) answers[question.id] = value;
    }
    const at = raw.at === "result" || raw.at === "question" ? raw.at : "intro";
    return { answers: answers as PartialAnswers, step: Number(raw.step) || 0, at };
  } catch {
    return null;
  }
}

/** A result link (/skin-quiz?skinType=…) opens its result; else the stored quiz resumes; else the quiz starts. */
function startingPoint(search: string, withStorage: boolean): SkinQuizInput {
  const [error, answers] = validate(Object.fromEntries(new URLSearchParams(search)), RoutineQuery, { coerce: true });
  if (!error) return { answers, step: QUESTIONS.length - 1, at: "result" };
  return (withStorage ? storedProgress() : null) ?? { answers: {}, step: 0, at: "intro" };
}

/**
 * The server renders the first screen; stored answers are the browser's, so a quiz under way is picked up once the
 * page is hydrated (a new key starts the machine again from them). A result link or nothing stored starts where the
 * server did: the machine is kept, and so is a tap made while the page hydrated (the early-input script replays it).
 * Decided once, at hydration: answers stored later by this quiz must not restart it.
 */
export function SkinQuiz({ inspect }: { inspect?: (event: InspectionEvent) => void }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [resume, setResume] = useState<boolean | null>(null);
  if (hydrated && resume === null) setResume(linkOf(search) === "" && (storedProgress()?.at ?? "intro") !== "intro");
  return <SkinQuizFrom key={resume ? "browser" : "server"} withStorage={resume === true}
    {...(inspect ? { inspect } : {})} />;
}

function SkinQuizFrom({ inspect, withStorage }: { inspect?: (event: InspectionEvent) => void; withStorage: boolean }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Read once (the first search): the machine owns the quiz from then on; the result offers its link instead.
  const [input] = useState(() => startingPoint(search, withStorage));
  // The address as it is now (the machine's action runs later than this render).
  const searchNow = useRef(search);
  searchNow.current = search;
  const machine = useMemo(() => quizWithStorage((wanted) => {
    const now = searchNow.current;
    if (now === wanted || (wanted !== "" && linkOf(now) === wanted) || (wanted === "" && !now)) return;
    // A result's link starts the page at the top; leaving the result keeps the place (the question takes focus).
    void navigate({ search: wanted }, { replace: true, preventScrollReset: wanted === "" });
  }), [navigate]);
  return (
    <SkinQuizTemplate machine={machine} input={input} {...(inspect ? { inspect } : {})}
      loadRoutine={(query, signal) => fetchQuizRoutine(query, { signal })} keepProfile={keepSkinProfile} />
  );
}

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={t`Skin quiz`} title={t`Find your routine in two minutes`}
      lead={t`Answer a few questions about your skin and we will suggest products that suit it.`}>
      <SkinQuiz />
    </PageFrame>
  );
}
