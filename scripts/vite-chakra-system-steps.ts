// Chakra's createSystem is one call of ~40 ms on a phone-speed main thread: merging the configs, building the token
// dictionary, then the style functions. The build lets the browser take it in three tasks (src/main.tsx): it adds
// `createSystem.steps`, which merges and builds the tokens ahead, and createSystem then starts from what they made.
// Nothing else changes; the build fails when Chakra's code no longer matches.
import type { Plugin } from "vite";

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const MERGE = "  const config = mergeConfigs(...configs);\n";
const TOKENS = "  const tokens = createTokenDictionary({\n";
const STEPS = `
const PREPARED = Symbol.for("skinstate.chakra.prepared");
createSystem.steps = {
  merge: (...configs) => ({ [PREPARED]: { config: mergeConfigs(...configs), tokens: null } }),
  tokens(prepared) {
    const { config } = prepared[PREPARED];
    const theme = config.theme ?? {};
    prepared[PREPARED].tokens = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens,
      semanticTokens: theme.semanticTokens, prefix: config.cssVarsPrefix ?? "chakra" });
    return prepared;
  },
};
`;

export function chakraSystemSteps(): Plugin {
  return {
    name: "skinstate:chakra-system-steps",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(MERGE) || !code.includes(TOKENS) || !code.includes("cssVarsPrefix = \"chakra\",")) {
        throw new Error(`${id}: Chakra's createSystem changed; update scripts/vite-chakra-system-steps.ts`);
      }
      const stepped = code
        .replace(MERGE, "  const prepared = configs[0]?.[PREPARED]; const config = prepared?.config ?? "
          + "mergeConfigs(...configs);\n")
        .replace(TOKENS, "  const tokens = prepared?.tokens ?? createTokenDictionary({\n")
        .concat(STEPS);
      // Two lines change within themselves and the steps come after the last: the library's source map still holds.
      return { code: stepped, map: null };
    },
  };
}
