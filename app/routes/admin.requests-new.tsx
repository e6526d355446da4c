import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.requests-new";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { BookingForm } from "../features/admin/booking/booking-form.tsx";
import { reservationTexts } from "../features/requests/form/reservation-texts.ts";
import { bookingIssueTexts } from "../features/admin/booking/booking-texts.ts";
import { bookingSchema } from "../features/admin/booking/rules/booking-schema.ts";
import { toContactRequest } from "../features/requests/rules/contact-request.ts";
import { storeBooking, type StoredBooking } from "../features/admin/booking/booking.server.ts";
import { bookingDateRange, weeklySeatingTimes } from "../booking/bookable-slots.ts";
import { currentScheduleAt } from "../features/schedule/schedule-store.server.ts";
import { capacityVerdict } from "../features/schedule/capacity.server.ts";
import { bookingSlotLoad, postedSlotLoad, type BookingSlotLoad } from "../features/admin/booking/booking-load.server.ts";
import { capacityWarningText } from "../features/admin/booking/capacity-warning.ts";
import { bookingPrefill } from "../features/admin/booking/rules/booking-prefill.ts";
import { formatIsoDate } from "../features/admin/shell/format.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import "../features/admin/booking/booking.css";

// A booking taken by hand (docs/product.md §13): the form, and after saving, the same page again
// with a fresh form for the next booking and links to the one just saved and its evening.

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.newBookingTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  // The bookable dates are the public form's, in Havana, from the schedule (docs/product.md §17).
  const now = new Date();
  const schedule = await currentScheduleAt(now);
  // Every time the schedule seats on some day: the owner books past the notice and the capacity.
  const dates = bookingDateRange(schedule, now);
  const times = weeklySeatingTimes(schedule);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The public form's reservation words the form shares, in the owner's language only (docs/decisions/0034-words-in-the-pages-language.md).
  const reservationWords = reservationTexts[ownerLangFromPathname(url.pathname)];
  return { reservationWords, dates, times, prefill: bookingPrefill(params, dates, times), slotLoad: await bookingSlotLoad(schedule, params, dates, times) };
}

type ActionResult = {
  result: SubmissionResult<string[]>;
  saved?: StoredBooking;
  refused?: string;
  capacityWarning?: string;
  /** The covers per area of the posted slot, beside its date and time, when the form comes back. */
  slotLoad?: BookingSlotLoad | undefined;
};

export async function action({ request, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ result: { status: "error" }, refused: t.formRefused }, { status: refusalStatus(read.reason) });
  // The schedule's hours as for the public form, without the minimum notice (an owner may
  // write down a table for the next slot, or a guest already at the door); capacity and a
  // large party only warn.
  const now = new Date();
  const schedule = await currentScheduleAt(now);
  const check = { schedule, now, byOwner: true } as const;
  const dates = bookingDateRange(schedule, now);
  const submission = parseWithZod(read.formData, { schema: bookingSchema(dates, check), formatError: bookingIssueTexts(lang) });
  const posted = () => postedSlotLoad(schedule, read.formData, dates, weeklySeatingTimes(schedule));
  if (submission.status !== "success") {
    return data<ActionResult>({ result: submission.reply({ formErrors: [t.bookingFix] }), slotLoad: await posted() }, { status: 400 });
  }
  const v = submission.value;
  const reservation = v.fecha && v.hora && v.area && v.pax ? toContactRequest({ ...v, email: v.email ?? "", country: v.country ?? "", comment: v.comment ?? "", reservation: true, captcha: "" }).reservation : null;
  if (reservation && !v.bookAnyway) {
    const verdict = await capacityVerdict(schedule, reservation);
    if (verdict) {
      const capacityWarning = capacityWarningText(t, verdict, schedule, reservation);
      return data<ActionResult>({ result: submission.reply(), capacityWarning, slotLoad: await posted() }, { status: 409 });
    }
  }
  const saved = await storeBooking(submission.value, ownerOf(context).email);
  return data<ActionResult>({ result: submission.reply({ resetForm: true }), saved });
}

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const saved = actionData?.saved;
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/requests")}>← {t.allRequests}</Link>
      </p>
      <div className="admin-title">
        <h1>{t.newBookingTitle}</h1>
        <p className="admin-muted">{t.newBookingIntro}</p>
      </div>
      {saved ? (
        <div className="admin-notice booking-saved" role="status">
          <p>
            {t.bookingSaved} {saved.mailQueued ? t.bookingMailQueued : null}
          </p>
          <p className="booking-saved__links">
            <Link to={adminHref(lang, `/requests/${encodeURIComponent(saved.id)}`)}>{t.bookingOpen}</Link>
            <Link to={`${adminHref(lang, "/day")}?date=${saved.date}`}>{`${t.bookingSeeEvening} ${formatIsoDate(saved.date)}`}</Link>
          </p>
        </div>
      ) : null}
      {actionData?.refused ? (
        <p className="admin-error" role="alert">
          {actionData.refused}
        </p>
      ) : null}
      <BookingForm
        key={saved?.id ?? "form"}
        reservationWords={loaderData.reservationWords}
        dates={loaderData.dates}
        times={loaderData.times}
        prefill={saved ? undefined : loaderData.prefill}
        lastResult={actionData?.result}
        capacityWarning={actionData?.capacityWarning}
        slotLoads={[actionData?.slotLoad, loaderData.slotLoad]}
      />
    </>
  );
}
