// A server-rendered page can paint as soon as its HTML is in. Its JavaScript (220 kB that hydrate it) is asked for
// after that first paint, from the end of <body>: on a slow link the markup does not share the bandwidth with the
// script, and a page in a background tab loads it at once (decision 0141). Taps meanwhile: early-input.ts.
// Each tag is added in a task of its own: adding the dozen at once held the main thread for 11-25 ms.
import { createHash } from "node:crypto";

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const SCRIPTS_META = "app-scripts";

const SOURCE = `(function(){var d=document,m=d.querySelector('meta[name="${SCRIPTS_META}"]');if(!m)return;
function add(u,i){var e=d.createElement(i?"link":"script");
if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}e.crossOrigin="";d.head.appendChild(e)}
function load(){m.content.split(" ").forEach(function(u,i){setTimeout(function(){add(u,i)},0)})}
if(d.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

/** Its hash, so the Content-Security-Policy allows this inline script. */
export const AFTER_PAINT_HASH = `'sha256-${createHash("sha256").update(SOURCE).digest("base64")}'`;

/**
 * The page with Vite's entry script and its module preloads taken out of <head>, listed in a meta tag (entry first,
 * then `pageScripts`, the page module's own chunks) and loaded by an inline script at the end of <body>. A page
 * without an entry script is returned as it was.
 */
export function loadScriptsAfterPaint(html: string, pageScripts: readonly string[] = []): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const scripts = [...new Set([entry, ...preloads, ...pageScripts])].join(" ");
  return html.replace(MODULE_SCRIPT, () => `\n    <meta name="${SCRIPTS_META}" content="${scripts}">`)
    .replace(MODULE_PRELOAD, "")
    .replace("</body>", () => `<script>${SOURCE}</script></body>`);
}
