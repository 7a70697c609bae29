export * from "#components/address/place-labels.ts";
