import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { I18nProvider } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise, type InspectionEvent } from "xstate";
import type { Locale } from "../../../contract/locale.ts";
import type { LocaleDetectionInput } from "../../../machines/locale-detect.ts";
import { localeMachine, type NavigateParams } from "../../../machines/locale.machine.ts";
import { getCookie, setCookie } from "../../lib/cookies.ts";
import { activateLocale, i18n } from "../../lib/i18n.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LocaleContext, type LocaleApi, type LocaleStatus } from "../../lib/locale.tsx";
import { localeOfPath, localizePath } from "../../lib/locale-path.ts";

export interface LocaleProviderProps {
  children: ReactNode;
  /** Receives the locale actor's inspection events (Stately inspector, model-test coverage). */
  inspect?: (event: InspectionEvent) => void;
  /** Loads and activates a locale's messages; defaults to src/lib/i18n.ts. */
  activate?: (locale: Locale) => Promise<void>;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The shop's language, driven by the locale machine: detection on first load, the EN/TH switch, and following
 * links into the other language. Must sit inside the router. Children render once the first language is active,
 * so a /th deep link never flashes English.
 */
export function LocaleProvider({ children, inspect, activate = activateLocale }: LocaleProviderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // The machine's actions run outside React's render; they read the latest router state through refs.
  const latest = useRef({ location, navigate });
  latest.current = { location, navigate };

  const logic = useMemo(
    () =>
      localeMachine.provide({
        actors: {
          activateLocale: fromPromise<void, { locale: Locale }>(({ input }) => activate(input.locale)),
        },
        actions: {
          persistChoice: (_, { locale }: { locale: Locale }) =>
            setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS }),
          navigateToLocalizedPath: (_, { locale, replace }: NavigateParams) => {
            const { location: here, navigate: go } = latest.current;
            go(`${localizePath(here.pathname, locale)}${here.search}${here.hash}`, { replace });
          },
        },
      }),
    [activate],
  );

  const [input] = useState<LocaleDetectionInput>(() => ({
    pathname: location.pathname,
    cookie: getCookie(LOCALE_COOKIE),
    languages: browserLanguages(),
  }));
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
  const locale = useSelector(actor, (s) => s.context.locale);
  const status: LocaleStatus = useSelector(actor, (s) => s.value);
  const [settledOnce, setSettledOnce] = useState(false);
  if (!settledOnce && (status === "ready" || status === "failed")) setSettledOnce(true);

  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    actor.send({ type: "locale.routeChanged", pathname: location.pathname });
  }, [actor, location.pathname]);

  const prefixed = localeOfPath(location.pathname) !== null;
  const api = useMemo<LocaleApi>(
    () => ({
      locale,
      status,
      prefixed,
      switchTo: (next) => actor.send({ type: "locale.switch", locale: next }),
      retry: () => actor.send({ type: "locale.retry" }),
    }),
    [actor, locale, status, prefixed],
  );

  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={api}>{settledOnce ? children : null}</LocaleContext.Provider>
    </I18nProvider>
  );
}
