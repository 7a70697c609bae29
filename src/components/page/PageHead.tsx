import { useLayoutEffect } from "react";
import { SERVER_HEAD_ATTRIBUTE } from "#contract/pages.ts";

const SITE = "SkinState";

/** The shop's name as a word of its own (not "SkinStateful"), in any script around it. */
const NAMES_SITE = new RegExp(`(^|[^\\p{L}\\p{N}])${SITE}($|[^\\p{L}\\p{N}])`, "u");

/**
 * The tab title: the page's title and the shop's name once. SEO records already carry the name
 * ("Dewy skin | SkinState"), the home record starts with it and some headings say it ("The SkinState blog"), so a
 * title that names the shop is used as it is (no "… | SkinState | SkinState", issue 17).
 */
export function tabTitle(title: string | undefined): string {
  const given = title?.trim();
  if (!given) return SITE;
  return NAMES_SITE.test(given) ? given : `${given} | ${SITE}`;
}

/** The page's own <meta name=…> (not the server's copy): set, or removed when the page has none. */
function setMeta(name: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]:not([${SERVER_HEAD_ATTRIBUTE}])`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Title, description and keywords of the page, written into <head> before the browser paints (a layout effect);
 * the next page's PageHead writes its own. The head the server wrote for crawlers (server/domain/page-head.ts) goes
 * in the same step, so the tab never shows a stale title or none. On the server this renders nothing.
 */
export function PageHead({ title, description, keywords }: { title?: string; description?: string;
  keywords?: readonly string[] }) {
  const keywordList = keywords?.join(", ");
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) tag.remove();
    document.title = tabTitle(title);
    setMeta("description", description);
    setMeta("keywords", keywordList);
  }, [title, description, keywordList]);
  return null;
}
