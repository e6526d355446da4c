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
    // strings, which the pages' Content-Security-Policy forbids (see app/zod.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", allowTypeImports: true, message: "Import { z } from app/zod.ts (configured for our CSP)." }],
          patterns: [{ group: ["zod/*"], allowTypeImports: true, message: "Import { z } from app/zod.ts (configured for our CSP)." }],
        },
      ],
    },
  },
  {
    // Every request body is read through app/request-body.server.ts, with a size limit and
    // the media types it accepts; reading one any other way could hold any size in memory.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/request-body.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='formData']",
          message: "Read a request's form with readForm() from app/request-body.server.ts (a size limit and the accepted types).",
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(text|json|arrayBuffer|blob|bytes)$/][callee.object.name=/^(req|request|\\w*Request)$/]",
          message: "Read a request's body with readBody() or readForm() from app/request-body.server.ts (a size limit and the accepted types).",
        },
        {
          selector: "MemberExpression[object.name=/^(req|request|\\w*Request)$/][property.name=/^(body|on|pipe)$/]",
          message: "Read a request's body with readBody() or readForm() from app/request-body.server.ts (a size limit and the accepted types).",
        },
      ],
    },
  },
);
