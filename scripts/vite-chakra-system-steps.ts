// Chakra's createSystem is one call of ~40 ms on a phone-speed main thread: merging the configs, building the token
// dictionary, then the style functions. The build lets the browser take it in several tasks (src/start.tsx): it adds
// `createSystem.steps`, which merges, then builds the token dictionary one phase at a time (register the tokens, then
// each call of its build()) and the style utilities; createSystem then starts from what they made.
// Nothing else changes; the build fails when Chakra's code no longer matches.
import type { Plugin } from "vite";

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const MERGE = "  const config = mergeConfigs(...configs);\n";
const TOKENS = "  const tokens = createTokenDictionary({\n";
const UTILITY = "  const utility = createUtility({\n";
/** What the steps below rely on in createSystem: the lines they replace and the defaults they repeat. */
const SYSTEM_PARTS = [MERGE, TOKENS, UTILITY, "cssVarsPrefix = \"chakra\",", "utilities = {},"];
const STEPS = `
const PREPARED = Symbol.for("skinstate.chakra.prepared");
createSystem.steps = {
  merge: (...configs) => ({ [PREPARED]: { config: mergeConfigs(...configs), tokens: null, utility: null } }),
  tokens(prepared) {
    const { config } = prepared[PREPARED];
    const theme = config.theme ?? {};
    const { steps, dictionary } = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens,
      semanticTokens: theme.semanticTokens, prefix: config.cssVarsPrefix ?? "chakra", steps: true });
    return [...steps, () => { prepared[PREPARED].tokens = dictionary; },
      () => { prepared[PREPARED].utility = createUtility({ config: config.utilities ?? {}, tokens: dictionary }); }];
  },
};
`;

// The dictionary's own build, as Chakra writes it, and the same calls one per step when asked for steps: three
// parts still took 18-24 ms each on this box unthrottled, over the 12.5 ms that Lighthouse's 4x turns into 50 ms.
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
    () => applyMiddlewares("pre"), () => applyTransforms("pre"), () => addConditionalTokens(), () => addReferences(),
    () => expandTokenReferences$1(), () => applyMiddlewares("post"), () => applyTransforms("post"),
    () => setupViews(),
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
      if (!SYSTEM_PARTS.every((part) => code.includes(part))) throw changed(id);
      const stepped = code
        .replace(MERGE, "  const prepared = configs[0]?.[PREPARED]; const config = prepared?.config ?? "
          + "mergeConfigs(...configs);\n")
        .replace(TOKENS, "  const tokens = prepared?.tokens ?? createTokenDictionary({\n")
        .replace(UTILITY, "  const utility = prepared?.utility ?? createUtility({\n")
        .concat(STEPS);
      // Three lines change within themselves and the steps come after the last: the library's source map still holds.
      return { code: stepped, map: null };
    },
  };
}
