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
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // The layers of docs/architecture.md: routes -> app/models -> app/lib, data flows down.
  {
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)db\\.server$",
              message: "Routes reach the database through app/models, never the client itself.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)(models|utils)(/|$)",
              message: "app/lib is pure and shared with the browser: no app/models or app/utils.",
            },
            {
              regex: "\\.server$",
              message: "app/lib is shared with the browser: it never imports a .server module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      // Type-only imports are erased from the bundle, so a component may name a loader's types.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server$",
              allowTypeImports: true,
              message: "Components run in the browser: pass data from the route's loader instead.",
            },
          ],
        },
      ],
    },
  },
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
