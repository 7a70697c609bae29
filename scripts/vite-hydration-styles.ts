// Chakra's styled factory computes each element's styles on every render: its recipe, its style props, their CSS and
// class name, about half of a hydration task on a phone. While Preact hydrates it never reads that class name (it
// keeps the server's attributes), so the client build marks the components Preact renders while hydrating and the
// factory skips the styles for those renders (src/lib/hydrating-render.ts, decision 0173). Later renders compute
// them as before. The build fails when Preact's or Chakra's code no longer matches what is replaced here.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const RUNTIME = fileURLToPath(new URL("../src/lib/hydrating-render.ts", import.meta.url));
const PREACT = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/;
const FACTORY = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;
const RESOLVED_PROPS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]use-resolved-props\.js$/;
const RECIPE_CONTEXT = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]create-recipe-context\.js$/;

type Edit = [from: string, to: string];

// Preact's diff(parentDom, newVNode, oldVNode, context, namespace, excess, commitQueue, oldDom, isHydrating, refs),
// minified: right before a component renders, mark its vnode when isHydrating.
const PREACT_EDITS: Edit[] = [
  ["function z(t,r,u,i,f,o,e,l,c,a){", "function z(t,r,u,i,f,o,e,l,c,a){"],
  ["d.__g&=-5,H=n.__r,", "d.__g&=-5,c&&(r.__u|=1048576),H=n.__r,"],
];

const FACTORY_EDITS: Edit[] = [
  ["import * as React from 'react';\n",
    `import * as React from 'react';\nimport { hydratingRender, hydratedStyles } from ${JSON.stringify(RUNTIME)};\n`],
  ["  const Styled = withEmotionCache((inProps, cache2, ref) => {\n",
    "  const Styled = withEmotionCache((inProps, cache2, ref) => {\n" +
    "    const hydrating = hydratingRender();\n"],
  ["      cvaRecipe,\n      shouldForwardProp\n    );",
    "      cvaRecipe,\n      shouldForwardProp,\n      hydrating\n    );"],
  ['    if (typeof props.className === "string") {',
    '    if (hydrating) {\n      className = props.className ?? "";\n' +
    '    } else if (typeof props.className === "string") {'],
  ["    const serialized = serializeStyles(",
    "    const serialized = hydrating ? hydratedStyles(cache2) : serializeStyles("],
];

const RESOLVED_PROPS_EDITS: Edit[] = [
  ["function useResolvedProps(inProps, cvaRecipe, shouldForwardProps) {",
    "function useResolvedProps(inProps, cvaRecipe, shouldForwardProps, hydrating = false) {"],
  ["    return cvaRecipe(variantProps);\n" +
    "  }, [cvaRecipe, result.variantProps, props.colorPalette, props.orientation]);",
    "    return hydrating ? {} : cvaRecipe(variantProps);\n" +
    "  }, [cvaRecipe, result.variantProps, props.colorPalette, props.orientation, hydrating]);"],
  ["    return css(cvaStyles, ...toArray(cssStyles), propStyles);\n  }, [css, cvaStyles, cssStyles, propStyles]);",
    "    return hydrating ? {} : css(cvaStyles, ...toArray(cssStyles), propStyles);\n" +
    "  }, [css, cvaStyles, cssStyles, propStyles, hydrating]);"],
];

// A recipe component (Button, Text…) resolves its recipe and hands the styles to the factory in the same render. Not
// slot recipes: their parts read the root's styles from context, and a part may render again without its root.
const RECIPE_CONTEXT_EDITS: Edit[] = [
  ["import { useRecipe } from './use-recipe.js';\n",
    `import { useRecipe } from './use-recipe.js';\nimport { hydratingRender } from ${JSON.stringify(RUNTIME)};\n`],
  ["    const styles = unstyled ? EMPTY_STYLES : recipe(variantProps);",
    "    const styles = unstyled || hydratingRender() ? EMPTY_STYLES : recipe(variantProps);"],
];

function apply(code: string, id: string, edits: Edit[]): string {
  return edits.reduce((text, [from, to]) => {
    if (text.split(from).length !== 2) {
      throw new Error(`${id}: the code scripts/vite-hydration-styles.ts replaces changed; update it`);
    }
    return text.replace(from, () => to);
  }, code);
}

export function hydrationStyles(): Plugin {
  return {
    name: "skinstate:hydration-styles",
    apply: "build",
    transform(code, id, options) {
      // The server renders everything with its styles.
      if (options?.ssr) return null;
      const edits = PREACT.test(id) ? PREACT_EDITS : FACTORY.test(id) ? FACTORY_EDITS
        : RESOLVED_PROPS.test(id) ? RESOLVED_PROPS_EDITS : RECIPE_CONTEXT.test(id) ? RECIPE_CONTEXT_EDITS : null;
      // Each edit stays within its own lines: the library's source map still holds.
      return edits ? { code: apply(code, id, edits), map: null } : null;
    },
  };
}
