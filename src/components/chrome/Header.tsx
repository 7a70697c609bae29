import { Box, Button, chakra, Container, Flex, IconButton, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { MenuItem } from "#contract/general.ts";
import type { Locale } from "#contract/locale.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useScrolledPast } from "#lib/use-scrolled.ts";
import { CartButton } from "./CartButton.tsx";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { GiftIcon, MenuIcon, SearchIcon, UserIcon } from "./icons.tsx";
import { LocaleSwitch } from "./LocaleSwitch.tsx";
import { Logo } from "./Logo.tsx";
import { menuFor } from "./menu-links.ts";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

// The search panel and the mobile menu pull in Chakra's dialog, drawer and accordion machinery; they load on first
// use so the home page's first download stays inside its budget. Once opened they stay mounted (closing animates).
const SearchPanel = lazy(() => import("./SearchPanel.tsx").then((m) => ({ default: m.SearchPanel })));
const MobileMenu = lazy(() => import("./MobileMenu.tsx").then((m) => ({ default: m.MobileMenu })));

const RouterLink = chakra(Link);

export type HeaderProps = {
  menu: MenuItem[] | undefined;
  cartCount: number;
  /** False on checkout and payment pages: only the logo stays. */
  showMenus: boolean;
  /** A staff tool (the support console), without menus: the language switch and a link back to the shop. */
  staffTool?: boolean;
  signedIn: boolean;
  onLogIn: () => void;
  onLogOut: () => void;
  /** The language on screen and the EN/TH switch. */
  locale: Locale;
  onSwitchLocale: (locale: Locale) => void;
};

/** Header height, also used by the home hero to slide under the transparent header. */
export const HEADER_HEIGHT = { base: "64px", lg: "76px" } as const;

/** Sticky header: transparent at the top of the page, solid once the shopper scrolls past 50 px (spec §2). */
export function Header({
  menu, cartCount, showMenus, staffTool = false, signedIn, onLogIn, onLogOut, locale, onSwitchLocale,
}: HeaderProps) {
  const { t } = useLingui();
  const { to } = useLocalePath();
  const solid = useScrolledPast();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  const iconButton = { variant: "ghost", borderRadius: "full", color: "currentColor", size: "md" } as const;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" h={HEADER_HEIGHT} data-solid={solid || undefined}
      data-shop-header
      bg={solid ? "bg.panel/95" : "transparent"} backdropFilter={solid ? "saturate(1.4) blur(10px)" : undefined}
      boxShadow={solid ? "0 1px 0 var(--chakra-colors-border), 0 8px 24px -16px rgba(42,31,36,0.35)" : "none"}
      color="fg" transition="background-color 0.25s ease, box-shadow 0.25s ease">
      {/* A staff tool's header lines up with its wider page (the support console's container). */}
      <Container maxW={staffTool ? "8xl" : "7xl"} h="full"
        px={staffTool ? { base: "4", md: "8" } : { base: "3", md: "6" }}>
        <Flex h="full" alignItems="center" gap={{ base: "1", lg: "4" }}>
          {showMenus && (
            <IconButton {...iconButton} aria-label={t`Open menu`} display={{ base: "inline-flex", lg: "none" }}
              onClick={openMenu}>
              <MenuIcon />
            </IconButton>
          )}
          <Box flex={{ base: "1", lg: "0 0 auto" }} display="flex"
            justifyContent={{ base: showMenus ? "center" : "flex-start", lg: "flex-start" }}>
            <Logo to={to("/")} />
          </Box>
          {showMenus ? (
            <>
              {/* Hidden on phones: a boundary of its own, hydrated after the header. */}
              <Box display={{ base: "none", lg: "block" }} flex="1" ms="4">
                <HydrateApart>
                  <DesktopMenu items={menuFor(menu, "desktop")} to={to} />
                </HydrateApart>
              </Box>
              <Flex alignItems="center" gap={{ base: "0", lg: "1.5" }}>
                <IconButton {...iconButton} aria-label={t`Search`} onClick={openSearch}>
                  <SearchIcon />
                </IconButton>
                <Box display={{ base: "none", lg: "block" }}>
                  <HydrateApart>
                    <LocaleSwitch locale={locale} onSwitch={onSwitchLocale} />
                  </HydrateApart>
                </Box>
                <Box display={{ base: "none", lg: "block" }}>
                  {signedIn ? (
                    <Flex alignItems="center" gap="1">
                      {/* Points and gifts one click away. */}
                      <RouterLink to={to("/my-account/membership")} aria-label={t`Membership`} display="inline-flex"
                        w="10" h="10" alignItems="center" justifyContent="center" borderRadius="full"
                        color="currentColor"
                        _hover={{ bg: "blackAlpha.100" }}>
                        <GiftIcon />
                      </RouterLink>
                      <RouterLink to={to("/my-account")} aria-label={t`My Account`} display="inline-flex" w="10" h="10"
                        alignItems="center" justifyContent="center" borderRadius="full" color="currentColor"
                        _hover={{ bg: "blackAlpha.100" }}>
                        <UserIcon />
                      </RouterLink>
                      <Button variant="ghost" size="sm" borderRadius="full" color="currentColor" px="3"
                        onClick={onLogOut}>
                        {t`Log out`}
                      </Button>
                    </Flex>
                  ) : (
                    <Button variant="outline" size="sm" borderRadius="full" borderColor="currentColor"
                      color="currentColor"
                      px="4" onClick={onLogIn}>
                      {t`Log in`}
                    </Button>
                  )}
                </Box>
                <CartButton to={to("/my-cart")} count={cartCount} />
              </Flex>
              <Suspense fallback={null}>
                {searchUsed ? <SearchPanel open={searchOpen} onOpenChange={setSearchOpen} to={to} /> : null}
                {menuUsed ? (
                  <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} items={menuFor(menu, "mobile")} to={to}
                    signedIn={signedIn} onLogIn={onLogIn} onLogOut={onLogOut}
                    locale={locale} onSwitchLocale={onSwitchLocale} />
                ) : null}
              </Suspense>
            </>
          ) : staffTool ? (
            <Flex ms="auto" alignItems="center" gap={{ base: "2", md: "4" }}>
              <RouterLink to={to("/")} fontSize="sm" color="brand.fg" textDecoration="underline"
                textUnderlineOffset="3px">
                {t`Back to the shop`}
              </RouterLink>
              <LocaleSwitch locale={locale} onSwitch={onSwitchLocale} />
            </Flex>
          ) : (
            <Text ms="auto" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
              <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg="green.500" />
              {t`Secure checkout`}
            </Text>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
