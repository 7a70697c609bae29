import { describe, expect, it } from "vitest";
import { SHELL_PART } from "#contract/pages.ts";
import { messageIds, partitionMessages, type ModuleNode } from "./message-parts.ts";

const known = new Set(["hdrAbc", "cartEr", "homeHi", "prodBy", "shared", "dlgOk"]);
const graph: Record<string, ModuleNode> = {
  main: { code: "", imports: ["header"], dynamicImports: ["home", "product", "dialog"] },
  header: { code: 'i18n._({ id: "hdrAbc" }); const x = { id: "notMsg" };', imports: ["machines"], dynamicImports: [] },
  machines: { code: "t({id:`cartEr`})", imports: [], dynamicImports: [] },
  dialog: { code: "_({ id: 'dlgOk' })", imports: [], dynamicImports: [] },
  home: { code: '{ id: "homeHi" }', imports: ["card", "header"], dynamicImports: ["product"] },
  product: { code: '{ id: "prodBy" }', imports: ["card"], dynamicImports: [] },
  card: { code: 'jsx(Trans, { id: "shared" })', imports: [], dynamicImports: [] },
};
const pages = new Map([["home", "home"], ["product", "product-detail"]]);
const parts = () => partitionMessages("main", pages, (id) => graph[id] ?? null, known);

describe("partitionMessages", () => {
  it("gives the shell what the entry reaches without entering a page, lazy dialogs included", () => {
    expect(parts().get(SHELL_PART)).toEqual(["cartEr", "dlgOk", "hdrAbc"]);
  });

  it("gives each page what it reaches less the shell's, a shared module's messages to both", () => {
    expect(parts().get("home")).toEqual(["homeHi", "shared"]);
    expect(parts().get("product-detail")).toEqual(["prodBy", "shared"]);
  });

  it("does not follow one page into another it links to", () => {
    expect(parts().get("home")).not.toContain("prodBy");
  });
});

describe("messageIds", () => {
  it("reads descriptor ids in any quotes and keeps only the catalog's", () => {
    const code = 'a({ id: "hdrAbc" }); b({id:`homeHi`}); c({ id: "notMsg" })';
    expect(messageIds(code, known)).toEqual(["hdrAbc", "homeHi"]);
  });
});
