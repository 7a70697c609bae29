import { Box, Theme } from "@chakra-ui/react";
import { useCallback, useEffect } from "react";
import { Outlet } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchMenu, fetchSitewide, fetchStore } from "../../api/general";
import { CouponBanner } from "../../components/chrome/CouponBanner";
import { Footer } from "../../components/chrome/Footer";
import { Header } from "../../components/chrome/Header";
import { ProgressBar } from "../../components/chrome/ProgressBar";
import { useCartCount } from "../../lib/cart-count";
import { useDevice } from "../../lib/device";
import { useDialogs } from "../../lib/feedback";
import { useLocale } from "../../lib/locale";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { useQuery } from "../../lib/use-query";
import { chromeFor } from "../route-chrome";
import { useScrollRestoration } from "./scroll-restoration";

/**
 * The page chrome around every route (spec §2 "Layout and chrome"): progress bar, coupon banner, sticky header,
 * main, footer. Theme and body class follow the route; the menu is keyed by locale, so switching reloads it.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { bare } = useLocalePath();
  const chrome = chromeFor(bare);
  const dialogs = useDialogs();
  const session = useSession();
  const cartCount = useCartCount();
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
  const logOut = useCallback(() => void session.signOut(), [session]);
  const banner = sitewide.data?.enabled ? sitewide.data.text : null;

  return (
    <Theme appearance={chrome.theme === "dark" ? "dark" : "light"} hasBackground={false} colorPalette="brand"
      bg={chrome.theme === "cream" ? "bg.cream" : "bg"} color="fg" minH="100dvh" display="flex" flexDirection="column">
      <a href="#main" className="skip-link">{t`Skip to content`}</a>
      <ProgressBar />
      {chrome.showMenus ? <CouponBanner text={banner} /> : null}
      <Header menu={menu.data} cartCount={cartCount} showMenus={chrome.showMenus} signedIn={session.signedIn}
        onLogIn={logIn} onLogOut={logOut} />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none" mt={chrome.overlayHeader ? { base: "-64px", lg: "-76px" } : undefined}>
        <Outlet />
      </Box>
      {chrome.showFooter ? <Footer store={store.data} /> : null}
    </Theme>
  );
}
