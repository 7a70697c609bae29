import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { HYDRATED_ATTRIBUTE } from "#contract/pages.ts";
import { HydratedMark } from "./HydratedMark.tsx";
import { startHydrating, useHydrated } from "#lib/ssr.ts";
import { HydrateApart } from "./HydrateApart.tsx";

// What only the browser knows (here: a member) shows after hydration, with its attributes, in sections React
// hydrates after the shell; the page counts as working once every section is in.
function Reason() {
  const hydrated = useHydrated();
  return hydrated ? <p role="status">Members who bought it can review it.</p> : <p>Sign in to review.</p>;
}

function Page() {
  const hydrated = useHydrated();
  return (
    <main data-member={hydrated ? "yes" : "no"}>
      <HydrateApart><button type="button">Add to cart</button><HydrateApart><Reason /></HydrateApart></HydrateApart>
      <HydratedMark />
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("hydrates the server's sections without a mismatch, then shows the browser's view, attributes too", async () => {
  const root = document.createElement("div");
  // As on the server, which has no window (one would make it the browser's own page, rendered as the browser sees).
  vi.stubGlobal("window", undefined);
  root.innerHTML = renderToString(<Page />);
  vi.unstubAllGlobals();
  document.body.append(root);
  const button = root.querySelector("button");
  expect(root.querySelector("p")?.textContent).toBe("Sign in to review.");

  const recoverable = vi.fn();
  startHydrating();
  hydrateRoot(root, <Page />, { onRecoverableError: recoverable });

  await vi.waitFor(() => {
    expect(root.querySelector("main")?.dataset.member).toBe("yes");
    expect(root.querySelector("p")?.textContent).toBe("Members who bought it can review it.");
  });
  expect(root.querySelector("p")?.getAttribute("role")).toBe("status");
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  // Hydrated in place: the server's button is the one on the page, and React reported no mismatch.
  expect(root.querySelector("button")).toBe(button);
  expect(recoverable).not.toHaveBeenCalled();
});
