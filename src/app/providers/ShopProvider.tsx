import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { DialogSlots } from "#components/feedback/DialogHost.tsx";
import {
  ConfirmContext, DialogsContext, LoadingContext, ToastContext,
  type AskConfirm, type DialogsApi, type LoadingApi, type ShowToast,
} from "#lib/feedback.tsx";
import { i18n as browserI18n } from "#lib/i18n.ts";
import { LocaleContext, type LocaleApi, type LocaleStatus } from "#lib/locale.tsx";
import { localeOfPath } from "#lib/locale-path.ts";
import { request } from "#lib/request.ts";
import { childOf, ShopContext } from "#lib/shop.tsx";
import type { Shop } from "../actors/shop.ts";
import { FeedbackLayer } from "./FeedbackLayer.tsx";
import { unlockPageScroll } from "./scroll-lock.ts";

export interface ShopProviderProps {
  /** The started shop system (src/app/actors/shop.ts). */
  shop: Shop;
  /** Dialog bodies by type; dialogs without one show a placeholder. */
  dialogSlots?: DialogSlots | undefined;
  /** The server renders each request with its own language's instance; the browser has one (src/lib/i18n.ts). */
  i18n?: I18n | undefined;
  children: ReactNode;
}

/**
 * Puts the shop's actor system in reach of templates (src/lib/shop.tsx) and gives pages the promise-style facades of
 * its feedback actors (toast, confirm, dialogs) and the locale. Nothing here carries behaviour between machines: they
 * talk to each other inside the system. Must sit inside the router; children render once the first language is
 * active, so a /th deep link never flashes English.
 */
export function ShopProvider({ shop, dialogSlots, i18n = browserI18n, children }: ShopProviderProps) {
  const { pathname } = useLocation();
  const locale = childOf(shop, "locale");
  const dialogStack = childOf(shop, "dialogStack");
  const toastStack = childOf(shop, "toastStack");
  const confirmQueue = childOf(shop, "confirmQueue");

  const shown = useSelector(locale, (s) => s.context.locale);
  const status: LocaleStatus = useSelector(locale, (s) => s.value);
  const [settledOnce, setSettledOnce] = useState(false);
  if (!settledOnce && (status === "ready" || status === "failed")) setSettledOnce(true);

  // The locale machine follows links and Back into the other language.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    locale.send({ type: "locale.routeChanged", pathname });
  }, [locale, pathname]);

  const prefixed = localeOfPath(pathname) !== null;
  const localeApi = useMemo<LocaleApi>(() => ({
    locale: shown,
    status,
    prefixed,
    switchTo: (next) => locale.send({ type: "locale.switch", locale: next }),
    retry: () => locale.send({ type: "locale.retry" }),
  }), [locale, shown, status, prefixed]);

  const showToast = useMemo<ShowToast>(
    () => async (options) => void (await request(toastStack, { type: "toast.show", ...options })),
    [toastStack],
  );
  // Spec §4: resolves true on OK or rejects with false on cancel.
  const askConfirm = useMemo<AskConfirm>(
    () => async (options) => {
      const answer = await request(confirmQueue, { type: "confirm.ask", ...options });
      if (!answer.ok) throw false;
      return true;
    },
    [confirmQueue],
  );

  const dialog = useSelector(dialogStack, (s) => s.context.dialog);
  const dialogs = useMemo<DialogsApi>(() => ({
    current: dialog,
    open: (next) => dialogStack.send({ type: "dialog.open", dialog: next }),
    close: () => dialogStack.send({ type: "dialog.close" }),
  }), [dialog, dialogStack]);
  // The dialog actor stops with the shop; the page must not stay locked behind a dialog that no longer exists.
  useEffect(() => unlockPageScroll, []);

  const [loadingCount, setLoadingCount] = useState(0);
  const loading = useMemo<LoadingApi>(() => ({
    show: () => setLoadingCount((n) => n + 1),
    hide: () => setLoadingCount((n) => Math.max(0, n - 1)),
    visible: loadingCount > 0,
  }), [loadingCount]);

  return (
    <ShopContext.Provider value={shop}>
      <I18nProvider i18n={i18n}>
        <LocaleContext.Provider value={localeApi}>
          <ToastContext.Provider value={showToast}>
            <ConfirmContext.Provider value={askConfirm}>
              <DialogsContext.Provider value={dialogs}>
                <LoadingContext.Provider value={loading}>
                  {settledOnce ? (
                    <>
                      {children}
                      <FeedbackLayer dialogSlots={dialogSlots} loading={loading.visible} />
                    </>
                  ) : null}
                </LoadingContext.Provider>
              </DialogsContext.Provider>
            </ConfirmContext.Provider>
          </ToastContext.Provider>
        </LocaleContext.Provider>
      </I18nProvider>
    </ShopContext.Provider>
  );
}
