import type { FastifyPluginAsync } from "fastify";

/** spec §7 Authentication, under /api/auth. */
const routes: FastifyPluginAsync = async () => {};

export default routes;
