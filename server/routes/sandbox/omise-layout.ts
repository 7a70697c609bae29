// The payment sandbox pages' frame in the shop's look (plum on warm neutrals, design brief and the Chakra palette):
// a language switch, a sandbox notice and one card. No scripts (the CSP allows inline styles only).
import type { Locale } from "#contract/locale.ts";
import { esc } from "../dev/html.ts";
import { sandboxTexts } from "./omise-messages.ts";

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; background: #fbf8f4; color: #2a1f24; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto,
    "Noto Sans Thai", "Sarabun", "Loma", Arial, sans-serif; }
  header { background: #461a2a; color: #fbf4f7; padding: 12px 20px; display: flex; justify-content: space-between;
    align-items: center; gap: 12px; flex-wrap: wrap; }
  header .brand { font-family: "Iowan Old Style", Palatino, Georgia, "Noto Sans Thai", serif; font-size: 1.1rem; }
  header a { color: #fbf4f7; }
  main { max-width: 560px; margin: 24px auto; padding: 0 16px; }
  .notice { background: #f4eee6; border-left: 4px solid #b0527a; padding: 10px 14px; border-radius: 4px;
    font-size: .95rem; }
  .card { background: #fff; border: 1px solid #e8ddd0; border-radius: 12px; padding: 20px; margin-top: 16px; }
  h1 { font-family: "Iowan Old Style", Palatino, Georgia, "Noto Sans Thai", serif; color: #5f2439; font-size: 1.6rem;
    line-height: 1.25; margin: 0 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #55483c; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  dd.amount { font-size: 1.3rem; color: #5f2439; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
  button, .button { font: inherit; font-weight: 600; min-height: 44px; padding: 10px 20px; border-radius: 8px;
    cursor: pointer; border: 2px solid #7a2e4a; text-decoration: none; display: inline-flex; align-items: center; }
  .primary { background: #7a2e4a; color: #fff; } .primary:hover { background: #5f2439; }
  .secondary { background: #fff; color: #7a2e4a; } .secondary:hover { background: #fbf4f7; }
  .quiet { background: transparent; border-color: transparent; color: #55483c; text-decoration: underline;
    padding-left: 4px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #cf5b4e; outline-offset: 2px; }
  .help { color: #55483c; font-size: .95rem; }
  .warning { color: #8f382f; font-weight: 600; }
  .qr { display: block; width: min(260px, 100%); height: auto; margin: 12px auto; border: 1px solid #e8ddd0; }
  @media (min-width: 768px) { main { margin-top: 48px; } .card { padding: 28px 32px; } }
`;

/** A sandbox page: `path` is the page's own address without `lang`, for the language switch. */
export function sandboxPage(locale: Locale, title: string, path: string, body: string): string {
  const t = sandboxTexts(locale);
  const other = locale === "th" ? "en" : "th";
  const join = path.includes("?") ? "&" : "?";
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(t.brand)}</title><style>${STYLE}</style></head>
<body><header><span class="brand">${esc(t.brand)}</span>
<a href="${esc(`${path}${join}lang=${other}`)}" lang="${other}">${esc(t.switchLanguage)}</a></header>
<main><p class="notice">${esc(t.sandboxNote)}</p><div class="card">${body}</div></main></body></html>`;
}
