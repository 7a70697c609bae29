import { BlogPost, BlogPostSummary, BLOG_PER_PAGE } from "#contract/blog.ts";
import { array } from "superstruct";
import { getData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Blog: GET api/blog/ with a query, GET api/blog/{id} (a numeric id or a slug).
export const fetchBlogPosts = (page = 1, options?: CallOptions) =>
  getData(withQuery("api/blog/", { page, per_page: BLOG_PER_PAGE }), array(BlogPostSummary), options);

export const fetchBlogPost = (idOrSlug: string, options?: CallOptions) =>
  getData(`api/blog/${encodeURIComponent(idOrSlug)}`, BlogPost, options);
