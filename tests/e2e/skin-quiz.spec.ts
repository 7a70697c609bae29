import { skinQuizSpecs } from "./skin-quiz-flows.ts";

// Issue 17 at desktop width (1440); skin-quiz.phone.spec.ts runs the same at 375.
skinQuizSpecs();
