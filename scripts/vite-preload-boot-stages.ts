// src/main.tsx imports the first load's chunks one after another, each evaluated in a task of its own. Vite
// preloads only what an entry imports statically, so each chunk would be asked for only when the one before it had
// run. This adds a modulepreload to index.html for every chunk the entry imports dynamically, with their imports:
// the browser fetches the whole first load at once (server/domain/after-paint.ts moves these tags with Vite's own).
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";

function chunkClosure(bundle: Rollup.OutputBundle, files: readonly string[], seen: Set<string>): string[] {
  return files.flatMap((file) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== "chunk") return [];
    seen.add(file);
    return [file, ...chunkClosure(bundle, chunk.imports, seen)];
  });
}

export function preloadBootStages(): Plugin {
  return {
    name: "skinstate:preload-boot-stages",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        // What Vite already preloads: the entry and its static imports.
        const seen = new Set(chunkClosure(bundle, [chunk.fileName], new Set()));
        return chunkClosure(bundle, chunk.dynamicImports, seen).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head",
        }));
      },
    },
  };
}
