import { defineConfig } from "vitest/config";

// Unit tests sit next to their module; integration tests (tests/integration) start the
// built server, so they run after `npm run build` (see the "test" script).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Fails a test on a console.error it did not expect (tests/support/unit/console-guard.ts).
          setupFiles: ["tests/support/unit/console-guard.ts"],
          // One generous limit for every unit test, set here: some draw a menu card or encode a
          // photo, which takes a second alone and many on a busy machine (CI shares its cores).
          // A limit catches a hung test, not a slow one; no test measures speed (docs/testing.md §7).
          testTimeout: 120_000,
          // Hooks longer: heavy set-up (drawing the whole menu, say) belongs there, not in a test.
          hookTimeout: 5 * 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Set here once, for every file: a limit catches a hang, not slowness (docs/testing.md §7).
          // Each file starts the built site in a hook, which takes minutes on a busy 2-core machine;
          // the longest tests send 10,000 fuzzed bodies or crash the site over and over.
          testTimeout: 15 * 60_000,
          hookTimeout: 5 * 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
