import { useLayoutEffect } from "react";
import { SERVER_HEAD_ATTRIBUTE } from "#contract/pages.ts";

const SITE = "SkinState";

/** The shop's name as a word of its own (not "SkinStateful"), in any script around it. */
const NAMES_SITE = new RegExp(`(^|[^\\p{L}\\p{N}])${SITE}($|[^\\p{L}\\p{N}])`, "u");

/**
 * The tab title: the page's title and the shop's name once. SEO records already carry the name
 * ("Dewy skin | SkinState"), the home record starts with it and some headings say it ("The SkinState blog"), so a
 * title that names the shop is used as it is (no "… | SkinState | SkinState").
 */
export function tabTitle(title: string | undefined): string {
  const given = title?.trim();
  if (!given) return SITE;
  return NAMES_SITE.test(given) ? given : `${given} | ${SITE}`;
}

/**
 * Once the page's head is in the document, the one the server wrote for crawlers (server/domain/page-head.ts) goes:
 * removed in the same commit, so the tab never shows a stale title or none, and a later page no stale canonical.
 */
function useReplaceServerHead() {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, []);
}

/**
 * Title, description and keywords of the page. React 19 hoists <title> and <meta> into <head> and removes them when
 * the page unmounts, so every page simply renders this. On the server the head is server/domain/page-head.ts's:
 * hoisted tags would land inside #root; they are no part of hydration, so the browser adds them then.
 */
export function PageHead({ title, description, keywords }: { title?: string; description?: string;
  keywords?: readonly string[] }) {
  useReplaceServerHead();
  if (typeof document === "undefined") return null;
  return (
    <>
      <title>{tabTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
    </>
  );
}
