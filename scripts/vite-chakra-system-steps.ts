// Chakra's createSystem is one call of ~40 ms on a phone-speed main thread: merging the configs, building the token
// dictionary, then the style functions. The build lets the browser take it in several tasks (src/start.tsx): it adds
// `createSystem.steps`, which merges, then builds the token dictionary in three parts (register the tokens; resolve
// conditions and references; transforms and views), and createSystem then starts from what they made.
// Nothing else changes; the build fails when Chakra's code no longer matches.
import type { Plugin } from "vite";

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const MERGE = "  const config = mergeConfigs(...configs);\n";
const TOKENS = "  const tokens = createTokenDictionary({\n";
const STEPS = `
const PREPARED = Symbol.for("skinstate.chakra.prepared");
createSystem.steps = {
  merge: (...configs) => ({ [PREPARED]: { config: mergeConfigs(...configs), tokens: null } }),
  tokens(prepared) {
    const { config } = prepared[PREPARED];
    const theme = config.theme ?? {};
    const { steps, dictionary } = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens,
      semanticTokens: theme.semanticTokens, prefix: config.cssVarsPrefix ?? "chakra", steps: true });
    return [...steps, () => { prepared[PREPARED].tokens = dictionary; }];
  },
};
`;

// The dictionary's own build, as Chakra writes it, and the same calls in three parts when asked for steps.
const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
`;
const BUILD_IN_STEPS = `  const steps = [
    () => { registerTokens(); registerTransform(...tokenTransforms); registerMiddleware(...tokenMiddlewares); },
    () => { applyMiddlewares("pre"); applyTransforms("pre"); addConditionalTokens(); addReferences();
      expandTokenReferences$1(); },
    () => { applyMiddlewares("post"); applyTransforms("post"); setupViews(); },
  ];
  if (options.steps) return { steps, dictionary };
  steps.forEach((step) => step());
  return dictionary;
`;

function changed(id: string): Error {
  return new Error(`${id}: Chakra's createSystem changed; update scripts/vite-chakra-system-steps.ts`);
}

export function chakraSystemSteps(): Plugin {
  return {
    name: "skinstate:chakra-system-steps",
    transform(code, id) {
      if (DICTIONARY_MODULE.test(id)) {
        if (!code.includes(BUILD)) throw changed(id);
        // The lines after build() change; none before them move, so the library's source map still holds.
        return { code: code.replace(BUILD, BUILD_IN_STEPS), map: null };
      }
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(MERGE) || !code.includes(TOKENS) || !code.includes("cssVarsPrefix = \"chakra\",")) {
        throw changed(id);
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
