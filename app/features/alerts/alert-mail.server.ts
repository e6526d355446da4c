import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { fill } from "#app/lib/fill.ts";
import { htmlDocument, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { OWNER_MAIL_LANG } from "#app/features/outbox/rules/owner-mail-lang.ts";
import { restaurantTimeZone } from "#app/booking/reservation-dates.ts";
import { alertTexts } from "./alert-texts.ts";
import type { SiteAlert } from "./rules/site-alerts.ts";

// An alert to the owners (app/features/alerts/site-alerts.server.ts queues it): what is wrong
// and what to do, in the owners' mail language, by mail and, when it is set up, on Telegram.

const t = alertTexts[OWNER_MAIL_LANG];

function havanaTime(iso: string): string {
  return format(new TZDate(new Date(iso), restaurantTimeZone), "yyyy-MM-dd HH:mm");
}

/** Title, what happened and what to do. */
export function alertParts(alert: SiteAlert, site: SiteFacts): { title: string; intro: string; body: string; todo: string } {
  if (alert.kind === "restarted") {
    const { cause } = alert;
    const body =
      cause.kind === "crash"
        ? fill(t["restarted.crash"], { at: havanaTime(cause.at), origin: cause.origin, message: cause.message })
        : fill(t["restarted.killed"], { at: havanaTime(alert.at) });
    return { title: t["restarted.title"], intro: fill(t.restartIntro, { site: site.name }), body, todo: t["restarted.todo"] };
  }
  const { problem } = alert;
  const intro = fill(t.intro, { site: site.name });
  const code = problem.code;
  const body = (() => {
    switch (problem.code) {
      case "mail-failed":
        return fill(t["mail-failed.body"], { n: problem.failed });
      case "mail-delayed":
        return fill(t["mail-delayed.body"], { n: problem.minutes });
      case "disk-nearly-full":
        return fill(t["disk-nearly-full.body"], { mb: problem.freeMb, percent: problem.freePercent });
      case "backup-stale":
        return fill(t["backup-stale.body"], { when: problem.lastAt ? havanaTime(problem.lastAt) : t["backup-stale.never"] });
    }
  })();
  return { title: t[`${code}.title`], intro, body, todo: t[`${code}.todo`] };
}

export function alertMail(alert: SiteAlert, addresses: MailSender, messageId: string, date: Date): MailMessage {
  const { title, intro, body, todo } = alertParts(alert, addresses.site);
  const footer = fill(t.footer, { url: addresses.siteUrl });
  const text = [intro, "", body, "", `${t.whatToDo}:`, todo, "", footer, ""].join("\n");
  const html = htmlDocument(
    OWNER_MAIL_LANG,
    `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(body)}</strong></p>` +
      `<h2 style="font-size:1em">${escapeHtml(t.whatToDo)}</h2><p>${escapeHtml(todo)}</p>` +
      `<p style="color:#5a4a42;font-size:small">${escapeHtml(footer)}</p>`,
  );
  return {
    messageId,
    date,
    from: { name: addresses.site.name, address: addresses.from },
    to: addresses.to,
    subject: fill(t.subject, { site: addresses.site.name, title }),
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

export function alertTelegramText(alert: SiteAlert, site: SiteFacts): string {
  const { title, body, todo } = alertParts(alert, site);
  return `${site.name}: ${title}\n\n${body}\n\n${t.whatToDo}: ${todo}`;
}
