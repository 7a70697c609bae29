// The browser gets its messages in parts (decision 0041): the shell's, then each page's with the page, in the page's
// language only. One catalog per language was ~16 kB gzip of English on every first load, four fifths of it for
// other pages, and a Thai page loaded the whole Thai catalog (~20 kB) on top.
// At the end of the client build the module graph says which messages each part reaches (scripts/message-parts.ts);
// each part is written per locale as a module of its own (assets/messages-<part>.<locale>-<hash>.js), and their
// hashes go into src/lib/i18n.ts in place of MESSAGE_PARTS_PLACEHOLDER and into dist/message-parts.json for the
// server, which asks for a page's parts with its scripts. The dev server and the tests load whole catalogs.
import { createHash } from "node:crypto";
import { relative } from "node:path";
import type { Plugin } from "vite";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { MESSAGE_PARTS_FILE, MESSAGE_PARTS_PLACEHOLDER, messagePartFile, type MessageParts } from "#contract/pages.ts";
import { partitionMessages } from "./message-parts.ts";
import { PAGE_MODULE } from "./vite-preload-boot-stages.ts";

/** Each locale's compiled messages (ICU compiled as Lingui's runtime reads them), English filling gaps. */
async function compiledCatalogs(): Promise<Map<string, Record<string, unknown>>> {
  const config = getConfig();
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error("lingui.config.ts names no catalog");
  const compiled = new Map<string, Record<string, unknown>>();
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale, fallbackLocales: config.fallbackLocales,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "json" });
    if (errors.length) throw new Error(`${locale} messages do not compile: ${errors.map((e) => e.id).join(", ")}`);
    compiled.set(locale, (JSON.parse(source) as { messages: Record<string, unknown> }).messages);
  }
  return compiled;
}

const pick = (messages: Record<string, unknown>, ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, messages[id]]));

export function messageParts(): Plugin {
  let parts: MessageParts | undefined;
  return {
    name: "skinstate:message-parts",
    apply: "build",
    async buildEnd(error) {
      if (error || this.environment.config.build.ssr) return;
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      if (!entry) return;
      const pages = new Map(ids.flatMap((id) => {
        const name = PAGE_MODULE.exec(id)?.[1];
        return name ? [[id, name] as const] : [];
      }));
      const catalogs = await compiledCatalogs();
      const known = new Set(Object.keys(catalogs.get("en") ?? {}));
      const partIds = partitionMessages(entry, pages, (id) => {
        const info = this.getModuleInfo(id);
        return info && { code: info.code, imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds };
      }, known);
      const root = this.environment.config.root;
      const hashes: MessageParts = {};
      for (const [locale, messages] of catalogs) {
        const own: Record<string, string> = (hashes[locale] = {});
        for (const [part, partMessageIds] of partIds) {
          if (partMessageIds.length === 0) continue;
          const json = JSON.stringify(pick(messages, partMessageIds));
          const source = `export default JSON.parse(${JSON.stringify(json)});\n`;
          own[part] = createHash("sha256").update(source).digest("base64url").slice(0, 8);
          this.emitFile({ type: "asset", fileName: `assets/${messagePartFile(part, locale, own[part])}`, source });
        }
      }
      parts = hashes;
      this.emitFile({ type: "asset", fileName: MESSAGE_PARTS_FILE, source: JSON.stringify(hashes) });
      this.info(`messages in ${partIds.size} parts from ${relative(root, entry)}`);
    },
    renderChunk(code) {
      // Every copy: rolldown inlines the constant where it is read and keeps its declaration too.
      const placeholder = new RegExp(`(["'\`])${MESSAGE_PARTS_PLACEHOLDER}\\1`, "g");
      if (!parts || !code.includes(MESSAGE_PARTS_PLACEHOLDER)) return null;
      return { code: code.replace(placeholder, () => JSON.stringify(JSON.stringify(parts))), map: null };
    },
  };
}
