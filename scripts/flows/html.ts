// The page frame shared by the flow atlas (docs/flows/*.html) and the model coverage report (docs/flows/coverage/).
// Static HTML with one stylesheet (atlas.css) and no scripts: it opens from a file and passes the shop's CSP at
// /dev/flows.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and attribute values. */
export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The atlas's one stylesheet, written as docs/flows/atlas.css. */
export const stylesheet = `
  body { font-family: system-ui, "Noto Sans Thai", sans-serif; margin: 0; color: #1a202c; background: #f7f7f5;
    line-height: 1.45; }
  header { background: #1a202c; color: #fff; padding: 10px 24px; }
  header a { color: #fff; margin-right: 14px; }
  header a[aria-current] { font-weight: 700; text-decoration: none; }
  main { max-width: 1280px; margin: 0 auto; padding: 8px 24px 48px; }
  h1 { font-size: 1.6rem; margin: 16px 0 4px; }
  h2 { font-size: 1.2rem; margin: 28px 0 8px; }
  a { color: #1d4ed8; }
  .lead { font-size: 1.05rem; margin: 4px 0 12px; }
  .note { color: #4a5568; font-size: 0.92rem; }
  .diagram { overflow: auto; background: #fff; border: 1px solid #d9d9d4; border-radius: 8px; padding: 8px;
    width: calc(100vw - 48px); margin-left: calc(648px - 50vw); box-sizing: border-box; }
  @media (max-width: 1328px) { .diagram { margin-left: 0; width: auto; } }
  .diagram img, .diagram svg { display: block; max-width: none; height: auto; }
  table { border-collapse: collapse; width: 100%; background: #fff; font-size: 0.92rem; }
  th, td { border: 1px solid #d9d9d4; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #edeee9; }
  tr:target { outline: 2px solid #1d4ed8; }
  code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.85rem; background: #f1f1ee;
    padding: 0 3px; border-radius: 3px; }
  .guard { color: #8a4b00; }
  .ok { color: #166534; font-weight: 600; }
  .missed { color: #b91c1c; font-weight: 600; }
  dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff;
    padding: 12px 16px; border: 1px solid #d9d9d4; border-radius: 8px; }
  dl.legend dt { font-weight: 600; }
  dl.legend dd { margin: 0; }
  details { background: #fff; border: 1px solid #d9d9d4; border-radius: 6px; margin: 6px 0; padding: 6px 10px; }
  summary { cursor: pointer; }
  ol.steps { margin: 6px 0; padding-left: 28px; font-size: 0.92rem; }
`.trimStart();

export interface NavLink {
  href: string;
  text: string;
  current?: boolean;
}

export interface PageOptions {
  /** The way back to docs/flows/ (for atlas.css) from the page's folder. */
  root?: string;
  /** Page-specific CSS (the coverage colours). */
  style?: string;
}

/** A whole page: a top bar of links, then the body. */
export function page(title: string, nav: NavLink[], body: string, options: PageOptions = {}): string {
  const extraStyle = options.style ? `\n<style>${options.style}</style>` : "";
  const links = nav
    .map((l) => `<a href="${esc(l.href)}"${l.current ? ' aria-current="page"' : ""}>${esc(l.text)}</a>`)
    .join("\n    ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${esc(options.root ?? "")}atlas.css">${extraStyle}
</head>
<body>
<header>
  <nav aria-label="Flow atlas">
    ${links}
  </nav>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A table from a header row and rows of already escaped cells. */
export function table(head: string[], rows: { id?: string; cells: string[] }[]): string {
  const th = head.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const trs = rows.map((r) => {
    const id = r.id ? ` id="${esc(r.id)}"` : "";
    return `<tr${id}>${r.cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  });
  return `<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${trs.join("\n")}\n</tbody>\n</table>`;
}
