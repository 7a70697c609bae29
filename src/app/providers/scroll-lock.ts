// The dialog-stack machine's lockScroll/unlockScroll, applied to the page body (spec §4: closing restores page
// scrolling). The lock is an attribute matched by a stylesheet rule, not an inline style: Chakra's own overlays
// (menu drawer, search panel) save and restore body's inline overflow, and two owners of one inline value restore
// each other's stale copies and can leave the page locked. An attribute and an inline style compose instead.
const ATTRIBUTE = "data-scroll-locked";
const STYLE_ID = "skinstate-scroll-lock";

function ensureRule(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = `body[${ATTRIBUTE}] { overflow: hidden !important; }`;
  document.head.append(style);
}

export function lockPageScroll(): void {
  ensureRule();
  document.body.setAttribute(ATTRIBUTE, "");
}

export function unlockPageScroll(): void {
  document.body.removeAttribute(ATTRIBUTE);
}

