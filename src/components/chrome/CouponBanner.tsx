import { Box, CloseButton, Container, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useAfterHydration } from "#lib/ssr.ts";
import { GiftIcon } from "./icons.tsx";

const KEY = "skinstate.announcement-closed";

function wasClosed(text: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === text;
  } catch {
    return false;
  }
}

/**
 * The site-wide coupon alert above the header. Closing it hides it for the rest of the visit (session storage,
 * keyed by its text so a new announcement shows again).
 */
export function CouponBanner({ text }: { text: string | null }) {
  const { t } = useLingui();
  const [closedText, setClosedText] = useState<string | null>(null);
  // Session storage is the browser's: the server's render (and so hydration) shows the banner.
  const closedBefore = useAfterHydration(() => text !== null && wasClosed(text), false);
  if (!text || closedText === text || closedBefore) return null;
  const close = () => {
    try {
      sessionStorage.setItem(KEY, text);
    } catch {
      // Private mode without storage: hide for this page view only.
    }
    setClosedText(text);
  };
  return (
    <Box as="section" role="region" aria-label={t`Announcement`} bg="plum.800" color="white"
      fontSize={{ base: "xs", md: "sm" }}>
      <Container maxW="7xl" display="flex" alignItems="center" gap="3" py="2" px={{ base: "3", md: "6" }}>
        <Box flexShrink={0} color="rose.200" display={{ base: "none", sm: "block" }}><GiftIcon size={16} /></Box>
        <Text flex="1" textAlign="center" fontWeight="medium" letterSpacing="0.01em">{text}</Text>
        <CloseButton size="2xs" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }}
          aria-label={t`Close announcement`} onClick={close} />
      </Container>
    </Box>
  );
}
