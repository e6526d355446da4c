import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// The features, lowest first (docs/decisions/0030-booking-vocabulary-and-the-features-order.md): a
// feature imports only features below it, so no two features import each other. The owners'
// area (admin) composes them all and sits on top; no feature imports it.
const featureOrder = ["identity", "facts", "outbox", "media", "schedule", "menu", "requests", "alerts", "manage", "admin"];
const featureFolders = fs.readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "app/features"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const unplaced = featureFolders.filter((name) => !featureOrder.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: give app/features/${unplaced.join(", app/features/")} a place in featureOrder (docs/decisions/0030-booking-vocabulary-and-the-features-order.md).`);
const featuresOneWay = featureOrder.slice(0, -1).map((name, i) => ({
  target: `./app/features/${name}`,
  from: featureOrder.slice(i + 1, -1).map((above) => `./app/features/${above}`),
  message: `Features depend one way (${featureOrder.join(" < ")}, docs/decisions/0030-booking-vocabulary-and-the-features-order.md): ${name} imports no feature above it.`,
})).filter((zone) => zone.from.length > 0);

// What server/ may take from app/ (docs/decisions/0030-booking-vocabulary-and-the-features-order.md):
// the kernel (app/lib, app/booking), the process services, and these composition points: the
// workers and jobs it starts, the routers it mounts, the seeds the start runs, the questions its
// health answers and its HTML cache ask. Relative to app/. A new one is a line here, said in review.
const serverEntryPoints = [
  "./lib", "./booking",
  "./config.server.ts", "./config-defaults.ts", "./db.server.ts", "./logger.server.ts", "./access-log.server.ts", "./client-address.server.ts",
  "./request-body.server.ts", "./private-files.server.ts", "./message-kinds.server.ts", "./offsite-backup-marker.server.ts",
  "./shell/content/site.ts", "./shell/content/content-version.server.ts", "./shell/seo/pages.ts", "./shell/performance/deferred-hydration.ts", "./shell/security/csp-nonce.tsx",
  "./features/identity/current-owner.server.ts",
  "./features/outbox/outbox-worker.server.ts", "./features/outbox/outbox-lock.server.ts", "./features/outbox/mail-transport.server.ts", "./features/outbox/telegram.server.ts",
  "./features/media/media-routes.server.ts", "./features/media/photo-encoding.server.ts", "./features/media/media-seed.server.ts",
  "./features/schedule/schedule-seed.server.ts", "./features/facts/facts-seed.server.ts",
  "./features/menu/drawing/menu-edition.server.ts", "./features/menu/drawing/menu-files.server.ts", "./features/menu/store/menu-seed.server.ts", "./features/menu/rules/currency-choice.ts",
  "./features/requests/daily-mails.server.ts", "./features/requests/retention.server.ts",
  "./features/alerts/site-alerts.server.ts", "./features/alerts/rules/site-alerts.ts",
];

// The house's one-way imports (docs/decisions/0017-layout.md, amended by 0030): each zone names
// what files in `target` may not import. Tests may reach across (a unit test of the shell may save
// an owner's edit to see the shell redraw); the code they test may not.
const oneWayHouse = [
  { target: "./app", from: "./server", message: "app/ never imports server/: server/ starts the app, not the other way round." },
  {
    target: "./server",
    from: "./app",
    except: serverEntryPoints,
    message: "server/ imports only the kernel (app/lib, app/booking), db/ and the app's composition points listed in eslint.config.js (serverEntryPoints, docs/decisions/0030-booking-vocabulary-and-the-features-order.md).",
  },
  { target: "./db", from: ["./app", "./server"], message: "db/ is the schema and its migrations: it imports neither app/ nor server/." },
  { target: "./app/lib", from: "./app", except: ["./lib"], message: "app/lib is the shared kernel: it imports nothing else from app/." },
  { target: "./app/booking", from: "./app", except: ["./lib", "./booking"], message: "app/booking is the booking vocabulary below the features and the shell: it imports only app/lib and app/booking." },
  { target: "./app/ui", from: "./app", except: ["./lib", "./ui"], message: "app/ui holds presentational pieces: they import only app/lib and app/ui." },
  { target: "./app/shell", from: ["./app/features", "./app/routes", "./app/root.tsx"], message: "app/shell is what every public page carries: it imports no feature and no route." },
  { target: "./app/features", from: ["./app/routes", "./app/root.tsx"], message: "A feature never imports a route: routes compose features." },
  {
    target: featureOrder.slice(0, -1).map((name) => `./app/features/${name}`),
    from: "./app/features/admin",
    message: "No feature imports the owners' area (app/features/admin/): the owners' area composes the features, not the other way round.",
  },
  ...featuresOneWay,
  { target: ["./app", "./server", "./db"], from: "./tests", message: "Application code never imports test code." },
  { target: "./scripts", from: "./tests", except: ["./support"], message: "Scripts share the tests' helpers in tests/support/ only." },
];

// How an import names a module (docs/contributing.md, "Imports"): a relative or `#` specifier
// names its file with the suffix (Node runs server/, scripts/ and db/ without a bundler and
// needs it; one rule everywhere), and one that would climb three folders goes through the
// package's "imports" aliases (#app/, #content/, #db/, #server/, #tests/) instead.
const sourceFile = /\.(ts|tsx|json|css|svg|png|jpg|webp|woff2|js|mjs)(\?[\w=&-]*)?$/;
const generatedTypes = /^\.\/\+types\//;
const importSpecifiers = {
  meta: { type: "problem", schema: [] },
  create(context) {
    function check(node) {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const spec = source.value;
      if (!spec.startsWith(".") && !spec.startsWith("#")) return;
      if (generatedTypes.test(spec)) return;
      if (!sourceFile.test(spec)) {
        context.report({ node: source, message: `Name the file with its suffix: "${spec}.ts" or "${spec}.tsx".` });
      }
      if (spec.startsWith("../../../")) {
        context.report({ node: source, message: `"${spec}" climbs three folders: import it through its alias (#app/…, #content/…, #db/…, #server/…, #tests/…).` });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const house = { rules: { "import-specifiers": importSpecifiers } };

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
    plugins: { house },
    rules: { "house/import-specifiers": "error" },
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
    // A module the browser may load never takes a value from db/schema.ts: its tables bring the
    // ORM into the page's scripts. Plain lists the app shares with the schema live beside it
    // (db/languages.ts, db/request-values.ts). Repeats the rule above, which this one replaces here.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/zod.ts", "app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "Import { z } from app/zod.ts (configured for our CSP)." },
            { name: "#db/schema.ts", allowTypeImports: true, message: "Only server modules (*.server.ts) take values from the schema: its tables bring the ORM into the browser's scripts." },
          ],
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
