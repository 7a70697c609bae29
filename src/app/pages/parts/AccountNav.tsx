import { Box, chakra, Flex } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { useLocalePath } from "#lib/use-locale-path.ts";

const RouterLink = chakra(Link);

export const ACCOUNT_SECTIONS = ["/my-account", "/my-account/my-orders", "/my-account/membership",
  "/my-account/my-address"] as const;

/** The section a path belongs to: its own entry, or the account home for other account pages (OTP etc.). */
export function currentSection(bare: string): string {
  const path = bare.replace(/\/+$/, "") || "/";
  const nested = ACCOUNT_SECTIONS.filter((s) => s !== "/my-account").find((s) =>
    path === s || path.startsWith(`${s}/`));
  return nested ?? "/my-account";
}

/**
 * A soft shadow at an edge the row can still scroll towards, so a phone shows there are more tabs: the covers move
 * with the content (`local`) and hide the shadows (`scroll`) once an end is reached.
 */
const SCROLL_HINT = {
  background: [
    "linear-gradient(to right, var(--chakra-colors-bg) 30%, transparent) left center / 32px 100% no-repeat local",
    "linear-gradient(to left, var(--chakra-colors-bg) 30%, transparent) right center / 32px 100% no-repeat local",
    "radial-gradient(farthest-side at 0 50%, rgba(42, 31, 36, 0.18), transparent) left center / 12px 100% no-repeat",
    "radial-gradient(farthest-side at 100% 50%, rgba(42, 31, 36, 0.18), transparent) right center / 12px 100% "
      + "no-repeat",
  ].join(", "),
} as const;

/**
 * The account sections (spec §2 Account; the mobile menu's My Account group has the same four): a row of tabs
 * that scrolls sideways on phones. The current section is marked with aria-current="page".
 */
export function AccountNav() {
  const { t } = useLingui();
  const { to, bare } = useLocalePath();
  const titles: Record<(typeof ACCOUNT_SECTIONS)[number], string> = {
    "/my-account": t`My Account`,
    "/my-account/my-orders": t`My Orders`,
    "/my-account/membership": t`Membership`,
    "/my-account/my-address": t`My Shipping`,
  };
  const current = currentSection(bare);
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring the current tab into view without moving the page.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = Math.max(0, active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2);
  }, [current]);
  return (
    <Box as="nav" ref={navRef} position="relative" aria-label={t`Account sections`} mb={{ base: "6", md: "10" }}
      borderBottomWidth="1px" borderColor="border" css={SCROLL_HINT}
      overflowX="auto" mx={{ base: "-5", md: "0" }} px={{ base: "5", md: "0" }}>
      <Flex as="ul" listStyleType="none" gap={{ base: "1", md: "2" }} minW="max-content">
        {ACCOUNT_SECTIONS.map((path) => {
          const active = path === current;
          return (
            <Box as="li" key={path}>
              <RouterLink to={to(path)} aria-current={active ? "page" : undefined} display="block"
                px={{ base: "3", md: "4" }}
                py="3" mb="-1px" fontSize={{ base: "sm", md: "md" }} fontWeight={active ? "semibold" : "medium"}
                color={active ? "brand.fg" : "fg.muted"} borderBottomWidth="2px"
                borderColor={active ? "brand.solid" : "transparent"}
                textDecoration="none" whiteSpace="nowrap" _hover={{ color: "fg",
                  borderColor: active ? "brand.solid" : "border.emphasized" }}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px",
                  borderRadius: "md" }}>
                {titles[path]}
              </RouterLink>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
