import type { FastifyPluginAsync } from "fastify";

/** Development-only pages (the mail/SMS outbox). Registered only when NODE_ENV is not production. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
