import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.facts";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { issueTexts } from "../lib/issue-texts.ts";
import { adminText, type AdminWords } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { ErrorList, Field } from "../ui/field.lazy.tsx";
import type { SiteFacts } from "../shell/content/site.ts";
import { mapLinks } from "../features/facts/rules/map-links.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { ownerLangFromPathname, type Lang } from "../lib/lang.ts";
import { languageNames } from "../lib/language-names.ts";
import { ownerFirst } from "../features/admin/texts/owner-first.ts";
import { CharCounter, counterId } from "../features/admin/shell/char-counter.tsx";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import { RevisionItem } from "../features/admin/shell/revision-item.tsx";
import { factsEditSchema } from "../features/facts/rules/facts-schema.ts";
import { changedFacts } from "#app/features/facts/rules/facts-changes.ts";
import { factsChangesLine } from "#app/features/admin/facts/facts-changes-words.ts";
import * as limits from "../features/facts/rules/facts-limits.ts";
import { currentFactsVersion, factsHistory, restoreFacts, saveFacts } from "../features/facts/facts-store.server.ts";
import { factsIssueSentences } from "../features/admin/facts/facts-issue-sentences.ts";
import { redrawMenuFiles } from "#app/features/menu/drawing/menu-edition.server.ts";
import "../features/admin/facts/facts.css";

// Restaurant details (docs/owners-guide.md): the owners edit the facts every page, mail and the
// table card read (app/features/facts/); every save is a version, and any earlier one comes back.
// The menu's card images and PDF print the name and the contact line: a save or a restore answers
// once they are drawn again, as a menu save does (app/features/menu/store/menu-write.server.ts).

/** How many earlier versions the page lists. */
const HISTORY_SHOWN = 20;
/** Versions read: the one in force, those listed, and the one before the last listed (what it changed). */
const HISTORY_READ = HISTORY_SHOWN + 2;

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.factsTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  const [current, versions] = await Promise.all([currentFactsVersion(), factsHistory(HISTORY_READ)]);
  // What each version changed from the one before it; null for the site's first version.
  const listed = versions.map((version, i) => {
    const before = versions[i + 1];
    return { ...version, changed: before ? changedFacts(before.facts, version.facts) : versions.length < HISTORY_READ ? null : [] };
  });
  return {
    current: { ...current, changed: listed.find((v) => v.id === current.id)?.changed ?? null },
    history: listed.filter((v) => v.id !== current.id).slice(0, HISTORY_SHOWN),
  };
}

function formatError(t: AdminWords) {
  return issueTexts(factsIssueSentences(t));
}

type ActionResult = { result?: SubmissionResult<string[]> | undefined; notice?: string | undefined; refusal?: string | undefined };

export async function action({ request, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const by = ownerOf(context).email;
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ refusal: t.formRefused }, { status: refusalStatus(read.reason) });
  const formData = read.formData;

  if (formData.get("intent") === "restore") {
    const id = Number(formData.get("version"));
    const restored = Number.isSafeInteger(id) ? await restoreFacts(id, by) : { outcome: "not-found" as const };
    if (restored.outcome === "not-found") return data<ActionResult>({ refusal: t.factsNotFound }, { status: 404 });
    if (restored.outcome === "saved") await redrawMenuFiles();
    return data<ActionResult>({ notice: restored.outcome === "saved" ? t.factsRestored : t.factsUnchanged });
  }

  const submission = parseWithZod(formData, { schema: factsEditSchema, formatError: formatError(adminText[lang]) });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  const saved = await saveFacts(submission.value, by, Number(formData.get("basedOn")));
  if (saved.outcome === "conflict") {
    const refusal = fill(t.factsConflict, { who: saved.newer.changedBy, date: formatInstant(saved.newer.changedAt.getTime(), restaurantTimeZone) });
    return data<ActionResult>({ result: submission.reply(), refusal }, { status: 409 });
  }
  if (saved.outcome === "saved") await redrawMenuFiles();
  return data<ActionResult>({ result: submission.reply({ resetForm: true }), notice: saved.outcome === "saved" ? t.factsSaved : t.factsUnchanged });
}

/** The form's values for a version: every link row offered, the empty ones after the filled. */
function formValue(facts: SiteFacts) {
  const rows = (links: SiteFacts["sisterSites"]) => [...links, ...Array.from({ length: limits.FACT_LINKS_MAX - links.length }, () => ({ name: "", url: "" }))];
  return {
    ...facts,
    whatsapp: facts.whatsapp ?? "",
    geo: { latitude: String(facts.geo.latitude), longitude: String(facts.geo.longitude) },
    sisterSites: rows(facts.sisterSites),
    reviewPages: rows(facts.reviewPages),
  };
}

type TextField = FieldMetadata<unknown>;

function TextInput({ field, label, hint, max, type = "text", lang }: { field: TextField; label: string; hint?: string; max?: number; type?: "text" | "tel" | "email" | "url"; lang?: Lang }) {
  return (
    <Field field={field} label={label} look={adminLook} hint={hint} describedBy={max ? counterId(field.id) : undefined}>
      {(aria) => (
        <>
          <input {...getInputProps(field, { type })} key={field.key} {...aria} lang={lang} inputMode={type === "tel" ? "tel" : undefined} autoComplete="off" />
          {max ? <CharCounter forId={field.id} max={max} /> : null}
        </>
      )}
    </Field>
  );
}

function LinkRows({ list, title, intro }: { list: FieldMetadata<{ name?: string; url?: string }[] | undefined>; title: string; intro: string }) {
  const { t } = useAdminText();
  return (
    <fieldset className="admin-card facts-links">
      <legend>{title}</legend>
      <p className="admin-muted">{intro}</p>
      {list.getFieldList().map((row, i) => {
        const f = row.getFieldset();
        return (
          <div key={row.key} className="facts-links__row" role="group" aria-label={fill(t.factsLinkRow, { n: i + 1 })}>
            <TextInput field={f.name} label={t.factsLinkName} max={limits.FACT_LINK_NAME_MAX} />
            <TextInput field={f.url} label={t.factsLinkUrl} type="url" />
          </div>
        );
      })}
    </fieldset>
  );
}

export default function FactsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const { current, history } = loaderData;
  const [form, fields] = useForm({
    id: `facts-${current.id}`,
    lastResult: actionData?.result,
    defaultValue: formValue(current.facts),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: factsEditSchema, formatError: formatError(t) }),
  });
  const address = fields.address.getFieldset();
  const geo = fields.geo.getFieldset();
  const opening = fields.opening.getFieldset();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const map = mapLinks(current.facts);
  const who = (v: { changedBy: string }) => (v.changedBy === "seed" ? t.factsVersionSeed : v.changedBy);
  const inForceChanges = factsChangesLine(current.changed, t, lang);
  return (
    <>
      <h1>{t.factsTitle}</h1>
      <p className="admin-muted">{t.factsIntro}</p>
      <ActionAnswer notice={actionData?.notice} refusal={actionData?.refusal} />
      <Form method="post" {...getFormProps(form)} key={form.id} className="admin-form facts-form">
        <ErrorList of={form} className={adminFormError} role="alert" />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="basedOn" value={current.id} />
        <fieldset className="admin-card">
          <legend>{t.factsNameSection}</legend>
          <TextInput field={fields.name} label={t.factsName} hint={t.factsNameHint} max={limits.FACT_NAME_MAX} />
          <TextInput field={fields.legalName} label={t.factsLegalName} hint={t.factsLegalNameHint} max={limits.FACT_LEGAL_NAME_MAX} />
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t.factsAddressSection}</legend>
          <TextInput field={address.street} label={t.factsStreet} max={limits.FACT_ADDRESS_LINE_MAX} />
          <TextInput field={address.locality} label={t.factsLocality} max={limits.FACT_ADDRESS_LINE_MAX} />
          <TextInput field={address.region} label={t.factsRegion} max={limits.FACT_ADDRESS_LINE_MAX} />
          <TextInput field={address.country} label={t.factsCountry} max={limits.FACT_ADDRESS_LINE_MAX} />
          <TextInput field={address.countryCode} label={t.factsCountryCode} hint={t.factsCountryCodeHint} />
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t.factsContactSection}</legend>
          <TextInput field={fields.phone} label={t.factsPhone} hint={t.factsPhoneHint} type="tel" max={limits.FACT_PHONE_MAX} />
          <TextInput field={fields.whatsapp} label={t.factsWhatsapp} hint={t.factsWhatsappHint} type="tel" max={limits.FACT_PHONE_MAX} />
          <TextInput field={fields.email} label={t.factsEmail} hint={t.factsEmailHint} type="email" max={limits.FACT_EMAIL_MAX} />
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t.factsMapSection}</legend>
          <p className="admin-muted">{t.factsGeoHint}</p>
          <div className="facts-form__pair">
            <TextInput field={geo.latitude} label={t.factsLatitude} />
            <TextInput field={geo.longitude} label={t.factsLongitude} />
          </div>
          <p>
            <a href={map.osm} target="_blank" rel="noreferrer">
              {t.factsMapCheck}
            </a>
          </p>
          <p className="admin-muted">
            <Link to={adminHref(lang, "/photos/city-map")}>{t.factsCityMap}</Link>
          </p>
        </fieldset>
        <fieldset className="admin-card">
          <legend>{t.factsWordsSection}</legend>
          {/* Every guest language, the owner's own first; the hint once, under the first. */}
          {ownerFirst(lang).map((l, i) => (
            <TextInput
              key={l}
              field={opening[l]}
              label={fill(t.factsOpening, { language: languageNames(lang)[l] })}
              hint={i === 0 ? t.factsOpeningHint : undefined}
              max={limits.FACT_OPENING_MAX}
              lang={l}
            />
          ))}
          <TextInput field={fields.priceRange} label={t.factsPriceRange} hint={t.factsPriceRangeHint} max={limits.FACT_PRICE_RANGE_MAX} />
        </fieldset>
        <LinkRows list={fields.sisterSites} title={t.factsSisterSection} intro={t.factsSisterIntro} />
        <LinkRows list={fields.reviewPages} title={t.factsReviewSection} intro={t.factsReviewIntro} />
        <button className="admin-button" type="submit" disabled={busy}>
          {busy ? t.saving : t.factsSave}
        </button>
      </Form>
      <section className="admin-card" aria-labelledby="facts-history">
        <h2 id="facts-history">{t.factsHistory}</h2>
        <p className="admin-muted">
          {t.factsInForce}: {fill(t.factsVersionBy, { date: formatInstant(current.changedAt.getTime(), restaurantTimeZone), who: who(current) })}
          {inForceChanges ? ` · ${inForceChanges}` : null}
        </p>
        {history.length === 0 ? <p className="admin-muted">{t.noEarlierVersions}</p> : null}
        <ol className="admin-revisions">
          {history.map((v) => {
            const changes = factsChangesLine(v.changed, t, lang);
            return (
              <RevisionItem
                key={v.id}
                text={
                  <>
                    {changes ? <span className="facts-version__changes">{changes}</span> : null}
                    <span className="facts-version__held">
                      {v.facts.name} · {v.facts.address.street}, {v.facts.address.locality} · {v.facts.phone}
                      {v.facts.whatsapp ? ` · WhatsApp ${v.facts.whatsapp}` : ""} · {v.facts.email}
                    </span>
                  </>
                }
                byline={fill(t.factsVersionBy, { date: formatInstant(v.changedAt.getTime(), restaurantTimeZone), who: who(v) })}
                name="version"
                id={v.id}
                restore={t.factsRestore}
              />
            );
          })}
        </ol>
      </section>
    </>
  );
}
