import { skinQuizSpecs } from "./skin-quiz-flows.ts";

// At phone width (375, touch); skin-quiz.spec.ts runs the same at 1440.
skinQuizSpecs();
