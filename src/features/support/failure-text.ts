import type { SupportFailure } from "#machines/support-console.machine.ts";

/**
 * The server's message for a refused call (already in the staff member's language), or the given fallback: a lost
 * connection or an answer that broke the contract has no message for staff.
 */
export const failureText = (failure: SupportFailure, fallback: string) =>
  (failure.code !== "network_error" && failure.code !== "internal_error" && failure.error instanceof Error
    && failure.error.message ? failure.error.message : fallback);
