import fs from "node:fs";
import { startBuiltSite } from "../site/built-site.ts";
import { e2eDataDir, e2eMailDir, e2ePort, e2eSmtpPort } from "./e2e-site.ts";
import { startSmtpSink } from "../site/smtp-sink.ts";
import { menuFilesDrawn } from "../site/menu-files-drawn.ts";
import { publishEveryLanguage } from "../site/publish-languages.ts";
import { languages } from "#app/lib/lang.ts";

// Playwright's global set-up (playwright.config.ts): the built site with a fresh DATA_DIR and
// the SMTP sink it sends to, both through the harness the integration tests use. The sink
// writes every mail to e2eMailDir, where the tests (other processes) read it. The function
// returned is the teardown.
export default async function startE2eSite(): Promise<() => Promise<void>> {
  fs.rmSync(e2eMailDir, { recursive: true, force: true });
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  const smtp = await startSmtpSink({ port: e2eSmtpPort, dir: e2eMailDir });
  const site = await startBuiltSite({
    port: e2ePort,
    dataDir: e2eDataDir,
    startTimeoutMs: 60_000,
    env: {
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      // Every test submits from 127.0.0.1; the limit itself is covered by tests/integration.
      CONTACT_RATE_LIMIT: "10000",
      // A run sends more guest mails in an hour than the site's budget (tests/integration/attacks covers it).
      GUEST_MAILS_PER_HOUR: "10000",
      GUEST_MAILS_PER_SENDER_PER_HOUR: "10000",
      // A short undo window: long enough to tap Undo, short enough for the specs that wait for a decision's mail.
      DECISION_UNDO_SECONDS: "15",
    },
  }).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  // Every guest language published, the owners' way (a fresh site publishes English and Spanish
  // only): the specs read the site as it is once the owners have published all six.
  await publishEveryLanguage(site);
  // The specs read the menu's card images and PDF link: drawn in the background after the start,
  // and for each language once it is published.
  for (const lang of languages) await menuFilesDrawn(site.url, lang);
  return async () => {
    await site.stop();
    await smtp.stop();
  };
}
