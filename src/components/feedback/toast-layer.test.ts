import { afterEach, describe, expect, it } from "vitest";
import { heardWhileToastShown, isToastInteraction, TOAST_LAYER_ATTRIBUTE } from "./toast-layer.ts";

afterEach(() => document.body.replaceChildren());

/** A pointer going down on `target`, as a dialog's onInteractOutside receives it. */
function pointerOn(target: Element): Event {
  const event = new Event("pointerdown", { bubbles: true });
  target.dispatchEvent(event);
  return event;
}

describe("isToastInteraction", () => {
  it("is false with no toast showing, so a click outside a dialog may close it", () => {
    const page = document.body.appendChild(document.createElement("main"));
    expect(isToastInteraction(pointerOn(page))).toBe(false);
  });

  it("is true on the toast layer and anywhere while a toast shows (the click dismisses the toast, not the dialog)",
    () => {
    const layer = document.body.appendChild(document.createElement("div"));
    layer.setAttribute(TOAST_LAYER_ATTRIBUTE, "");
    const button = layer.appendChild(document.createElement("button"));
    const page = document.body.appendChild(document.createElement("main"));
    expect(isToastInteraction(pointerOn(button))).toBe(true);
    expect(isToastInteraction(pointerOn(page))).toBe(true);
  });

  it("stays true for the click that closed the last toast, once its layer is gone", () => {
    const layer = document.body.appendChild(document.createElement("div"));
    layer.setAttribute(TOAST_LAYER_ATTRIBUTE, "");
    const page = document.body.appendChild(document.createElement("main"));
    const closing = pointerOn(page);
    heardWhileToastShown(closing);
    layer.remove();
    expect(isToastInteraction(closing)).toBe(true);
    expect(isToastInteraction(pointerOn(page))).toBe(false);
  });
});
