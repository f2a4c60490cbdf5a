import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "public/build",
      ".cache",
      "data",
      "test-results",
      "playwright-report",
      "tests/.tmp",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "simple-import-sort": simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-console": ["error", { allow: ["error", "warn", "info"] }],
      "no-alert": "error",
      // One import order everywhere (packages, then ~/ aliases, then relative), fixed by --fix.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // One import statement per module: types ride inline (`import { type A, b }`). ESLint's own
      // rule, the check eslint-plugin-import calls import/no-duplicates (decision 059).
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: false }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // The layers of docs/architecture.md: imports only point down (entries -> routes ->
  // components | utils -> models -> services -> lib). tests/architecture checks the whole graph.
  ...layerRules(),
  {
    files: ["scripts/**", "tests/**", "prisma/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

/** One no-restricted-imports block per folder: the rooms above it (and beside it) it may not import. */
function layerRules() {
  const ROUTES = {
    regex: "^(~/|(\\.\\./)+)routes(/|$)",
    message: "Nothing imports a route module but the routes.",
  };
  const ENTRIES = {
    regex: "^(~/|(\\.\\./)+)(root|entry\\.(server|client))$",
    message: "The entry modules sit on top.",
  };
  const SEED = {
    regex: "(^|/)prisma/seed$",
    message: "The app never imports the seed; the seed may import the app.",
  };
  const COMPONENTS = {
    regex: "^(~/|(\\.\\./)+)components(/|$)",
    message: "Shared types and constants live in app/lib.",
  };
  const UTILS = {
    regex: "^(~/|(\\.\\./)+)utils(/|$)",
    message:
      "app/utils is request plumbing for the routes: move what lower layers need to app/services or app/lib.",
  };
  const MODELS = {
    regex: "^(~/|(\\.\\./)+)models(/|$)",
    message: "Only routes and request plumbing call the models.",
  };
  const SERVICES = {
    regex: "^(~/|(\\.\\./)+)services(/|$)",
    message: "app/lib is pure and shared with the browser: no services or database.",
  };
  const SERVER = {
    regex: "\\.server$",
    message: "app/lib is shared with the browser: it never imports a .server module.",
  };
  const DB = {
    regex: "(^|/)db\\.server$",
    message: "Routes reach the database through app/models, never the client itself.",
  };
  // Tests sit beside the code but above every layer: they may import anything.
  const forbid = (files, patterns, typeImportsAllowed = false) => ({
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: typeImportsAllowed
      ? { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] }
      : { "no-restricted-imports": ["error", { patterns }] },
  });
  return [
    forbid(["app/routes/**"], [DB, ENTRIES, SEED]),
    forbid(["app/utils/**"], [ROUTES, ENTRIES, SEED, COMPONENTS]),
    // Type-only imports are erased from the bundle, so a component may name a loader's types.
    forbid(
      ["app/components/**"],
      [
        {
          regex: "\\.server$",
          allowTypeImports: true,
          message: "Components run in the browser: pass data from the route's loader instead.",
        },
      ],
      true,
    ),
    forbid(["app/components/**"], [ROUTES, ENTRIES, SEED, UTILS]),
    forbid(["app/models/**"], [ROUTES, ENTRIES, SEED, COMPONENTS, UTILS]),
    forbid(
      ["app/services/**", "prisma/adapters.ts"],
      [ROUTES, ENTRIES, SEED, COMPONENTS, UTILS, MODELS],
    ),
    forbid(["app/lib/**"], [ROUTES, ENTRIES, SEED, COMPONENTS, UTILS, MODELS, SERVICES, SERVER]),
  ];
}
