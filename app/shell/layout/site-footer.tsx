import { mailtoHref, telHref, whatsappHref } from "../content/site.ts";
import { useSiteFacts } from "../content/root-data.ts";
import { useLang } from "#app/lib/use-lang.ts";
import type { LayoutWords } from "./layout-texts.ts";
import { addressLines, copyrightLine } from "./site-facts-text.ts";
import { OpenNowLine, TimedLines } from "../schedule/schedule-lines-view.tsx";
import type { ScheduleView } from "../schedule/schedule-view.ts";

/**
 * The footer of every page (docs/product.md §1, §17): the weekly hours from the schedule, the
 * open/closed line and the next exception, under the owners' opening line in the page's language
 * (none when they left it empty: docs/owners-guide.md, "Restaurant details"); address, phone,
 * WhatsApp, e-mail and the copyright line from the restaurant's facts in force (the root loader's).
 * Its words (`t`) are the root loader's, in the page's language. Without the schedule (the
 * owners' area has none), no hours: better none than hours that may be wrong.
 */
export function SiteFooter({ year, schedule, t }: { year: number; schedule: ScheduleView | null; t: LayoutWords }) {
  const lang = useLang();
  const facts = useSiteFacts();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            {t.hoursTitle}
          </h2>
          {facts?.opening[lang] ? <p className="site-footer__opening">{facts.opening[lang]}</p> : null}
          {schedule ? (
            <>
              <OpenNowLine states={schedule.openNow} />
              <p>
                {schedule.hours.map((line) => (
                  <span key={line.days} className="site-footer__line">
                    {`${line.days}, ${line.hours}`}
                  </span>
                ))}
              </p>
              {schedule.next ? <TimedLines lines={[schedule.next]} className="site-footer__exception" /> : null}
            </>
          ) : null}
        </section>
        {facts ? (
          <>
            <section aria-labelledby="footer-address">
              <h2 id="footer-address" className="site-footer__title">
                {t.findUs}
              </h2>
              <address>
                {addressLines(facts).map((line) => (
                  <span key={line} className="site-footer__line">
                    {line}
                  </span>
                ))}
              </address>
            </section>
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className="site-footer__title">
                {t.contactTitle}
              </h2>
              <p className="site-footer__contact">
                <span className="site-footer__line">
                  {t.phone}: <a href={telHref(facts.phone)}>{facts.phone}</a>
                </span>
                {facts.whatsapp ? (
                  <span className="site-footer__line">
                    WhatsApp: <a href={whatsappHref(facts.whatsapp)}>{facts.whatsapp}</a>
                  </span>
                ) : null}
                <span className="site-footer__line">
                  {t.email}: <a href={mailtoHref(facts.email)}>{facts.email}</a>
                </span>
              </p>
            </section>
          </>
        ) : null}
      </div>
      {facts ? <p className="site-footer__copyright">{copyrightLine(facts, t.rights, year)}</p> : null}
    </footer>
  );
}
