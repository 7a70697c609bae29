import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { BlogPost } from "#contract/blog.ts";
import type { Locale } from "#contract/locale.ts";
import { formatDate } from "#lib/dates.ts";
import { BlogCover } from "./BlogGrid.tsx";

/** One post's body: date and tags, the cover, then paragraphs (the API separates them with a blank line). */
export function BlogArticle({ post, locale }: { post: BlogPost; locale: Locale }) {
  return (
    <Box as="article">
      <Flex gap="2" fontSize="sm" color="fg.muted" wrap="wrap" alignItems="center" mb="6">
        <Text as="span">{formatDate(post.published_at, locale)}</Text>
        {post.tags.map((tag) => (
          <Text as="span" key={tag} px="2.5" py="0.5" borderRadius="full" bg="brand.subtle" color="brand.fg"
            fontSize="xs" lineHeight="1.6">{tag}</Text>
        ))}
      </Flex>
      <BlogCover color={post.cover_color} h={{ base: "200px", md: "320px" }} />
      <Stack gap="5" mt="8" fontSize={{ base: "md", md: "lg" }} lineHeight="1.8">
        {post.body.split(/\n\s*\n/).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
    </Box>
  );
}
