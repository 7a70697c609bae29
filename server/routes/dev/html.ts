/** Escapes text for HTML element content and attribute values. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]
    ?? c);
}

/** Escaped text with its http(s) URLs turned into links (outbox mails carry reset links). */
export function linkify(text: string): string {
  return text.split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join("");
}

/** A small standalone page (no scripts: the CSP allows inline styles only). */
export function page(title: string, body: string, lang = "en"): string {
  return `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { font-family: system-ui, "Noto Sans Thai", sans-serif; margin: 0; padding: 16px; color: #1a202c;
    background: #f7f7f5; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { font-size: 1.4rem; }
  h2 { font-size: 1.1rem; margin: 8px 0; }
  article { background: #fff; border: 1px solid #d9d9d4; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
  .meta { color: #4a5568; font-size: 0.9rem; }
  a { color: #1d4ed8; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem;
    border: 1px solid #8a8a85; border-radius: 6px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; flex-wrap: wrap; }
  button { padding: 10px 18px; font-size: 1rem; border-radius: 6px; border: 1px solid #1a202c; cursor: pointer; }
  button.primary { background: #1a202c; color: #fff; }
  button.secondary { background: #fff; color: #1a202c; }
  .note { color: #4a5568; font-size: 0.9rem; }
  .error { color: #b91c1c; }
</style></head>
<body><main>${body}</main></body></html>`;
}
