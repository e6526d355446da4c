import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the production build (npm run build first), on Debian's
// Chromium (never a downloaded browser), at 375 px and 1280 px (design.md §9).
const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = ".tmp/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: e2eDataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
  },
});
