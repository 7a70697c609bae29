// The whole drizzle schema, split by area. Later areas add their own file here.
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./geo.ts";
export * from "./cart.ts";
export * from "./engagement.ts";
export * from "./search.ts";
export * from "./member.ts";
export * from "./orders.ts";
export * from "./payments-sandbox.ts";
export * from "./membership.ts";
export * from "./payments.ts";
export * from "./skin-quiz.ts";
export * from "./support.ts";
