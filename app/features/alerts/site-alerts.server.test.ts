import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { alertMail, alertTelegramText } from "./alert-mail.server.ts";
import { alertNewProblems, keptAlerts } from "./site-alerts.server.ts";
import type { SiteProblem } from "./rules/site-alerts.ts";

freshDataDirs({ seed: false });

const disk: SiteProblem = { code: "disk-nearly-full", freeMb: 120, freePercent: 1.2 };
const failed: SiteProblem = { code: "mail-failed", failed: 2 };
const addresses = { from: "web@terraza.example", to: "owners@terraza.example", siteUrl: "https://terraza.example", site: seedFacts };

describe("site alerts", () => {
  it("tells each problem once while it lasts, and again when it comes back after clearing", async () => {
    expect(await alertNewProblems([disk], { telegram: false })).toEqual([disk]);
    expect(await alertNewProblems([disk], { telegram: false })).toEqual([]);
    expect(await alertNewProblems([disk, failed], { telegram: false })).toEqual([failed]);
    expect(await alertNewProblems([], { telegram: false })).toEqual([]);
    expect(await alertNewProblems([disk], { telegram: false })).toEqual([disk]);
    expect((await keptAlerts()).map((a) => (a.kind === "problem" ? a.problem.code : a.kind))).toEqual(["disk-nearly-full", "mail-failed", "disk-nearly-full"]);
  });

  it("says in the owners' language what is wrong and what to do, escaped in HTML", () => {
    const mail = alertMail({ kind: "restarted", at: "2026-11-25T16:00:00Z", cause: { kind: "crash", origin: "uncaughtException", message: "<b>boom</b>", at: "2026-11-25T15:59:00Z" } }, addresses, "<a@b>", new Date());
    expect(mail.subject).toContain("el sitio se ha reiniciado");
    expect(mail.text).toContain("uncaughtException: <b>boom</b>");
    expect(mail.html).toContain("&#60;b&#62;boom");
    expect(mail.html).not.toContain("<b>boom");
    expect(alertTelegramText({ kind: "problem", problem: disk }, seedFacts)).toContain("120 MB");
  });
});
