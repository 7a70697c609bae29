import type { FastifyPluginAsync } from "fastify";

/** Reviews: filled in below once contract/review.ts lands. */
const review: FastifyPluginAsync = async () => {};
export default review;
