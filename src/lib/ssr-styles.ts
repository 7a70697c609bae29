// Emotion's server render puts each component's <style> just before it in the markup, and emotion in the browser
// moves each into <head> at start, each move a restyle of the whole page on the main thread. The server hoists them
// into one tag in <head> instead, and the browser's emotion adopts it without touching the DOM (decision 0141).
import createCache, { type EmotionCache } from "@emotion/cache";
import type { SystemContext } from "@chakra-ui/react";

const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;
/** Not data-emotion, so emotion's own start-up leaves the tag alone; its value lists the class names it holds. */
const SERVER_STYLES_ATTRIBUTE = "data-ssr-styles";

export interface HoistedStyles {
  /** The markup without its style tags. */
  html: string;
  /** One tag for <head> with every rule in render order (the global styles come first), or "" if none. */
  styles: string;
}

export function hoistEmotionStyles(markup: string): HoistedStyles {
  const names: string[] = [];
  const rules: string[] = [];
  const html = markup.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
    const [key = "", ...ids] = attribute.split(" ");
    if (!key.endsWith("-global")) names.push(...ids);
    rules.push(css);
    return "";
  });
  const styles = rules.length ? `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(" ")}">${rules.join("")}</style>` : "";
  return { html, styles };
}

/** Whether the page arrived with the server's styles in <head>. */
export function hasServerStyles(document: Document): boolean {
  return document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`) !== null;
}

/** The browser's emotion cache, with the server's classes already counted as inserted (their rules are in <head>). */
export function adoptServerStyles(document: Document): EmotionCache {
  const cache = createCache({ key: "css" });
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(" ") ?? []) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * The Chakra system for a page whose global styles (layer order, reset, tokens) the server already put in <head>:
 * ChakraProvider's Global components then have nothing to insert, where they would otherwise add the same rules.
 */
export function withServerGlobals(system: SystemContext): SystemContext {
  // The rest of the system is read through the prototype, not copied.
  return Object.create(system, {
    layers: { value: { ...system.layers, atRule: "" }, enumerable: true },
    _global: { value: [], enumerable: true },
  }) as SystemContext;
}
