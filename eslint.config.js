import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// The house's one-way imports (docs/decisions/0017-layout.md): each zone names what files in
// `target` may not import. Tests may reach across (a unit test of the shell may save an owner's
// edit to see the shell redraw); the code they test may not.
const oneWayHouse = [
  { target: "./app", from: "./server", message: "app/ never imports server/: server/ starts the app, not the other way round." },
  { target: "./db", from: ["./app", "./server"], message: "db/ is the schema and its migrations: it imports neither app/ nor server/." },
  { target: "./app/lib", from: "./app", except: ["./lib"], message: "app/lib is the shared kernel: it imports nothing else from app/." },
  { target: "./app/booking", from: "./app", except: ["./lib", "./booking"], message: "app/booking is the booking vocabulary below the features and the shell: it imports only app/lib and app/booking." },
  { target: "./app/ui", from: "./app", except: ["./lib", "./ui"], message: "app/ui holds presentational pieces: they import only app/lib and app/ui." },
  { target: "./app/shell", from: ["./app/features", "./app/routes", "./app/root.tsx"], message: "app/shell is what every public page carries: it imports no feature and no route." },
  { target: "./app/features", from: ["./app/routes", "./app/root.tsx"], message: "A feature never imports a route: routes compose features." },
  { target: ["./app", "./server", "./db"], from: "./tests", message: "Application code never imports test code." },
  { target: "./scripts", from: "./tests", except: ["./support"], message: "Scripts share the tests' helpers in tests/support/ only." },
];

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
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: oneWayHouse }],
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
