import { Box, Theme } from "@chakra-ui/react";
import { memo, useCallback, useEffect, useMemo } from "react";
import { Outlet } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchMenu, fetchSitewide, fetchStore } from "#api/general.ts";
import { CouponBanner } from "#components/chrome/CouponBanner.tsx";
import { Footer } from "#components/chrome/Footer.tsx";
import { Header } from "#components/chrome/Header.tsx";
import { ProgressBar } from "#components/chrome/ProgressBar.tsx";
import { useCartSnapshot } from "#lib/cart.tsx";
import { useDevice } from "#lib/device.ts";
import { useDialogs } from "#lib/feedback.tsx";
import { useLocale } from "#lib/locale.tsx";
import { useMemberShown, useSignOut } from "#lib/session.tsx";
import { useSignedInHint } from "#lib/signed-in-hint.ts";
import { useAfterHydration } from "#lib/ssr.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";
import { chromeFor } from "../route-chrome.ts";
import { useScrollRestoration } from "./scroll-restoration.ts";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

// When hydration ends the layout renders again (the stored cart, the member): the header only if what it shows
// changed, the page not at all (it follows the router's context on its own).
const ShopHeader = memo(Header);

/**
 * The page chrome around every route (spec §2 "Layout and chrome"): progress bar, coupon banner, sticky header,
 * main, footer. Theme and body class follow the route; the menu is keyed by locale, so switching reloads it.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { locale, switchTo } = useLocale();
  const { bare } = useLocalePath();
  const chrome = chromeFor(bare);
  const dialogs = useDialogs();
  // The stored cart and the member are known only in the browser: they show once the server's HTML is hydrated.
  const storedCount = useCartSnapshot((s) => s.context.cart?.item_count ?? 0);
  const cartCount = useAfterHydration(() => storedCount, 0);
  const device = useDevice();

  const menu = useQuery(["menu", locale], (signal) => fetchMenu(locale, { signal }));
  const sitewide = useQuery(["sitewide", locale], (signal) => fetchSitewide({ signal }));
  const store = useQuery(["store", locale], (signal) => fetchStore({ signal }), { enabled: chrome.showFooter });

  useEffect(() => {
    document.body.className = chrome.bodyClass;
  }, [chrome.bodyClass]);
  // Exposed for styles and analytics: html[data-device="mobile" | "tablet" | "desktop" | "crawler"].
  useEffect(() => {
    document.documentElement.dataset.device = device;
  }, [device]);

  // New pages start at the top (or their #hash); Back and Forward return to the earlier position.
  useScrollRestoration();

  const logIn = useCallback(() => dialogs.open("signIn"), [dialogs]);
  const signOut = useSignOut();
  const logOut = useCallback(() => void signOut(), [signOut]);
  const page = useMemo(() => <HydrateApart><Outlet /></HydrateApart>, []);
  // A member's header, and no offer to guests (sign up and save): from the auth cookie until the token is checked
  // (the server rendered the page so), then from the session.
  const forMember = useMemberShown(useSignedInHint());
  const banner = sitewide.data?.enabled && !(sitewide.data.guests_only && forMember) ? sitewide.data.text : null;

  // The chrome, the header, the page and the footer are Suspense boundaries (HydrateApart): React hydrates the
  // router and the providers first, then each of them in a pass that yields to the browser (decision 0181).
  return (
    <HydrateApart>
      <Theme appearance={chrome.theme === "dark" ? "dark" : "light"} hasBackground={false} colorPalette="brand"
        bg={chrome.theme === "cream" ? "bg.cream" : "bg"} color="fg" minH="100dvh" display="flex"
        flexDirection="column">
        <a href="#main" className="skip-link">{t`Skip to content`}</a>
        <ProgressBar />
        {chrome.showMenus ? <CouponBanner text={banner} /> : null}
        <HydrateApart>
          <ShopHeader menu={menu.data} cartCount={cartCount} showMenus={chrome.showMenus} staffTool={chrome.staffTool}
            signedIn={forMember} onLogIn={logIn} onLogOut={logOut} locale={locale}
            onSwitchLocale={switchTo} />
        </HydrateApart>
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none"
          mt={chrome.overlayHeader ? { base: "-64px", lg: "-76px" } : undefined}>
          {page}
        </Box>
        {chrome.showFooter ? <HydrateApart><Footer store={store.data} /></HydrateApart> : null}
      </Theme>
    </HydrateApart>
  );
}
