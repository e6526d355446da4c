import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // zod must be configured before any schema exists, or it may compile parsers from
    // strings, which the pages' Content-Security-Policy forbids (see app/lib/zod.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", allowTypeImports: true, message: "Import { z } from app/lib/zod.ts (configured for our CSP)." }],
          patterns: [{ group: ["zod/*"], allowTypeImports: true, message: "Import { z } from app/lib/zod.ts (configured for our CSP)." }],
        },
      ],
    },
  },
);
