import { Skeleton, Stack } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchBlogPost } from "#api/blog.ts";
import { ApiError } from "#api/errors.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { BlogArticle } from "#features/content/components/BlogArticle.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";
import { useSeo } from "../use-seo.ts";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const { slug = "" } = useParams();
  const { locale } = useLocalePath();
  const seo = useSeo();
  const post = useQuery(["blog-post", slug], (signal) => fetchBlogPost(slug, { signal }));
  const missing = post.status === "error" && post.error instanceof ApiError && post.error.status === 404;
  const title = post.data?.title ?? (missing ? t`This story could not be found` : t`The SkinState blog`);
  return (
    <PageFrame width="narrow" eyebrow={t`Journal`} title={title} lead={post.data?.excerpt}
      head={{ title: seo?.title || post.data?.title, description: seo?.description || post.data?.excerpt,
        keywords: seo?.keywords }}>
      {post.data ? <BlogArticle post={post.data} locale={locale} /> : null}
      {post.status === "loading" && !post.data ? (
        <Stack gap="4"><Skeleton h="300px" borderRadius="xl" /><Skeleton h="5" /><Skeleton h="5" w="80%" /></Stack>
      ) : null}
      {post.status === "error" ? (
        <EmptyState title={missing ? t`This story may have moved` : t`The story could not be loaded`}
          text={t`Browse the latest articles on the blog instead.`}
          action={<LinkButton to="/blog">{t`All stories`}</LinkButton>} />
      ) : null}
    </PageFrame>
  );
}
