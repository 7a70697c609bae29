import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { InspectionEvent } from "xstate";
import type { ProductSummary } from "#contract/product.ts";
import {
  answersQuery, isAnswered, isComplete, QUESTIONS, skinProfile, type QuizAnswers, type Routine,
} from "#contract/skin-quiz.ts";
import { questionAt, type skinQuizMachine, type SkinQuizInput } from "#machines/skin-quiz.machine.ts";
import { useCartCommands } from "#lib/cart.tsx";
import { useToast } from "#lib/feedback.tsx";
import { useSession } from "#lib/session.tsx";
import { useLocale } from "#lib/locale.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";
import { QuizIntro } from "../components/QuizIntro.tsx";
import { QuizQuestion } from "../components/QuizQuestion.tsx";
import { QuizResult, type RoutineProduct } from "../components/QuizResult.tsx";
import { profileWords, QUESTION_WORDS, SLOT_WORDS } from "../components/quiz-messages.ts";

export interface SkinQuizTemplateProps {
  machine: typeof skinQuizMachine;
  input: SkinQuizInput;
  loadRoutine: (query: string, signal: AbortSignal) => Promise<Routine>;
  /** Keeps the answers on the signed-in member's profile. */
  keepProfile: (answers: QuizAnswers) => Promise<unknown>;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The /skin-quiz flow: the skin-quiz machine's snapshot as the intro, one question, or the result; the result's
 * routine comes from `loadRoutine` and its products go to the cart through the cart's commands.
 */
export function SkinQuizTemplate({ machine, input, loadRoutine, keepProfile, inspect }: SkinQuizTemplateProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const commands = useCartCommands();
  const actor = useActorRef(machine, { input, ...(inspect ? { inspect } : {}) });
  const view = useSelector(actor, (s) =>
    (s.matches("result") ? "result" : s.matches("question") ? "question" : "intro"));
  const step = useSelector(actor, (s) => s.context.step);
  const answers = useSelector(actor, (s) => s.context.answers);
  const [adding, setAdding] = useState<number[]>([]);
  const [addingAll, setAddingAll] = useState(false);
  const { signedIn } = useSession();
  const [keeping, setKeeping] = useState<"idle" | "busy" | string>("idle");

  const complete = isComplete(answers);
  const query = complete ? answersQuery(answers) : "";
  const routine = useQuery(["skin-quiz-routine", query], (signal) => loadRoutine(query, signal), {
    enabled: view === "result" && complete,
  });
  const money = (satang: number) => formatBaht(satang, locale);

  const add = async (productIds: number[]) => {
    for (const id of productIds) {
      const outcome = await commands.addItem(id, 1);
      if (!outcome.ok) {
        void toast({ status: "error", title: t`Could not add to cart`, message: t`Please try again in a moment.` });
        return false;
      }
    }
    void toast({ status: "success", title: t`Added to your cart` });
    return true;
  };
  const addOne = async (id: number) => {
    setAdding((ids) => [...ids, id]);
    await add([id]);
    setAdding((ids) => ids.filter((other) => other !== id));
  };
  const addAll = async () => {
    setAddingAll(true);
    const ids = routine.data?.steps.map((s) => s.pick.id) ?? [];
    const ok = await add(ids);
    setAddingAll(false);
    if (ok) navigate(to("/my-cart"));
  };

  const keep = async (kept: QuizAnswers, query: string) => {
    setKeeping("busy");
    try {
      await keepProfile(kept);
      setKeeping(query);
      void toast({ status: "success", title: t`Kept on your profile` });
    } catch {
      setKeeping("idle");
      void toast({ status: "error", title: t`Error`, message: t`Please try again in a moment.` });
    }
  };

  if (view === "intro") {
    return <QuizIntro questions={QUESTIONS.length} onStart={() => actor.send({ type: "quiz.start" })} />;
  }

  if (view === "question") {
    const id = questionAt(step);
    const question = QUESTIONS[step]!;
    const words = QUESTION_WORDS[id];
    const value = answers[id];
    return (
      <QuizQuestion number={step + 1} total={QUESTIONS.length} title={i18n._(words.title)} hint={i18n._(words.hint)}
        options={question.options.map((option) => ({
          value: option, label: i18n._(words.options[option]!.label), desc: i18n._(words.options[option]!.desc),
        }))}
        selected={Array.isArray(value) ? value : value ? [value as string] : []} multiple={question.multiple}
        canContinue={isAnswered(answers, id)} last={step === QUESTIONS.length - 1}
        onPick={(picked) => actor.send({ type: "quiz.answer", value: picked })}
        onNext={() => actor.send({ type: "quiz.next" })} onBack={() => actor.send({ type: "quiz.back" })} />
    );
  }

  if (!complete) return null; // The machine only reaches the result with complete answers.
  const profile = skinProfile(answers);
  const words = profileWords(profile, i18n);
  const product = (p: ProductSummary): RoutineProduct => ({
    id: p.id, name: p.name, brand: p.brand.name, price: money(p.price), image: p.image,
    href: to(`/product/detail/${p.slug}`),
  });
  const data = routine.status === "success" ? routine.data : null;
  return (
    <QuizResult profileTitle={words.title} profileLines={words.lines}
      steps={data ? data.steps.map((s) => ({
        slot: s.slot, label: i18n._(SLOT_WORDS[s.slot]), pick: product(s.pick),
        alternative: s.alternative ? product(s.alternative) : null,
      })) : null}
      failed={routine.status === "error"} total={money(data?.total ?? 0)} budget={money(profile.budget)}
      overBudget={data !== null && data.total > data.budget}
      leftOut={data?.missing.map((slot) => i18n._(SLOT_WORDS[slot])) ?? []}
      adding={adding} addingAll={addingAll} resultLink={to(`/skin-quiz?${query}`)}
      onAdd={(id) => void addOne(id)} onAddAll={() => void addAll()} onRetry={routine.reload}
      onBack={() => actor.send({ type: "quiz.back" })} onRestart={() => actor.send({ type: "quiz.restart" })}
      keep={signedIn
        ? { busy: keeping === "busy", kept: keeping === query, onKeep: () => void keep(answers, query) }
        : undefined} />
  );
}
