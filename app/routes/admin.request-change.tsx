import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.request-change";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { adminText, type AdminWords } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { requestDetail } from "../features/admin/inbox/inbox.server.ts";
import { bookingIssueTexts } from "../features/admin/booking/booking-texts.ts";
import { capacityWarningText } from "../features/admin/booking/capacity-warning.ts";
import { changeSchema } from "../features/admin/change/rules/change-schema.ts";
import { ChangeForm } from "../features/admin/change/change-form.tsx";
import { reservationTexts } from "../features/requests/form/reservation-texts.ts";
import { ReservationChanges } from "../features/admin/change/reservation-changes.tsx";
import { changeReservation, reservationChangesOf } from "../features/requests/reservation-changes.server.ts";
import { changesReservation, type RequestStatus } from "../features/requests/rules/request-status.ts";
import { guestMessagesOf } from "../features/manage/manage.server.ts";
import { currentScheduleAt } from "../features/schedule/schedule-store.server.ts";
import { capacityVerdict } from "../features/schedule/capacity.server.ts";
import { bookingDateRange, weeklySeatingTimes } from "../booking/bookable-slots.ts";
import { formatInstant, formatIsoDate } from "../features/admin/shell/format.ts";
import { countText } from "../features/admin/shell/count-text.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { storedTimeLabel } from "../lib/clock.ts";
import { fill } from "../lib/fill.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

// An owner changes a request's reservation (docs/product.md §13): date, time, area and people,
// with the rules of a booking by hand (rules/change-schema.ts, the capacity with "Book anyway"),
// the change in the request's history, and one mail to a confirmed guest
// (app/features/requests/reservation-changes.server.ts). What the guest last asked from their
// page is shown beside the form.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.changeTitle}${loaderData ? ` · ${loaderData.request.name}` : ""} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const detail = await requestDetail(params.id);
  if (!detail) throw data(adminText[lang].requestNotFound, { status: 404 });
  const now = new Date();
  const schedule = await currentScheduleAt(now);
  const asked = (await guestMessagesOf(params.id)).at(-1);
  return {
    // The public form's reservation words the form shares, in the owner's language only (docs/decisions/0034-words-in-the-pages-language.md).
    reservationWords: reservationTexts[lang],
    request: detail.request,
    dates: bookingDateRange(schedule, now),
    times: weeklySeatingTimes(schedule),
    asked: asked ? { message: asked.message, at: asked.createdAt } : null,
    changes: await reservationChangesOf(params.id),
  };
}

type ActionResult = {
  result: SubmissionResult<string[]>;
  /** Said above the form: saved (with what the guest hears), or why nothing changed. */
  notice?: string;
  refused?: string;
  capacityWarning?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ result: { status: "error" }, refused: t.formRefused }, { status: refusalStatus(read.reason) });
  const now = new Date();
  const schedule = await currentScheduleAt(now);
  const check = { schedule, now, byOwner: true } as const;
  const submission = parseWithZod(read.formData, { schema: changeSchema(bookingDateRange(schedule, now), check), formatError: bookingIssueTexts(lang) });
  if (submission.status !== "success") {
    return data<ActionResult>({ result: submission.reply({ formErrors: [t.changeFix] }) }, { status: 400 });
  }
  const v = submission.value;
  const reservation = { date: v.fecha!, time: v.hora!, area: v.area!, pax: v.pax! };
  if (!v.bookAnyway) {
    // The request's own covers do not count against the slot it may keep.
    const verdict = await capacityVerdict(schedule, { ...reservation, replacing: params.id });
    if (verdict) {
      return data<ActionResult>({ result: submission.reply(), capacityWarning: capacityWarningText(t, verdict, schedule, reservation) }, { status: 409 });
    }
  }
  const outcome = await changeReservation(params.id, reservation, ownerOf(context).email, v.note ?? "", now);
  switch (outcome.outcome) {
    case "not-found":
      throw data(t.requestNotFound, { status: 404 });
    case "refused":
      return data<ActionResult>({ result: submission.reply(), refused: closedText(adminText[lang], outcome.status) }, { status: 409 });
    case "unchanged":
      return data<ActionResult>({ result: submission.reply(), notice: t.changeUnchanged });
    case "changed": {
      const mail = outcome.mailQueued ? t.changeMailQueued : outcome.mailWaiting ? t.changeMailWaiting : "";
      return data<ActionResult>({ result: submission.reply({ resetForm: true }), notice: [t.changeSaved, mail].filter(Boolean).join(" ") });
    }
  }
}

function closedText(t: AdminWords, status: RequestStatus): string {
  return fill(t.changeClosed, { status: t[`status.${status}`].toLowerCase() });
}

export default function ChangeReservation({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { request, dates, times, asked, changes, reservationWords } = loaderData;
  const back = adminHref(lang, `/requests/${encodeURIComponent(request.id)}`);
  const open = changesReservation(request.status);
  const tells = request.status !== "confirmed" ? t.changeTellsNobody : request.email.trim() === "" ? t.changeNoEmail : t.changeTellsGuest;
  const now = [
    request.reservationDate ? formatIsoDate(request.reservationDate) : null,
    request.reservationTime ? storedTimeLabel(request.reservationTime) : null,
    request.area,
    request.pax ? countText(t, "people", request.pax) : null,
  ].filter((p): p is string => p !== null);
  return (
    <>
      <p className="admin-back">
        <Link to={back}>← {t.changeBack}</Link>
      </p>
      <div className="admin-title">
        <h1>{t.changeTitle}</h1>
        <p className="admin-break">{request.name}</p>
        <p className="admin-muted">{t.changeIntro}</p>
      </div>
      {actionData?.notice ? (
        <p className="admin-notice" role="status">
          {actionData.notice}
        </p>
      ) : null}
      {actionData?.refused ? (
        <p className="admin-error" role="alert">
          {actionData.refused}
        </p>
      ) : null}
      <p>
        <strong>{t.changeNow}:</strong>{" "}
        {now.length > 0
          ? now.map((part, i) => (
              <span key={i} className="change-history__part">
                {part}
                {i < now.length - 1 ? " · " : ""}
              </span>
            ))
          : t.noReservation}
      </p>
      {open ? (
        <div className={asked ? "change-layout change-layout--asked" : "change-layout"}>
          {asked ? (
            <section className="admin-card change-asked" aria-labelledby="change-asked">
              <h2 id="change-asked">{t.changeGuestAsked}</h2>
              <p className="admin-muted">{fill(t.changeGuestAskedWhen, { when: formatInstant(asked.at, restaurantTimeZone) })}</p>
              <blockquote>{asked.message}</blockquote>
            </section>
          ) : null}
          <ChangeForm
            key={changes.length}
            reservationWords={reservationWords}
            current={{ date: request.reservationDate, time: request.reservationTime, area: request.area, pax: request.pax }}
            dates={dates}
            times={times}
            tells={tells}
            lastResult={actionData?.result}
            capacityWarning={actionData?.capacityWarning}
          />
        </div>
      ) : (
        <p className="admin-error">{closedText(t, request.status)}</p>
      )}
      <ReservationChanges changes={changes} level={2} />
    </>
  );
}
