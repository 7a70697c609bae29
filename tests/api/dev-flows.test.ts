// The flow atlas: docs/flows/ matches the machines (and the check notices when it does not), a development shop serves
// it at /dev/flows, a production shop never does.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { buildApp } from "#server/app.ts";
import { listStates, listTransitions } from "#machines/graph.ts";
import { machines } from "#machines/registry.ts";
import { toastMachine } from "#machines/toast.machine.ts";
import { compareAtlas, machineSvg, renderAtlas } from "#scripts/flows/atlas.ts";
import { transitionId } from "#machines/graph-ids.ts";
import { startApp, testEnv, type TestApp } from "./harness.ts";

const atlasDir = join(import.meta.dirname, "..", "..", "docs", "flows");

describe("docs/flows/ against the machines", () => {
  it("holds exactly what `npm run flows` renders from machines/registry.ts", async () => {
    expect(compareAtlas(atlasDir, await renderAtlas(machines))).toEqual([]);
  });

  it("draws every state and every transition of every machine, each transition once per target", async () => {
    for (const { machine } of machines) {
      const svg = await machineSvg(machine);
      for (const s of listStates(machine)) expect(svg, s.id).toContain(`>${s.key}`);
      for (const t of listTransitions(machine)) {
        for (const to of t.targets.length ? t.targets : [t.source]) {
          const id = transitionId(t.key, to).replace("-", "&#45;");
          expect(svg.split(`id="${id}"`).length + svg.split(`id="a_${id}"`).length, t.key).toBeGreaterThan(2);
        }
      }
    }
  });

  it("notices a changed machine: a new state makes its diagram and page differ", async () => {
    const config = toastMachine.config;
    const changed = createMachine(
      { ...config, states: { ...config.states, snoozed: { description: "Hidden for a while." } } },
      toastMachine.implementations,
    );
    const registry = machines.map((m) => (m.name === "toast" ? { ...m, machine: changed } : m));
    // The index counts states per machine, so it changes too.
    expect(compareAtlas(atlasDir, await renderAtlas(registry))).toEqual([
      "index.html differs from the machines",
      "toast.svg differs from the machines",
      "toast.html differs from the machines",
    ]);
  });

  it("notices a machine removed from the registry: its files are left over", async () => {
    const problems = compareAtlas(atlasDir, await renderAtlas(machines.filter((m) => m.name !== "otp")));
    expect(problems).toContain("otp.svg is not part of the atlas (left over?)");
    expect(problems).toContain("otp.html is not part of the atlas (left over?)");
  });
});

describe("/dev/flows on a development shop", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t.close());

  it("sends /dev/flows to the atlas index, which links every machine's page", async () => {
    const entry = await t.app.inject({ method: "GET", url: "/dev/flows" });
    expect(entry.statusCode).toBe(302);
    expect(entry.headers.location).toBe("/dev/flows/index.html");
    const index = await t.app.inject({ method: "GET", url: "/dev/flows/index.html" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^text\/html/);
    for (const { name } of machines) expect(index.body).toContain(`<a href="${name}.html">${name}</a>`);
  });

  it("serves a machine's page and its diagram as the committed files", async () => {
    const pageRes = await t.app.inject({ method: "GET", url: "/dev/flows/cart.html" });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('<img src="cart.svg"');
    const svg = await t.app.inject({ method: "GET", url: "/dev/flows/cart.svg" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.body).toContain("if next command is cart.addItem");
    const css = await t.app.inject({ method: "GET", url: "/dev/flows/atlas.css" });
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("answers 404 not_found for names outside the atlas, without reading them", async () => {
    for (const url of ["/dev/flows/..%2F..%2Fpackage.json", "/dev/flows/README.md", "/dev/flows/nothing.html",
      "/dev/flows/coverage/..%2Fcart.html", "/dev/flows/coverage/no-such-machine.html"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body).code, url).toBe("not_found");
    }
  });
});

describe("/dev/flows on a production shop", () => {
  let t: TestApp;
  let prod: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await startApp();
    prod = await buildApp({ env: testEnv({ NODE_ENV: "production" }), db: t.db, clientDir: "/nonexistent" });
  });
  afterAll(async () => {
    await prod.close();
    await t.close();
  });

  it("serves none of the atlas: every /dev path is a 404", async () => {
    const urls = ["/dev/flows", "/dev/flows/index.html", "/dev/flows/cart.html", "/dev/flows/cart.svg",
      "/dev/flows/coverage/coverage.json"];
    for (const url of urls) {
      const res = await prod.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("Flow atlas");
    }
  });
});
