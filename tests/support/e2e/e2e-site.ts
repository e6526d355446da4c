// Where the browser tests' site and mail server run: read by playwright.config.ts, by the
// set-up that starts them (tests/support/e2e/e2e-setup.ts) and by the helpers that look into
// their DATA_DIR and mail folder.

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = ".tmp/e2e-data";
// docs/product.md §7: a real SMTP server beside the site; the contact tests read its mails here.
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000);
export const e2eMailDir = `.tmp/e2e-mail-${e2ePort}`;
