import { Box, chakra, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import type { BlogPostSummary } from "#contract/blog.ts";
import type { Locale } from "#contract/locale.ts";
import { formatDate } from "#lib/dates.ts";

const RouterLink = chakra(Link);

/** Cover art drawn from the post's colour: a soft gradient with concentric rings, no image download. */
export function BlogCover({ color, h }: { color: string; h: string | Record<string, string> }) {
  return (
    <Box h={h} borderRadius="xl" position="relative" overflow="hidden" aria-hidden="true"
      style={{ background:
        `radial-gradient(circle at 30% 30%, #ffffffaa 0, transparent 45%), `
          + `linear-gradient(135deg, ${color}, ${color}cc)` }}>
      <Box position="absolute" right="-12%" bottom="-30%" w="60%" pb="60%" borderRadius="full" border="18px solid"
        borderColor="whiteAlpha.500" />
    </Box>
  );
}

export function BlogGrid({ posts, locale, to }: { posts: BlogPostSummary[]; locale: Locale;
  to: (path: string) => string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, lg: 3 }}
      gap={{ base: "8", md: "10" }}>
      {posts.map((post) => (
        <li key={post.id}>
          <RouterLink to={to(`/blog/${post.slug}`)} display="block" textDecoration="none" color="fg" className="group"
            _hover={{ "& h2": { color: "brand.fg" } }}>
            <BlogCover color={post.cover_color} h={{ base: "200px", md: "220px" }} />
            <Flex gap="2" mt="4" fontSize="xs" color="fg.muted" wrap="wrap">
              <Text as="span">{formatDate(post.published_at, locale)}</Text>
              {post.tags.slice(0, 2).map((tag) => (
                <Text as="span" key={tag} color="brand.fg">· {tag}</Text>
              ))}
            </Flex>
            <Heading as="h2" mt="2" fontFamily="heading" fontWeight="medium" fontSize="xl" lineHeight="1.3"
              transition="color 0.2s">
              {post.title}
            </Heading>
            <Text mt="2" color="fg.muted" fontSize="sm" lineClamp={3}>{post.excerpt}</Text>
          </RouterLink>
        </li>
      ))}
    </SimpleGrid>
  );
}
