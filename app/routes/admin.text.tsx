import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/admin.text";
import { TEXT_BLOCK_MAX_LENGTH, TEXT_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { RevisionList } from "../features/admin/texts/revision-list.tsx";
import { baseField, textEditSchema } from "../features/admin/texts/text-edit-schema.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { restoreRevision, saveTextEdit, textBlockDetail, type BlockVersion } from "../features/admin/texts/text-editor.server.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { ErrorList, Field } from "../ui/field.lazy.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { languages, ownerLangFromPathname, perLang, type OwnerLang } from "../lib/lang.ts";
import { languageNames, languageNamesInText } from "../lib/language-names.ts";
import { ownerFirst } from "../features/admin/texts/owner-first.ts";
import { CharCounter, counterId } from "../features/admin/shell/char-counter.tsx";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import { placeName, placeOfBlock } from "../features/admin/texts/text-block-places.ts";
import { PlaceLinks } from "../features/admin/texts/text-block-list.tsx";
import "../features/admin/texts/texts.css";

/** "Inicio · Cabecera · Título", or the key of a block the site no longer names. */
function blockTitle(key: string, lang: OwnerLang, t: (typeof adminText)[OwnerLang]): string {
  const named = placeOfBlock(key);
  return named ? fill(t.textEditTitle, { place: placeName(named.places[0], lang), name: named.name[lang] }) : key;
}

export function meta({ params, location, matches }: Route.MetaArgs) {
  const lang = ownerLangFromPathname(location.pathname);
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${blockTitle(`${params.section}.${params.value}`, lang, t)} · ${t.textsTitle} · ${siteNameIn(matches)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const detail = await textBlockDetail(params.section, params.value);
  if (!detail) throw data(adminText[ownerLangFromPathname(new URL(request.url).pathname)].textNotFound, { status: 404 });
  return detail;
}

type ActionResult =
  | { kind: "save"; result: SubmissionResult<string[]>; notice?: string }
  | { kind: "restore"; ok: boolean; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const by = ownerOf(context).email;
  const read = await readForm(request, { maxBytes: TEXT_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ kind: "restore", ok: false, message: t.formRefused }, { status: refusalStatus(read.reason) });
  const formData = read.formData;
  const block = { section: params.section, value: params.value };

  if (formData.get("intent") === "restore") {
    const id = Number(formData.get("revision"));
    const result = Number.isSafeInteger(id) ? await restoreRevision(block, id, by) : "not-found";
    if (result === "not-found") return data<ActionResult>({ kind: "restore", ok: false, message: t.actionRefused }, { status: 404 });
    return { kind: "restore", ok: true, message: result === "saved" ? t.restored : t.nothingChanged } satisfies ActionResult;
  }

  if (!(await textBlockDetail(block.section, block.value))) throw data(t.textNotFound, { status: 404 });
  const submission = parseWithZod(formData, { schema: textEditSchema, formatError: adminIssueTexts(adminText[lang]) });
  if (submission.status !== "success") return data<ActionResult>({ kind: "save", result: submission.reply() }, { status: 400 });
  const outcomes = await saveTextEdit(block, submission.value, by);
  if (outcomes.includes("conflict")) {
    return data<ActionResult>({ kind: "save", result: submission.reply({ formErrors: [t.textConflict], resetForm: true }) }, { status: 409 });
  }
  const notice = outcomes.includes("saved") ? t.saved : t.nothingChanged;
  return { kind: "save", result: submission.reply({ resetForm: true }), notice } satisfies ActionResult;
}

/** Where the block shows on the site (links to the public page), and its key as a detail. */
function BlockWhere({ blockKey }: { blockKey: string }) {
  const { t } = useAdminText();
  const named = placeOfBlock(blockKey);
  return (
    <p className="admin-muted">
      {named ? (
        <>
          {t.textShownAt}{" "}
          <PlaceLinks places={named.places} />
          {" · "}
        </>
      ) : null}
      {t.textKey} <code>{blockKey}</code>
    </p>
  );
}

function LastChange({ version }: { version: BlockVersion | null }) {
  const { t } = useAdminText();
  // A missing language says so in its label ("French Missing"), read with its field.
  if (!version) return null;
  if (!version.updatedBy) return <span className="admin-muted">{t.originalVersion}</span>;
  return (
    <span className="admin-muted">
      {fill(t.lastChange, { date: formatInstant(version.updatedAt, restaurantTimeZone), who: version.updatedBy })}
    </span>
  );
}

export default function TextBlockPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const location = useLocation();
  const navigation = useNavigation();
  const { pair, revisions } = loaderData;
  const key = `${pair.section}.${pair.value}`;
  const [form, fields] = useForm({
    id: `text-${key}-${languages.map((l) => pair[l]?.updatedAt ?? 0).join("-")}`,
    lastResult: actionData?.kind === "save" ? actionData.result : undefined,
    defaultValue: perLang((l) => pair[l]?.text ?? ""),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: textEditSchema, formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const notice = actionData?.kind === "save" ? actionData.notice : actionData?.kind === "restore" && actionData.ok ? actionData.message : undefined;
  const refusal = actionData?.kind === "restore" && !actionData.ok ? actionData.message : undefined;
  const names = languageNames(lang);
  // Every guest language, the owner's own first: stacked on a phone, side by side on a wider screen.
  const editors = ownerFirst(lang).map((l) => ({ lang: l, label: names[l], field: fields[l], base: pair[l]?.text ?? "", version: pair[l] }));
  const withRevisions = ownerFirst(lang).filter((l) => revisions[l].length > 0);
  const withoutRevisions = ownerFirst(lang).filter((l) => revisions[l].length === 0);
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/texts") + location.search}>← {t.allTexts}</Link>
      </p>
      <h1 className="admin-break">{blockTitle(key, lang, t)}</h1>
      <BlockWhere blockKey={key} />
      <ActionAnswer notice={notice} refusal={refusal} />
      <p className="admin-muted">{t.textEditIntro}</p>
      <Form method="post" {...getFormProps(form)} key={form.id} className="admin-card admin-form">
        <ErrorList of={form} className={adminFormError} role="alert" />
        <input type="hidden" name="intent" value="save" />
        <div className="texts-editor__langs">
          {editors.map((e) => (
            <Field
              key={e.lang}
              field={e.field}
              label={
                <>
                  {e.label}
                  {e.version ? null : <> <span className="admin-missing">{t.missing}</span></>}
                </>
              }
              look={adminLook}
              describedBy={counterId(e.field.id)}
              className={e.version ? undefined : "texts-editor__lang--missing"}
            >
              {(aria) => (
                <>
                  <LastChange version={e.version} />
                  <textarea {...getTextareaProps(e.field)} key={e.field.key} {...aria} lang={e.lang} rows={Math.min(14, Math.max(3, Math.ceil(e.base.length / 45)))} />
                  <CharCounter forId={e.field.id} max={TEXT_BLOCK_MAX_LENGTH} />
                  <input type="hidden" name={baseField[e.lang]} value={e.base} />
                </>
              )}
            </Field>
          ))}
        </div>
        <button className="admin-button" type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </Form>
      <div className="texts-editor__langs">
        {withRevisions.map((l) => (
          <RevisionList key={l} lang={l} revisions={revisions[l]} />
        ))}
      </div>
      {withoutRevisions.length > 0 ? (
        <p className="admin-muted">{fill(t.noEarlierVersionsIn, { languages: withoutRevisions.map((l) => languageNamesInText(lang)[l]).join(", ") })}</p>
      ) : null}
    </>
  );
}
