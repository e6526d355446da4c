import { data } from "react-router";
import type { Route } from "./+types/admin.day";
import type { PageHandle } from "#app/root.tsx";
import { z } from "../zod.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { DayChoices, DayView } from "../features/admin/day/day-view.tsx";
import { eveningDate, eveningOf, todayAndTomorrow, walkInPrefill } from "../features/admin/day/day.server.ts";
import { addDaysIso } from "../booking/reservation-dates.ts";
import { formatIsoDate } from "../features/admin/shell/format.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { currentSchedule } from "../features/schedule/schedule-store.server.ts";
import { decide, statusIntentSchema } from "../features/admin/inbox/status-action.server.ts";
import type { RequestActionResult } from "../features/admin/inbox/decision-result.ts";
import { DecisionAnswer } from "../features/admin/inbox/decision-step.tsx";
import "../features/admin/day/day.css";

// The evening (docs/product.md §13): /admin/day is today in Havana, ?date=yyyy-MM-dd any day.
// Its action takes the two moves of the evening, Arrived and No-show, through the inbox's own
// decision (the no-show with its second step and time rule).

// Every control here works as a plain form: the scripts load after the page (root.tsx, PageHandle).
export const handle: PageHandle = { scripts: "after-load" };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  const day = loaderData ? `${formatIsoDate(loaderData.evening.date)} · ` : "";
  return [{ title: `${day}${t.dayTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const date = eveningDate(new URL(request.url).searchParams.get("date"), now);
  return {
    evening: await eveningOf(date, now),
    ...todayAndTomorrow(now),
    previous: addDaysIso(date, -1),
    next: addDaysIso(date, 1),
    walkIn: walkInPrefill(await currentSchedule(), now),
  };
}

const actionSchema = statusIntentSchema.extend({ id: z.string().min(1).max(100), status: z.enum(["done", "no-show"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<RequestActionResult>({ ok: false, message: t.formRefused }, { status: refusalStatus(read.reason) });
  const parsed = actionSchema.safeParse(Object.fromEntries(read.formData));
  if (!parsed.success) return data<RequestActionResult>({ ok: false, message: t.actionRefused }, { status: 400 });
  return decide(parsed.data.id, parsed.data, ownerOf(context).email, lang);
}

export default function DayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { evening, today, tomorrow, previous, next, walkIn } = loaderData;
  return (
    <div className="day-page">
      <DayChoices date={evening.date} today={today} tomorrow={tomorrow} previous={previous} next={next} />
      {actionData?.message ? (
        <p className={actionData.ok ? "admin-notice" : "admin-error"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      ) : null}
      <DecisionAnswer answer={actionData} hasEmail={false} />
      <DayView evening={evening} walkIn={evening.date === today ? walkIn : undefined} />
    </div>
  );
}
