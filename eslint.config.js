// ESLint flat config. Two jobs: typescript-eslint's recommended rules (syntax-only, no type information, so
// `npm run lint` stays fast), and the import direction of ../shared/design.md, enforced with eslint-plugin-import-x
// (`no-restricted-paths` zones plus `no-cycle`). See docs/decisions/0010-tooling.md.
import { readdirSync } from "node:fs";
import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importX, createNodeResolver } from "eslint-plugin-import-x";

const root = import.meta.dirname;
const nodeGlobals = [
  "process", "console", "URL", "URLSearchParams", "Buffer", "fetch", "AbortController", "TextEncoder", "TextDecoder",
  "performance", "structuredClone", "queueMicrotask", "setTimeout", "clearTimeout", "setInterval", "clearInterval",
  "setImmediate", "clearImmediate",
];
const sourceExtensions = [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"];

/** Every folder under src/features: each one gets a zone that forbids importing its siblings. */
function featureNames() {
  try {
    return readdirSync(`${root}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return []; // no features yet
  }
}

/**
 * The import direction as no-restricted-paths zones. `target` files may not import anything under `from`
 * except the `except` paths (relative to `from`). Packages resolve into node_modules, so "may import only X"
 * is written as: from the repository root, except the layer itself, its allowed layers and allowed packages.
 * Test files additionally get their test tools (vitest, testing-library); see `testPackages`.
 */
function zones({ testPackages = [] } = {}) {
  const packages = (...names) => [...names, ...testPackages].map((name) => `./node_modules/${name}`);
  return [
    {
      target: "./contract",
      from: ".",
      except: ["./contract", ...packages("superstruct", "libphonenumber-js")],
      message: "contract/ imports only superstruct, libphonenumber-js (decision 0070) and contract/.",
    },
    {
      target: "./machines",
      from: ".",
      except: ["./machines", "./contract", ...packages("xstate")],
      message: "machines/ imports only xstate and contract/ (no React, router, Lingui, fetch, DOM or server).",
    },
    {
      target: ["./src/lib", "./src/api", "./src/components"],
      from: ["./src/features", "./src/app"],
      message: "src/lib, src/api and src/components sit below src/features and src/app.",
    },
    {
      target: "./src/features",
      from: ["./src/api", "./src/app"],
      message: "Features receive API calls and wiring from src/app; they never import src/api or src/app.",
    },
    ...featureNames().map((feature) => ({
      target: `./src/features/${feature}`,
      from: "./src/features",
      except: [`./${feature}`],
      message: "Features never import each other; share through src/components, src/lib or machines/.",
    })),
    {
      // The atlas's SVGs are large: they belong in the support page's lazy chunk, never in the shop's first load.
      target: [
        "./src/app", "./src/lib", "./src/api", "./src/components", "./src/*.{ts,tsx}",
        ...featureNames().filter((feature) => feature !== "support").map((feature) => `./src/features/${feature}`),
      ],
      from: "./docs",
      message: "Only the support console (src/features/support, a lazy route) draws the flow atlas's SVGs.",
    },
    { target: "./src", from: "./server", message: "The browser app never imports the server." },
    { target: "./server", from: "./src", message: "The server never imports the browser app." },
    {
      target: "./server/domain",
      from: ".",
      except: ["./server/domain", "./contract", ...packages()],
      message: "server/domain holds pure business rules: it imports only contract/.",
    },
    // The server's layers (docs/decisions/0180-server-layers.md): domain <- db, integrations <- workflows <- routes,
    // jobs, seed <- app.ts, main.ts. Each zone lists what a layer may import from server/; everything else is refused.
    ...serverLayers(),
  ];
}

/** What each folder (or root file) of server/ may import from server/; see docs/decisions/0180-server-layers.md. */
const SERVER_LAYERS = [
  { layer: "./server/env.ts", may: [], why: "server/env.ts is configuration: it imports nothing of the server." },
  { layer: "./server/db", may: ["./domain"], why: "server/db holds queries and row mapping: only server/domain." },
  {
    layer: "./server/integrations", may: ["./domain", "./env.ts", "./db/database.ts", "./db/schema"],
    why: "Integrations talk to one outside service; a sandbox keeps its state in its own store module (its tables "
      + "and the database type only, never the shop's repositories).",
  },
  {
    layer: "./server/workflows", may: ["./domain", "./db", "./integrations"],
    why: "A workflow opens the transaction and calls domain rules, repositories and integrations; never HTTP.",
  },
  {
    layer: "./server/plugins", may: ["./domain", "./db", "./env.ts"],
    why: "Fastify plugins read through repositories; workflows, routes and jobs sit above them.",
  },
  {
    layer: "./server/routes", may: ["./domain", "./db", "./integrations", "./workflows", "./plugins", "./env.ts",
      "./seed/data"],
    why: "Routes call workflows (and read through repositories); jobs, the seed and the app's root files sit above.",
  },
  {
    layer: "./server/jobs", may: ["./domain", "./db", "./integrations", "./workflows", "./env.ts"],
    why: "Jobs call workflows; routes, plugins and the app's root files are not theirs to import.",
  },
  {
    layer: "./server/seed", may: ["./domain", "./db", "./workflows"],
    why: "The seed writes demo data through repositories and workflows only.",
  },
];

function serverLayers() {
  return SERVER_LAYERS.map(({ layer, may, why }) => ({
    target: layer, from: "./server", except: [layer.replace("./server/", "./"), ...may], message: why,
  }));
}

/**
 * One file-name convention (decision 0186): kebab-case modules, PascalCase for a .tsx file named after the component
 * it exports (and its tests); a role may follow after dots (`cart.machine.ts`, `auth.phone.spec.ts`).
 */
const fileNames = {
  rules: {
    "file-name": {
      meta: { type: "suggestion", schema: [], messages: { name: "File name '{{name}}': {{why}} (decision 0186)." } },
      create(context) {
        return {
          Program(node) {
            const name = context.physicalFilename.split(/[\\/]/).pop();
            const match = /^(?<stem>[^.]+)(?<roles>(\.[a-z]+)*)\.(?<ext>[cm]?[jt]sx?)$/.exec(name);
            const stem = match?.groups.stem ?? "";
            const why = !match ? "a stem, optional .roles and an extension"
              : /^[A-Z][A-Za-z0-9]*$/.test(stem)
                ? (match.groups.ext === "tsx" || match.groups.roles.endsWith(".test") ? null
                  : "PascalCase is for a .tsx component and its tests")
                : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem) ? null : "kebab-case, or PascalCase for a component";
            if (why) context.report({ node, messageId: "name", data: { name, why } });
          },
        };
      },
    },
  },
};

const testFiles = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig(
  {
    ignores: ["dist/", "dist-ssr/", "node_modules/", "docs/", ".data/", ".data-*/", "locales/", "coverage/",
      "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    plugins: { "import-x": importX, house: fileNames },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      // Only plain .js files need these (TypeScript files get no-undef turned off by typescript-eslint); listed
      // here because the `globals` package is not a dependency of this project.
      globals: Object.fromEntries(nodeGlobals.map((name) => [name, "readonly"])),
    },
    settings: {
      // import-x only follows files with these extensions when it builds its module graph; its default is
      // .js only, which would make no-cycle silently blind to every .ts file.
      "import-x/extensions": sourceExtensions,
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/external-module-folders": ["node_modules"],
      // The built-in node resolver (unrs-resolver) with TypeScript extensions resolves both styles used here:
      // the browser's extensionless imports (`./header`) and the server's explicit ones (`./env.ts`).
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [...sourceExtensions, ".json", ".d.ts"],
          conditionNames: ["import", "module", "browser", "types", "default", "require", "node"],
          mainFields: ["module", "main"],
        }),
      ],
    },
    rules: {
      "house/file-name": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // One import style (decision 0079): package.json `imports` aliases (#contract/…) or a path at most one level
      // up, always with its extension; an alias that resolves nowhere is an error, not a silent pass.
      "import-x/no-unresolved": ["error", { ignore: ["^(?!#|\\.)", "\\.po$"] }],
      "import-x/extensions": ["error", "always", { ignorePackages: true, checkTypeImports: true }],
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^\\.\\./\\.\\./",
          message: "Use a #alias from package.json imports instead of climbing two levels." }],
        paths: [["@lingui/react/macro", "Plural"], ["@lingui/core/macro", "plural"]].map(([name, importName]) => ({
          name, importNames: [importName],
          message: "Use Select over pluralCategory (#lib/plural.ts): plural loads ICU number data (decision 0174).",
        })),
      }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones() }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_",
        caughtErrors: "none" }],
      // Team standard: code lines at most 120 characters.
      "max-len": ["error", {
        code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true,
        // Only a Lingui t`…` message alone on its line (as a JSX child or prop value): its text is the catalog key.
        ignorePattern: "^\\s*(\\w+=)?\\{?t`[^`]*`\\}?( ?[}),;>]+)?$",
      }],
    },
  },
  {
    // Tests sit beside the code they test and may also use the test tools.
    files: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: zones({ testPackages: ["vitest", "@vitest", "@testing-library"] }) },
      ],
    },
  },
  {
    // The app supplies the real actors: a machine's `.provide()` happens only in src/app (design brief, layout).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/app/**", ...testFiles],
    rules: {
      "no-restricted-syntax": ["error", {
        selector: "CallExpression[callee.property.name='provide']",
        message: "Wire actors with .provide() in src/app (src/app/actors, src/app/pages) and pass them down.",
      }],
    },
  },
);
