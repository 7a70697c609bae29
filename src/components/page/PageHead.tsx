/**
 * Title, description and keywords of the page. React 19 hoists <title> and <meta> into <head>, and removes them
 * when the page unmounts, so every page simply renders this.
 */
export function PageHead({ title, description, keywords }: { title?: string; description?: string; keywords?: readonly string[] }) {
  const fullTitle = title ? `${title} | SkinState` : "SkinState";
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
    </>
  );
}
