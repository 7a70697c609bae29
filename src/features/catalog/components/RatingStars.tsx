import { Box, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z";

/** Five stars filled to `rating` (0..5), one accessible label ("Rated 4.5 out of 5, 12 reviews"). */
export function RatingStars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const { t } = useLingui();
  const value = rating.toFixed(1);
  const label = count === undefined ? t`Rated ${value} out of 5` : t`Rated ${value} out of 5, ${count} reviews`;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <Flex alignItems="center" gap="1.5" role="img" aria-label={label}>
      <Box position="relative" lineHeight="0" aria-hidden="true">
        <Stars size={size} color="var(--chakra-colors-border-emphasized, #d5c4b1)" />
        <Box position="absolute" inset="0" w={`${percent}%`} overflow="hidden">
          <Stars size={size} color="var(--chakra-colors-rose-500, #cf5b4e)" />
        </Box>
      </Box>
      {count !== undefined ? <Text as="span" fontSize="xs" color="fg.muted" aria-hidden="true">({count})</Text> : null}
    </Flex>
  );
}

function Stars({ size, color }: { size: number; color: string }) {
  // Five 24-unit stars with 4-unit gaps: 136 units wide.
  return (
    <svg width={(size * 136) / 24} height={size} viewBox="0 0 136 24" style={{ display: "block" }} fill={color}>
      {[0, 1, 2, 3, 4].map((i) => <path key={i} d={STAR} transform={`translate(${i * 28} 0)`} />)}
    </svg>
  );
}
