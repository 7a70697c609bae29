import type { FastifyPluginAsync } from "fastify";
import { BLOG_PER_PAGE, BlogListQuery, BlogPostParams } from "#contract/blog.ts";
import { findBlogPost, listBlogPosts } from "#db/repositories/blog.ts";
import { notFound } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { validated } from "#plugins/validation.ts";

/** spec §7 Blog, under /api/blog. */
const blog: FastifyPluginAsync = async (app) => {
  app.get("/", validated({ query: BlogListQuery }, async ({ query }, req) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? BLOG_PER_PAGE;
    const { items, total } = await listBlogPosts(app.db, page, perPage, requestLocale(req));
    return { data: items, meta: { page, per_page: perPage, total } };
  }));

  app.get("/:id", validated({ params: BlogPostParams }, async ({ params }, req) => {
    const post = await findBlogPost(app.db, params.id, requestLocale(req));
    if (!post) throw notFound();
    return { data: post };
  }));
};

export default blog;
