import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { turnsDone } from "#lib/hydration-turns.ts";
import { startHydrating, useHydrated } from "#lib/ssr.ts";
import { HydrateApart } from "./HydrateApart.tsx";

// What only the browser knows (here: a member) shows after hydration, with its attributes: a section hydrated in a
// later task must still meet the server's view first, or Preact keeps the server's attributes (no role="status").
function Reason() {
  const hydrated = useHydrated();
  return hydrated ? <p role="status">Members who bought it can review it.</p> : <p>Sign in to review.</p>;
}

function Page() {
  const hydrated = useHydrated();
  return (
    <main data-member={hydrated ? "yes" : "no"}>
      <HydrateApart><HydrateApart><Reason /></HydrateApart></HydrateApart>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("shows the browser's view, attributes too, in a section hydrating after the page's first effects", async () => {
  const root = document.createElement("div");
  // As on the server, which has no window (one would make it the browser's own page, rendered as the browser sees).
  vi.stubGlobal("window", undefined);
  root.innerHTML = renderToString(<Page />);
  vi.unstubAllGlobals();
  document.body.append(root);
  expect(root.querySelector("p")?.textContent).toBe("Sign in to review.");

  startHydrating();
  hydrateRoot(root, <Page />);
  await turnsDone();

  await vi.waitFor(() => {
    expect(root.querySelector("main")?.dataset.member).toBe("yes");
    expect(root.querySelector("p")?.textContent).toBe("Members who bought it can review it.");
  });
  expect(root.querySelector("p")?.getAttribute("role")).toBe("status");
});
