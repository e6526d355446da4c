import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/admin.schedule";
import { readForm, refusalStatus, FORM_TYPES } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { firstBookableDate } from "../booking/bookable-slots.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { ScheduleForm } from "../features/admin/schedule/schedule-form.tsx";
import { BOOKABLE_WARNING_DAYS, SCHEDULE_FORM_MAX_BYTES, SCHEDULE_HISTORY_SHOWN } from "../features/schedule/rules/schedule-limits.ts";
import { scheduleIssueTexts } from "../features/schedule/rules/schedule-messages.ts";
import { SCHEDULE_BASED_ON_FIELD, scheduleFormValue, scheduleSchema } from "../features/schedule/rules/schedule-schema.ts";
import { currentScheduleAt, saveSchedule, scheduleHistory } from "../features/schedule/schedule-store.server.ts";
import "../features/admin/schedule/schedule.css";

// The owners' schedule (docs/product.md §17): one form, saved as a new version with who saved
// it; the history of versions under it. Below the signed-in layout: its guard and the /admin
// tree's same-origin check run before this action.

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.scheduleTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  const now = new Date();
  const [schedule, history] = await Promise.all([currentScheduleAt(now), scheduleHistory(SCHEDULE_HISTORY_SHOWN)]);
  return {
    form: scheduleFormValue(schedule),
    revision: history[0]?.id ?? 0,
    history: history.map((h) => ({ id: h.id, changedBy: h.changedBy, changedAt: h.changedAt.getTime() })),
  };
}

type ActionResult =
  | { saved: true; result: SubmissionResult<string[]>; warning?: string }
  | {
      saved: false;
      result: SubmissionResult<string[]>;
      refused?: string;
      /**
       * The version the form's values start from, which the next save replaces: the one the
       * form posted, or after a refusal for a newer version, that one. Never the loader's newest
       * (a reply without JavaScript renders the whole page): that would skip a version the
       * owner never saw.
       */
      basedOn?: number;
    };

/** The version the owner's form showed, from its hidden field; 0 (older than any) when missing. */
function basedOnOf(formData: FormData): number {
  const value = Number(formData.get(SCHEDULE_BASED_ON_FIELD));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: SCHEDULE_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ saved: false, result: { status: "error" }, refused: t.formRefused }, { status: refusalStatus(read.reason) });
  const basedOn = basedOnOf(read.formData);
  const submission = parseWithZod(read.formData, { schema: scheduleSchema, formatError: scheduleIssueTexts(lang) });
  // A period or exception added or removed (Conform's intents, also without JavaScript): only the form's new state.
  if (submission.status === undefined) return data<ActionResult>({ saved: false, result: submission.reply(), basedOn });
  if (submission.status !== "success") return data<ActionResult>({ saved: false, result: submission.reply({ formErrors: [t.scheduleFix] }), basedOn }, { status: 400 });
  const now = new Date();
  const outcome = await saveSchedule(submission.value, ownerOf(context).email, basedOn, now);
  if (!outcome.saved) {
    const { changedBy, changedAt } = outcome.newer;
    const conflict = fill(t.scheduleConflict, { who: changedBy === "seed" ? t.historySeed : changedBy, date: formatInstant(changedAt, restaurantTimeZone) });
    return data<ActionResult>({ saved: false, result: submission.reply({ formErrors: [conflict] }), basedOn: outcome.newer.id }, { status: 409 });
  }
  const warning = firstBookableDate(outcome.schedule, now, BOOKABLE_WARNING_DAYS) === undefined ? fill(t.scheduleNoSlotWarning, { days: BOOKABLE_WARNING_DAYS }) : undefined;
  return data<ActionResult>({ saved: true, result: submission.reply({ resetForm: true }), warning });
}

export default function SchedulePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminText();
  const { form, revision, history } = loaderData;
  const unsaved = actionData?.saved === false ? actionData : undefined;
  return (
    <>
      <div className="admin-title">
        <h1>{t.scheduleTitle}</h1>
        <p className="admin-muted">{t.scheduleIntro}</p>
        <p className="admin-muted">{fill(t.timeZoneNote, { tz: restaurantTimeZone })}</p>
      </div>
      {actionData?.saved ? (
        <p className="admin-notice" role="status">
          {t.scheduleSaved}
        </p>
      ) : null}
      {actionData?.saved && actionData.warning ? (
        <p className="admin-error" role="alert">
          {actionData.warning}
        </p>
      ) : null}
      {unsaved?.refused ? (
        <p className="admin-error" role="alert">
          {unsaved.refused}
        </p>
      ) : null}
      {/* A refused save (4xx) reloads no loader: the form keeps its key and the owner's edit. */}
      <ScheduleForm
        key={revision}
        formRevision={revision}
        basedOn={unsaved?.basedOn ?? revision}
        defaultValue={form}
        lastResult={unsaved?.result}
      />
      <section className="admin-card schedule-history" aria-labelledby="schedule-history">
        <h2 id="schedule-history">{t.historyTitle}</h2>
        <ol>
          {history.map((h, i) => (
            <li key={h.id}>
              {fill(t.historyRow, { date: formatInstant(h.changedAt, restaurantTimeZone), who: h.changedBy === "seed" ? t.historySeed : h.changedBy })}
              {i === 0 ? <span className="admin-status admin-status--confirmed schedule-history__current">{t.historyCurrent}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
