import { array, assign, coerce, integer, max, min, number, object, optional, pattern, size, string,
  type Infer } from "superstruct";

const positiveInt = (most: number) =>
  coerce(max(min(integer(), 1), most), string(), (v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN));

// GET api/blog/?page=&per_page=  -> pageOf(BlogPostSummary[])
export const BlogListQuery = object({ page: optional(positiveInt(100_000)), per_page: optional(positiveInt(50)) });
export type BlogListQuery = Infer<typeof BlogListQuery>;
export const BLOG_PER_PAGE = 9;

// GET api/blog/:id — a numeric id or a slug. -> dataOf(BlogPost)
export const BlogPostParams = object({ id: pattern(size(string(), 1, 200), /^[a-z0-9][a-z0-9-]*$/) });

export const BlogPostSummary = object({
  id: number(),
  slug: string(),
  title: string(),
  excerpt: string(),
  /** ISO 8601 */
  published_at: string(),
  cover_color: string(),
  tags: array(string()),
});
export type BlogPostSummary = Infer<typeof BlogPostSummary>;

/** A whole post: the summary plus its body (paragraphs separated by a blank line). */
export const BlogPost = assign(BlogPostSummary, object({ body: string() }));
export type BlogPost = Infer<typeof BlogPost>;
