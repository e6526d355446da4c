import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.menu-specials";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatIsoDate } from "../features/admin/shell/format.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { ownerLangFromPathname, localizePath } from "../lib/lang.ts";
import { localizedField } from "../lib/localized-field.ts";
import { isSpecialsDate, specialsSchema } from "../features/menu/rules/specials.ts";
import { restaurantDate } from "../features/menu/rules/not-today.ts";
import { deleteSpecials, saveSpecials, specialsOn, upcomingSpecials } from "../features/menu/today/specials-store.server.ts";
import { specialsFormValue, specialsIssueTexts } from "../features/admin/menu/specials-form-value.ts";
import { SpecialsForm } from "../features/admin/menu/specials-form.tsx";
import "../features/admin/menu/menu-editor.css";
import "../features/admin/menu/menu-today.css";

// Today's specials (docs/product.md §14.8): one date's block at a time (?date=, today by default,
// in Havana), the blocks already set, save and delete. Works without JavaScript.

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.specialsTitle} · ${t.menuTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

const today = () => restaurantDate(new Date(), restaurantTimeZone);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = ownerLangFromPathname(url.pathname);
  const now = today();
  const asked = url.searchParams.get("date") ?? "";
  const date = isSpecialsDate(asked, now) ? asked : now;
  const [block, upcoming] = await Promise.all([specialsOn(date), upcomingSpecials(now)]);
  const done = url.searchParams.get("done");
  return {
    today: now,
    date,
    exists: block !== undefined,
    form: specialsFormValue(date, block, lang),
    revision: `${date}-${upcoming.find((b) => b.date === date)?.updatedAt.getTime() ?? 0}`,
    upcoming: upcoming.map((b) => ({ date: b.date, title: localizedField(b, "title", lang) })),
    done: done === "saved" || done === "deleted" ? done : null,
  };
}

type ActionResult = { result?: SubmissionResult<string[]>; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const lang = ownerLangFromPathname(url.pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ error: t.actionRefused }, { status: refusalStatus(read.reason) });
  const form = read.formData;
  const now = today();
  // To the page's own address (the action may answer a data request, /….data).
  const back = (date: string, done: "saved" | "deleted") => redirect(`${adminHref(lang, "/menu/specials")}?date=${date}&done=${done}`, 303);

  if (form.get("intent") === "delete") {
    const date = String(form.get("date") ?? "");
    if (!isSpecialsDate(date, now) || !(await deleteSpecials(date))) return data<ActionResult>({ error: t.actionRefused }, { status: 400 });
    return back(date, "deleted");
  }
  const submission = parseWithZod(form, { schema: specialsSchema(now), formatError: specialsIssueTexts(lang) });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  // The date the form was opened for: another date in the form moves its block there.
  const from = String(form.get("from") ?? "");
  const { date } = submission.value;
  const saved = await saveSpecials(submission.value, ownerOf(context).email, isSpecialsDate(from, now) ? from : date);
  if (saved === "taken") {
    const taken = fill(t.specialsDateTaken, { date: formatIsoDate(date) });
    return data<ActionResult>({ result: submission.reply({ fieldErrors: { date: [taken] } }) }, { status: 409 });
  }
  return back(date, "saved");
}

export default function MenuSpecialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { today: now, date, exists, form, revision, upcoming, done } = loaderData;
  const answer = actionData as ActionResult | undefined;
  const shownDate = formatIsoDate(date);
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/menu")}>← {t.allCards}</Link>
      </p>
      <div className="admin-title">
        <h1>{t.specialsTitle}</h1>
        <p className="admin-muted">{t.specialsIntro}</p>
        <p>
          <a href={localizePath("/menu", lang)}>{t.viewPublicMenu}</a>
        </p>
      </div>
      {done ? (
        <p className="admin-notice" role="status">
          {fill(done === "saved" ? t.specialsSaved : t.specialsDeleted, { date: shownDate })}
        </p>
      ) : null}
      {answer?.error ? (
        <p className="admin-error" role="alert">
          {answer.error}
        </p>
      ) : null}

      <section className="admin-card" aria-labelledby="specials-form">
        <h2 id="specials-form">{fill(t.specialsEditOf, { date: date === now ? `${shownDate} (${t.specialsToday})` : shownDate })}</h2>
        {exists ? null : <p className="admin-muted">{t.specialsNone}</p>}
        <SpecialsForm today={now} defaultValue={form} revision={revision} lastResult={answer?.result} />
        {exists ? (
          <Form method="post" className="admin-form">
            <input type="hidden" name="date" value={date} />
            <button className="admin-button admin-button--danger" type="submit" name="intent" value="delete">
              {t.specialsDelete}
            </button>
          </Form>
        ) : null}
      </section>

      <section className="admin-section" aria-labelledby="specials-upcoming">
        <h2 id="specials-upcoming">{t.specialsUpcoming}</h2>
        {upcoming.length === 0 ? (
          <p className="admin-empty">{t.specialsNoneUpcoming}</p>
        ) : (
          <ul className="admin-specials-list">
            {upcoming.map((block) => (
              <li key={block.date}>
                <Link to={`${adminHref(lang, "/menu/specials")}?date=${block.date}`}>
                  {formatIsoDate(block.date)}
                  {block.date === now ? ` (${t.specialsToday})` : ""}: {block.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
