// Moved to src/lib so checkout and orders read failures the same way; account keeps importing it here.
export * from "#lib/form-outcome.ts";
