import { hydrateRoot } from "react-dom/client";
import { renderToStringAsync } from "preact-render-to-string";
import { expect, it, vi } from "vitest";
import { turnsDone } from "#lib/hydration-turns.ts";
import { ServerQueriesContext, startHydrating, type ServerQueries } from "#lib/ssr.ts";
import { HydrateApart } from "./HydrateApart.tsx";

// A list's items hydrated a few at a time: no wrapper element may stand between <ul> and its <li>s.
function List({ onPick }: { onPick: (name: string) => void }) {
  return (
    <ul>
      {[["a", "b"], ["c", "d"]].map((group) => (
        <HydrateApart key={group[0]} wrap="range">
          {group.map((name) => <li key={name}><button type="button" onClick={() => onPick(name)}>{name}</button></li>)}
        </HydrateApart>
      ))}
    </ul>
  );
}

const serverQueries: ServerQueries = { load: () => Promise.reject(new Error("no queries in this page")) };

it("hydrates a range of list items in place: the server's items stay, in order, and work after the turn", async () => {
  vi.stubGlobal("window", undefined);
  const html = await renderToStringAsync(
    <ServerQueriesContext.Provider value={serverQueries}>
      <List onPick={() => undefined} />
    </ServerQueriesContext.Provider>,
  );
  vi.unstubAllGlobals();
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  expect(root.querySelector("ul > :not(li)")).toBeNull();
  const served = [...root.querySelectorAll("li")];

  const onPick = vi.fn();
  startHydrating();
  hydrateRoot(root, <List onPick={onPick} />);
  await turnsDone();

  const items = [...root.querySelectorAll("li")];
  expect(items.map((item) => item.textContent)).toEqual(["a", "b", "c", "d"]);
  // The same elements: hydrated, not drawn again.
  expect(items.every((item, index) => item === served[index])).toBe(true);
  root.querySelectorAll("button")[2]!.click();
  expect(onPick).toHaveBeenCalledWith("c");
});
