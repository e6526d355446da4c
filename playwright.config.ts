import { defineConfig, devices } from "@playwright/test";
import { e2ePort } from "./tests/support/e2e/e2e-site.ts";
import { chromiumArgs, chromiumPath } from "./tests/support/e2e/chromium.ts";

// Browser tests run against the production build (npm run build first), on Debian's
// Chromium (never a downloaded browser), at 375 px and 1280 px (docs/testing.md).
const phone = { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const computer = { viewport: { width: 1280, height: 800 } };
/**
 * Specs that save a one-document setting (a save over a version the form did not show is refused):
 * the weekly hours, which every other spec's footer shows, the restaurant's details, and the
 * guest's messages that quote the details. They run one test at a time, after the others.
 */
const savesOneDocument = /(admin-schedule|admin-facts|guest-messages-facts)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Generous: the contact tests solve a real ALTCHA and send real mail on a 2-core machine.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "mobile", testIgnore: savesOneDocument, use: phone },
    { name: "desktop", testIgnore: savesOneDocument, use: computer },
    // After every other spec: an owner's change of the weekly hours shows in every page's footer.
    // One test at a time (one worker, so one file at a time too): the schedule is one document,
    // and a save over a version the form did not show is refused (two at once made one run's
    // exception vanish under the other's save).
    { name: "mobile-schedule", testMatch: savesOneDocument, dependencies: ["mobile", "desktop"], fullyParallel: false, workers: 1, use: phone },
    { name: "desktop-schedule", testMatch: savesOneDocument, dependencies: ["mobile-schedule"], fullyParallel: false, workers: 1, use: computer },
  ],
  // The built site and its SMTP sink, started by the one harness (tests/support/site/built-site.ts).
  globalSetup: "./tests/support/e2e/e2e-setup.ts",
});
