import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the production build (npm run build first), on Debian's
// Chromium (never a downloaded browser), at 375 px and 1280 px (docs/testing.md).
const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = ".tmp/e2e-data";
// docs/product.md §7: a real SMTP server beside the site; the contact tests read its mails here.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
export const e2eMailDir = `.tmp/e2e-mail-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Generous: the contact tests solve a real ALTCHA and send real mail on a 2-core machine.
  timeout: 60_000,
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
  webServer: [
    {
      command: `rm -rf ${e2eMailDir} && node tests/support/smtp-sink-server.ts`,
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_DIR: e2eMailDir },
    },
    {
      command: `rm -rf ${e2eDataDir} && node server/main.ts`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: e2eDataDir,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Every test submits from 127.0.0.1; the limit itself is covered by tests/integration.
        CONTACT_RATE_LIMIT: "10000",
        // A run sends more guest mails in an hour than the site's budget (tests/integration/attacks covers it).
        GUEST_MAILS_PER_HOUR: "10000",
      },
    },
  ],
});
