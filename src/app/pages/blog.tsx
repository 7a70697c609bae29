import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { fetchBlogPosts } from "#api/blog.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { BlogGrid } from "#features/content/components/BlogGrid.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";

export function Component() {
  const { t } = useLingui();
  const { to, locale } = useLocalePath();
  const posts = useQuery(["blog", 1], (signal) => fetchBlogPosts(1, { signal }));
  return (
    <PageFrame eyebrow={t`Journal`} title={t`The SkinState blog`}
      lead={t`Routines for hot, humid days, ingredient explainers and the stories behind our brands.`}>
      {posts.data && posts.data.length > 0 ? <BlogGrid posts={posts.data} locale={locale} to={to} /> : null}
      {posts.status === "loading" && !posts.data ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="10">
          {[1, 2, 3].map((n) => <Skeleton key={n} h="320px" borderRadius="xl" />)}</SimpleGrid>
      ) : null}
      {posts.status === "error" || (posts.data && posts.data.length === 0) ? (
        <EmptyState title={t`No stories yet`} text={t`New articles are on their way. Check back soon.`} />
      ) : null}
    </PageFrame>
  );
}
