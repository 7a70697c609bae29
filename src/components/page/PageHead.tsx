const SITE = "SkinState";

/**
 * The tab title: the page's title and the shop's name once. SEO records already carry the name
 * ("Dewy skin | SkinState") and the home record starts with it, so a title that names the shop is used as it is (no "… | SkinState | SkinState").
 */
export function tabTitle(title: string | undefined): string {
  const given = title?.trim();
  if (!given) return SITE;
  return given.split("|").some((part) => part.trim() === SITE) ? given : `${given} | ${SITE}`;
}

/**
 * Title, description and keywords of the page. React 19 hoists <title> and <meta> into <head>, and removes them
 * when the page unmounts, so every page simply renders this.
 */
export function PageHead({ title, description, keywords }: { title?: string; description?: string; keywords?: readonly string[] }) {
  return (
    <>
      <title>{tabTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
    </>
  );
}
