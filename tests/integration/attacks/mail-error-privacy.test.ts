import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";

// A mail server that refuses a guest's address quotes it in its answer (Postfix: "550 5.1.1
// <ana@…>: Recipient address rejected"). That answer is kept in outbox.last_error and logged:
// neither may carry the guest's address (app/features/outbox/outbox-worker.server.ts), so logs shipped elsewhere
// hold no guests' personal data.

const GUEST = "ana.private@victim.example";

describe("a refused guest address", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink({ rejectRecipient: (address) => address === GUEST });
    s = await startBuiltSite({ env: { SMTP_URL: smtp.url, MAIL_TO: "owners@laterraza.example", MAIL_FROM: "web@laterraza.example" } });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  it("leaves no trace of the address in outbox.last_error or in the log", async () => {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), email: GUEST }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const db = await siteDb(s.dataDir);
    const failed = await eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row?.state === "failed" ? row : undefined;
    });
    expect(failed.lastError).toContain("550");
    expect(failed.lastError).toContain("Recipient address rejected");
    expect(failed.lastError).not.toContain(GUEST);
    await eventually(() => (s.output.some((l) => l.includes('"mail not sent"')) ? true : undefined));
    expect(s.output.filter((l) => l.includes("victim.example"))).toEqual([]);
  });
});
