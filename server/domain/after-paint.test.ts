import { describe, expect, it } from "vitest";
import { loadScriptsAfterPaint } from "./after-paint.ts";

const SHELL = `<html><head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/first-load-C.js">
  </head>
  <body><div id="root" data-ssr=""><h1>Hi</h1></div></body></html>`;

describe("loadScriptsAfterPaint", () => {
  it("lists the entry and its preloads in <head> and loads them from the end of <body>", () => {
    const html = loadScriptsAfterPaint(SHELL);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-A.js /assets/runtime-B.js '
      + '/assets/first-load-C.js">\n  </head>');
    expect(html).toMatch(/<h1>Hi<\/h1><\/div><script>\(function\(\)\{[\s\S]*requestAnimationFrame[\s\S]*<\/script><\/body>/);
  });

  it("lists the page module's own chunks after the first load's, each once", () => {
    const html = loadScriptsAfterPaint(SHELL, ["/assets/product-detail-D.js", "/assets/first-load-C.js"]);
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-A.js /assets/runtime-B.js '
      + '/assets/first-load-C.js /assets/product-detail-D.js">');
  });

  it("leaves a page without an entry script as it was", () => {
    const page = "<html><head></head><body><p>dev</p></body></html>";
    expect(loadScriptsAfterPaint(page)).toBe(page);
  });
});
