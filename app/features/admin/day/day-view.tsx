import { Suspense } from "react";
import { Form, Link, useFetcher } from "react-router";
import { storedTimeLabel } from "#app/lib/clock.ts";
import { fill } from "#app/lib/fill.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { telHrefOf } from "../inbox/contact-links.ts";
import { countText } from "../shell/count-text.ts";
import { formats } from "#app/lib/formats.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { Covers, Evening, EveningBooking, SlotGroup, WalkInPrefill } from "./day.server.ts";
import type { RequestActionResult } from "../inbox/decision-result.ts";
import { GuardedDecision, type FormComponent } from "../inbox/decision-step.tsx";
import { dayActionTexts } from "./day-actions-texts.ts";
import { eveningSummary } from "./day-summary.ts";

// The day view: the day's choices (Today, Tomorrow, the days either side, any date by a GET
// form that works without JavaScript), the reservations by slot, and the covers table.
// day.css lays it out for a phone, a computer and one printed A4 page. Each slot and the covers
// table are <Suspense> boundaries that React hydrates one by one (docs/decisions/0020-hydration-by-section.md).

/** "20" → "8 PM": the hour a row of the covers counts (20:00 to 20:59). */
const hourLabel = (hour: string) => storedTimeLabel(`${hour}:00`).replace(":00", "");

const dayHref = (lang: "en" | "es", date: string) => `${adminHref(lang, "/day")}?date=${date}`;

export function DayChoices({ date, today, tomorrow, previous, next }: { date: string; today: string; tomorrow: string; previous: string; next: string }) {
  const { lang, t } = useAdminText();
  const current = (d: string) => (d === date ? ("page" as const) : undefined);
  return (
    <nav className="day-choices" aria-label={t.dayChoose}>
      <ul className="day-choices__links">
        <li>
          <Link to={dayHref(lang, previous)} rel="prev">
            <span aria-hidden="true">←</span>
            <span className="admin-visually-hidden">{t.dayPrevious}</span>
            <span className="day-choices__date">{formats[lang].dayMonth(previous)}</span>
          </Link>
        </li>
        <li>
          <Link to={dayHref(lang, today)} aria-current={current(today)}>
            {t.dayToday}
          </Link>
        </li>
        <li>
          <Link to={dayHref(lang, tomorrow)} aria-current={current(tomorrow)}>
            {t.dayTomorrow}
          </Link>
        </li>
        <li>
          <Link to={dayHref(lang, next)} rel="next">
            <span className="admin-visually-hidden">{t.dayNext}</span>
            <span className="day-choices__date">{formats[lang].dayMonth(next)}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      </ul>
      <Form method="get" className="day-choices__form" key={date}>
        <label htmlFor="day-date">{t.dayPick}</label>
        <input id="day-date" name="date" type="date" defaultValue={date} required />
        <button className="admin-button admin-button--small" type="submit">
          {t.dayShow}
        </button>
      </Form>
    </nav>
  );
}

/**
 * Arrived in one tap; No-show with its second step, once the reservation has begun (the action
 * refuses it before). Through a fetcher, so the owner stays on the evening; without JavaScript the
 * day view's own action answers.
 */
function BookingActions({ booking }: { booking: EveningBooking }) {
  const { lang } = useAdminText();
  const a = dayActionTexts[lang];
  const fetcher = useFetcher<RequestActionResult>();
  const PostForm = fetcher.Form as FormComponent;
  if (booking.status !== "confirmed") {
    return <span className={`day-booking__state day-booking__state--${booking.status}`}>{booking.status === "done" ? a.arrivedDone : a.noShowDone}</span>;
  }
  return (
    <div className="day-booking__actions" role="group" aria-label={fill(a.actionsOf, { name: booking.name })}>
      <PostForm method="post" className="decision-first">
        <input type="hidden" name="id" value={booking.id} />
        <input type="hidden" name="intent" value="status" />
        <button className="admin-button admin-button--small admin-button--confirmed" type="submit" name="status" value="done" disabled={fetcher.state !== "idle"}>
          {a.arrived}
        </button>
      </PostForm>
      {booking.noShowOpen ? <GuardedDecision status="no-show" hasEmail={false} Form={PostForm} requestId={booking.id} small /> : null}
      {fetcher.data && !fetcher.data.ok ? (
        <span className="admin-error" role="alert">
          {fetcher.data.message}
        </span>
      ) : null}
    </div>
  );
}

function BookingRow({ booking }: { booking: EveningBooking }) {
  const { lang, t } = useAdminText();
  const tel = booking.phone ? telHrefOf(booking.phone) : null;
  return (
    <li className={`day-booking day-booking--${booking.status}`}>
      <span className="day-booking__name">
        <Link to={adminHref(lang, `/requests/${encodeURIComponent(booking.id)}`)}>{booking.name}</Link>
      </span>
      <span className="day-booking__people">{booking.pax ? countText(t, "people", booking.pax) : "—"}</span>
      <span className="day-booking__area">{booking.area ?? t.dayNoArea}</span>
      <span className="day-booking__phone">
        {tel ? (
          // The number stays in the link's name (what is seen is what a voice command says).
          <a href={tel}>
            <span className="admin-visually-hidden">{fill(dayActionTexts[lang].call, { name: booking.name })}: </span>
            {booking.phone}
          </a>
        ) : (
          booking.phone || "—"
        )}
      </span>
      <span className="day-booking__source">
        <span className="admin-visually-hidden">{t.sourceLabel}: </span>
        {t[`source.${booking.source}`]}
      </span>
      {booking.comment ? (
        <span className="day-booking__notes">
          <span className="admin-visually-hidden">{t.dayNotes}: </span>
          {booking.comment}
        </span>
      ) : null}
      <BookingActions booking={booking} />
    </li>
  );
}

function Slot({ group }: { group: SlotGroup }) {
  const { t } = useAdminText();
  const id = `slot-${group.time.replace(":", "") || "none"}`;
  const time = group.time ? storedTimeLabel(group.time) : t.dayNoTime;
  return (
    <section className="day-slot" aria-labelledby={id}>
      <h2 id={id} className="day-slot__time">
        {time} <span className="day-slot__people">{countText(t, "people", group.people)}</span>
      </h2>
      <ul className="day-bookings">
        {group.bookings.map((b) => (
          <BookingRow key={b.id} booking={b} />
        ))}
      </ul>
    </section>
  );
}

function CoversTable({ covers }: { covers: Covers }) {
  const { t } = useAdminText();
  return (
    <section className="day-covers" aria-labelledby="day-covers">
      <h2 id="day-covers">{t.dayCovers}</h2>
      {/* Focusable, so a keyboard can scroll it when a narrow screen cuts the table. */}
      <div className="day-covers__scroll" tabIndex={0} role="group" aria-labelledby="day-covers">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.dayHour}</th>
              {covers.areas.map((a) => (
                <th key={a} scope="col">
                  {a || t.dayNoArea}
                </th>
              ))}
              <th scope="col">{t.dayTotal}</th>
            </tr>
          </thead>
          <tbody>
            {covers.hours.map((h) => (
              <tr key={h}>
                <th scope="row">{h ? hourLabel(h) : t.dayNoTime}</th>
                {covers.areas.map((a) => (
                  <td key={a}>{covers.cells[h]?.[a] ?? 0}</td>
                ))}
                <td>{covers.byHour[h] ?? 0}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.dayTotal}</th>
              {covers.areas.map((a) => (
                <td key={a}>{covers.byArea[a] ?? 0}</td>
              ))}
              <td>{covers.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * Opens the browser's print dialog. Without the page's script it could do nothing: it is in the
 * HTML but kept invisible until React has hydrated the page (day.css), so its place is kept and
 * nothing below it moves when it shows (the scripts come after the page, root.tsx PageHandle).
 */
function PrintButton() {
  const { t } = useAdminText();
  return (
    <button className="admin-button admin-button--quiet admin-button--small day-print" type="button" onClick={() => window.print()}>
      {t.dayPrint}
    </button>
  );
}

/** The booking by hand, started as a walk-in: today, the next slot, from the door. */
function WalkInLink({ walkIn }: { walkIn: WalkInPrefill }) {
  const { lang } = useAdminText();
  const query = new URLSearchParams({ date: walkIn.date, ...(walkIn.time ? { time: walkIn.time } : {}), source: walkIn.source });
  return (
    <Link className="admin-button admin-button--small day-walk-in" to={`${adminHref(lang, "/requests/new")}?${query}`}>
      {dayActionTexts[lang].walkIn}
    </Link>
  );
}

export function DayView({ evening, walkIn }: { evening: Evening; walkIn?: WalkInPrefill | undefined }) {
  const { lang, t } = useAdminText();
  const { date, slots, covers, bookings, people } = evening;
  return (
    <>
      <div className="admin-title day-title">
        <h1>
          <span className="day-title__date">{formats[lang].longDate(date)}</span>
        </h1>
        <p className="day-summary" role="status">
          {eveningSummary(evening, t, countText(t, "people", people))}
        </p>
        <p className="admin-muted">{fill(t.timeZoneNote, { tz: restaurantTimeZone })}</p>
        {walkIn ? <WalkInLink walkIn={walkIn} /> : null}
        {bookings > 0 ? <PrintButton /> : null}
      </div>
      {bookings === 0 ? (
        <p className="admin-empty">{t.dayNone}</p>
      ) : (
        <div className="day-layout">
          <div className="day-slots">
            {slots.map((g) => (
              <Suspense key={g.time}>
                <Slot group={g} />
              </Suspense>
            ))}
          </div>
          <Suspense>
            <CoversTable covers={covers} />
          </Suspense>
        </div>
      )}
    </>
  );
}
