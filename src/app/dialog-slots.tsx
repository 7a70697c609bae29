import type { DialogSlots } from "../components/feedback/DialogHost.tsx";

/** Placeholder until the auth dialog bodies are wired. */
export const dialogSlots: DialogSlots = {};
