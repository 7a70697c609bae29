import { skinQuizSpecs } from "./skin-quiz-flows.ts";

// At desktop width (1440); skin-quiz.phone.spec.ts runs the same at 375.
skinQuizSpecs();
