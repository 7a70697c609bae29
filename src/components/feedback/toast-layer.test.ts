import { afterEach, describe, expect, it } from "vitest";
import { isToastInteraction, TOAST_LAYER_ATTRIBUTE } from "./toast-layer.ts";

afterEach(() => document.body.replaceChildren());

describe("isToastInteraction", () => {
  it("is false with no toast showing, so a click outside a dialog may close it", () => {
    const page = document.body.appendChild(document.createElement("main"));
    expect(isToastInteraction(page)).toBe(false);
  });

  it("is true on the toast layer and anywhere while a toast shows (the click dismisses the toast, not the dialog)",
    () => {
    const layer = document.body.appendChild(document.createElement("div"));
    layer.setAttribute(TOAST_LAYER_ATTRIBUTE, "");
    const button = layer.appendChild(document.createElement("button"));
    const page = document.body.appendChild(document.createElement("main"));
    expect(isToastInteraction(button)).toBe(true);
    expect(isToastInteraction(page)).toBe(true);
  });
});
