import type { FastifyPluginAsync } from "fastify";

/** spec §7 User, under /api/user. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
