import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.languages";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { defaultLang, isLang, ownerLangFromPathname, type OwnerLang } from "../lib/lang.ts";
import { languageNames, languageNamesInText } from "../lib/language-names.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import { isGuestLang, type GuestLang } from "../shell/languages/publication.ts";
import { languagePublications, setPublished } from "../shell/languages/published-languages.server.ts";
import { languageCompleteness } from "../features/admin/languages/language-words.server.ts";
import { redrawMenuFiles } from "../features/menu/drawing/menu-edition.server.ts";
import { publicationRefusal, wordKinds, type Completeness } from "../features/admin/languages/rules/language-publication.ts";
import "../features/admin/languages/languages.css";

// Languages (docs/owners-guide.md "Languages"; docs/decisions/0033-language-publication.md): each
// guest language's completeness, and the one control that publishes or withdraws it. The server
// refuses to publish an incomplete language; withdrawing takes a second step that names what it does.

/** The field the withdrawal's second step sends (without it, the action answers with that step). */
const CONFIRM_FIELD = "confirm";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.languagesTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const ownerLang = ownerLangFromPathname(new URL(request.url).pathname);
  const publications = await languagePublications();
  const languages = await Promise.all(
    publications.map(async (p) => ({ ...p, completeness: await languageCompleteness(p.lang, ownerLang) })),
  );
  return { languages };
}

type ActionResult = { notice?: string; refusal?: string; secondStep?: GuestLang };

export async function action({ request, context }: Route.ActionArgs) {
  const ownerLang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[ownerLang];
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ refusal: t.formRefused }, { status: refusalStatus(read.reason) });
  const form = read.formData;
  const lang = form.get("lang");
  const intent = form.get("intent");
  if (!isLang(lang) || (intent !== "publish" && intent !== "withdraw")) return data<ActionResult>({ refusal: t.languagesNotALanguage }, { status: 400 });
  const language = languageNamesInText(ownerLang)[lang];
  const refusal =
    intent === "publish"
      ? publicationRefusal(lang, { publish: true, completeness: await languageCompleteness(lang, ownerLang) })
      : publicationRefusal(lang, { publish: false, confirmed: form.get(CONFIRM_FIELD) === "yes" });
  if (refusal === "default" || !isGuestLang(lang)) return data<ActionResult>({ refusal: t.languagesRefusedDefault }, { status: 400 });
  if (refusal === "unconfirmed") return data<ActionResult>({ secondStep: lang });
  if (refusal === "incomplete") {
    const { missing } = await languageCompleteness(lang, ownerLang);
    return data<ActionResult>({ refusal: fill(t.languagesRefusedIncomplete, { language, n: missing.length }) }, { status: 409 });
  }
  await setPublished(lang, intent === "publish", ownerOf(context).email);
  // The menu's images and PDF exist for published languages only: a language published gets its
  // own now, not at its menu's first view (a withdrawn one's are left to the editions' pruning).
  await redrawMenuFiles();
  return data<ActionResult>({ notice: fill(intent === "publish" ? t.languagesPublishedNotice : t.languagesWithdrawnNotice, { language }) });
}

export default function LanguagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const names = languageNames(lang);
  const inText = languageNamesInText(lang);
  return (
    <>
      <h1>{t.languagesTitle}</h1>
      <p className="admin-muted">{t.languagesIntro}</p>
      <ActionAnswer notice={actionData?.notice} refusal={actionData?.refusal} />
      <section className="admin-card languages-card" aria-labelledby="language-default">
        <h2 id="language-default" className="languages-card__title">
          {names[defaultLang]} <span className="languages-state languages-state--published">{t.languagesPublished}</span>
        </h2>
        <p className="admin-muted">{t.languagesDefault}</p>
      </section>
      {loaderData.languages.map((language) => (
        <section key={language.lang} className="admin-card languages-card" aria-labelledby={`language-${language.lang}`}>
          <h2 id={`language-${language.lang}`} className="languages-card__title">
            {names[language.lang]}{" "}
            <span className={`languages-state languages-state--${language.published ? "published" : "unpublished"}`}>
              {language.published ? t.languagesPublished : t.languagesUnpublished}
            </span>
          </h2>
          <p className="admin-muted">
            {language.changedAt && language.changedBy
              ? fill(t.languagesChangedBy, { date: formatInstant(new Date(language.changedAt), restaurantTimeZone), who: language.changedBy })
              : language.published
                ? t.languagesSinceStart
                : t.languagesFirstTranslations}
          </p>
          <CompletenessList ownerLang={lang} completeness={language.completeness} />
          {actionData?.secondStep === language.lang ? (
            <WithdrawStep lang={language.lang} language={inText[language.lang]} />
          ) : (
            <Form method="post" className="languages-control">
              <input type="hidden" name="lang" value={language.lang} />
              <input type="hidden" name="intent" value={language.published ? "withdraw" : "publish"} />
              <button type="submit" className={language.published ? "admin-button admin-button--quiet" : "admin-button"}>
                {fill(language.published ? t.languagesWithdraw : t.languagesPublish, { language: inText[language.lang] })}
              </button>
            </Form>
          )}
        </section>
      ))}
    </>
  );
}

function CompletenessList({ ownerLang, completeness }: { ownerLang: OwnerLang; completeness: Completeness }) {
  const { t } = useAdminText();
  return (
    <>
      <dl className="languages-counts">
        {wordKinds.map((kind) => {
          const { filled, total } = completeness.counts[kind];
          return (
            <div key={kind} className={filled < total ? "languages-counts__row languages-counts__row--missing" : "languages-counts__row"}>
              <dt>{t[`languagesKind.${kind}`]}</dt>
              <dd>{fill(t.languagesCount, { filled, total })}</dd>
            </div>
          );
        })}
      </dl>
      {completeness.complete ? (
        <p>{t.languagesComplete}</p>
      ) : (
        <details className="languages-missing">
          <summary>{fill(t.languagesMissing, { n: completeness.missing.length })}</summary>
          <ul>
            {completeness.missing.map((place, i) => (
              // A dish's two prices may share a label: the position keeps each line apart.
              <li key={`${place.kind}-${i}`}>
                <span className="languages-missing__kind">{t[`languagesKind.${place.kind}`]}:</span>{" "}
                <Link to={adminHref(ownerLang, place.path)}>{place.label}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** The withdrawal's second step: what it does, the one button that does it, and the way back. */
function WithdrawStep({ lang, language }: { lang: GuestLang; language: string }) {
  const { lang: ownerLang, t } = useAdminText();
  return (
    <Form method="post" className="languages-step" aria-labelledby={`withdraw-${lang}`}>
      <h3 id={`withdraw-${lang}`}>{fill(t.languagesWithdrawTitle, { language })}</h3>
      <p>{fill(t.languagesWithdrawConsequence, { language })}</p>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name={CONFIRM_FIELD} value="yes" />
      <p className="languages-step__buttons">
        <button type="submit" className="admin-button admin-button--withdraw-sure">
          {fill(t.languagesWithdrawConfirm, { language })}
        </button>
        <Link className="admin-button admin-button--quiet" to={adminHref(ownerLang, "/languages")}>
          {t.languagesKeep}
        </Link>
      </p>
    </Form>
  );
}
