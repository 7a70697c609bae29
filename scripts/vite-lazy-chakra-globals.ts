// Chakra's createSystem builds the CSS of every design token at start (`_global`), ~15 ms of the page's first task on
// a phone. A server-rendered page already has that CSS in <head> (src/lib/ssr-styles.ts) and never reads it, so the
// build makes `_global` a getter computed on first read. It fails the build when Chakra's code no longer matches.
import type { Plugin } from "vite";

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const FIELD = /\n(\s+)_global,\n/;

export function lazyChakraGlobals(): Plugin {
  return {
    name: "skinstate:lazy-chakra-globals",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !FIELD.test(code)) {
        throw new Error(`${id}: Chakra's createSystem changed; update scripts/vite-lazy-chakra-globals.ts`);
      }
      const lazy = code.replace(EAGER, "let _global;").replace(FIELD, (_field, indent: string) =>
        `\n${indent}get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n`);
      // Two lines change within themselves and none move: the library's own source map still holds.
      return { code: lazy, map: null };
    },
  };
}
