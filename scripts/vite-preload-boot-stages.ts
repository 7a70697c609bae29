// src/main.tsx imports the first load's chunks one after another, each evaluated in a task of its own. Vite
// preloads only what an entry imports statically, so each chunk would be asked for only when the one before it had
// run. This adds a modulepreload to index.html for every chunk the entry imports dynamically, with their imports:
// the browser fetches the whole first load at once (server/domain/after-paint.ts moves these tags with Vite's own).
// It also writes page-scripts.json: each page module's chunks beyond the first load, which the server asks for with
// a server-rendered page (server/plugins/client.ts), so that neither the download nor Vite's own preload of them
// waits for the shop's start-up.
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";
import { PAGE_SCRIPTS_FILE } from "#contract/pages.ts";

/** A page module (contract/pages.ts names it): src/app/pages/<name>.tsx. */
export const PAGE_MODULE = /[\\/]src[\\/]app[\\/]pages[\\/]([a-z0-9-]+)\.tsx$/;

function chunkClosure(bundle: Rollup.OutputBundle, files: readonly string[], seen: Set<string>): string[] {
  return files.flatMap((file) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== "chunk") return [];
    seen.add(file);
    return [file, ...chunkClosure(bundle, chunk.imports, seen)];
  });
}

/** The entry and its static imports (Vite's own preloads), then the start-up steps it imports dynamically. */
function bootFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): { own: Set<string>; steps: string[] } {
  const own = new Set(chunkClosure(bundle, [entry.fileName], new Set()));
  return { own, steps: chunkClosure(bundle, entry.dynamicImports, new Set(own)) };
}

export function preloadBootStages(): Plugin {
  return {
    name: "skinstate:preload-boot-stages",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        return bootFiles(bundle, chunk).steps.map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head",
        }));
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (entry?.type !== "chunk") return;
      const { own, steps } = bootFiles(bundle, entry);
      const pages: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        const name = file.type === "chunk" ? PAGE_MODULE.exec(file.facadeModuleId ?? "")?.[1] : undefined;
        if (name) pages[name] = chunkClosure(bundle, [file.fileName], new Set([...own, ...steps])).map((f) => `/${f}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_SCRIPTS_FILE, source: JSON.stringify(pages) });
    },
  };
}
