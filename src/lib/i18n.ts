import { i18n, type Messages } from "@lingui/core";
import { MESSAGE_PARTS_PLACEHOLDER, messagePartFile, SHELL_PART, type MessageParts } from "#contract/pages.ts";
import type { Locale } from "#contract/locale.ts";
import { pathLocale } from "./locale-path.ts";

/**
 * The built app loads its messages in parts, in one language (scripts/vite-message-parts.ts): the shell's, then
 * each page's with the page. The build writes each part's hash over the placeholder; read through globalThis so
 * the minifier cannot fold it away first. The dev server and the tests load a language's whole catalog.
 */
const builtParts = (globalThis as { shopMessageParts?: string }).shopMessageParts ?? MESSAGE_PARTS_PLACEHOLDER;
const partHashes: MessageParts | null = builtParts.startsWith("{") ? JSON.parse(builtParts) as MessageParts : null;

const wholeCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> | null = import.meta.env.DEV ? {
  en: () => import("#locales/en/messages.po"),
  th: () => import("#locales/th/messages.po"),
} : null;

async function loadPart(locale: Locale, part: string): Promise<Messages> {
  if (partHashes) {
    const hash = partHashes[locale]?.[part];
    // A part the build left out has no messages of its own. The parts sit beside this module in assets/.
    if (!hash) return {};
    const module = await import(/* @vite-ignore */ `./${messagePartFile(part, locale, hash)}`) as { default: Messages };
    return module.default;
  }
  if (!wholeCatalogs) throw new Error("this build has no messages: scripts/vite-message-parts.ts did not run");
  return (await wholeCatalogs[locale]()).messages;
}

/** The parts asked for so far (the shell, and each page shown): a new language loads all of them. */
const wanted = new Set([SHELL_PART]);
const loading = new Map<string, Promise<void>>();
/** The language being activated or active; before the first activation, the page's own. */
let target: Locale | undefined;

function ensure(locale: Locale, part: string): Promise<void> {
  const key = partHashes ? `${locale}/${part}` : locale;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = loadPart(locale, part).then((messages) => i18n.load(locale, messages));
    // A failed download (offline) is tried again the next time the part is asked for.
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
  }
  return loaded;
}

/**
 * A page's own messages in the language shown (or about to be); its route loads them with its module. The server's
 * render has every message already (src/entry-server.tsx).
 */
export function loadPageMessages(page: string): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  wanted.add(page);
  return ensure(target ?? pathLocale(window.location.pathname), page);
}

/** Loads a language's messages for the shell and every page asked for so far, then shows it. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  try {
    await Promise.all([...wanted].map((part) => ensure(locale, part)));
  } catch (error) {
    // The language on screen stays (the locale machine says so): pages loaded meanwhile need its messages.
    if (target === locale) target = (i18n.locale || undefined) as Locale | undefined;
    throw error;
  }
  if (target !== locale || i18n.locale === locale) return;
  i18n.activate(locale);
  // Set only when it changes: setting it, even to the language the server sent, restyles the whole page.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

// A message shown before its part was loaded would read as its id: say so where the page's errors go.
i18n.on("missing", ({ id, locale }) => console.error(`message ${id} (${locale}) shown before its part was loaded`));

export { i18n };
