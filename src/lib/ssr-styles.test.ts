import { describe, expect, it } from "vitest";
import { system } from "#components/theme/system.ts";
import { adoptServerStyles, hasServerStyles, hoistEmotionStyles, withServerGlobals } from "./ssr-styles.ts";

describe("hoistEmotionStyles", () => {
  it("takes emotion's styles out of the markup into one tag, in render order, naming the classes", () => {
    const markup = '<style data-emotion="css-global g1">body{margin:0}</style><div>'
      + '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">x</p>'
      + '<style data-emotion="css b2 c3">.css-b2{top:0}.css-c3{left:0}</style><span class="css-b2">y</span></div>';
    const { html, styles } = hoistEmotionStyles(markup);
    expect(html).toBe('<div><p class="css-a1">x</p><span class="css-b2">y</span></div>');
    expect(styles).toBe('<style data-ssr-styles="a1 b2 c3">'
      + "body{margin:0}.css-a1{color:red}.css-b2{top:0}.css-c3{left:0}</style>");
  });

  it("leaves other style tags in place and adds no tag when emotion rendered none", () => {
    expect(hoistEmotionStyles("<style>.own{}</style><p>x</p>")).toEqual({ html: "<style>.own{}</style><p>x</p>",
      styles: "" });
  });
});

describe("adoptServerStyles", () => {
  it("counts the server's classes as inserted and leaves their tag where it is", () => {
    document.head.innerHTML = hoistEmotionStyles('<style data-emotion="css a1 b2">.css-a1{}.css-b2{}</style>').styles;
    const tag = document.head.firstElementChild;
    expect(hasServerStyles(document)).toBe(true);
    const cache = adoptServerStyles(document);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(document.head.firstElementChild).toBe(tag);
    expect(document.head.children).toHaveLength(1);
  });
});

describe("withServerGlobals", () => {
  it("leaves ChakraProvider no global styles to insert and the rest of the system as it was", () => {
    const served = withServerGlobals(system);
    expect(served._global).toEqual([]);
    expect(served.layers.atRule).toBe("");
    expect(system._global.length).toBeGreaterThan(0);
    expect(served.token("colors.brand.solid")).toBe(system.token("colors.brand.solid"));
    expect(served.css({ color: "fg.muted" })).toEqual(system.css({ color: "fg.muted" }));
  });
});
