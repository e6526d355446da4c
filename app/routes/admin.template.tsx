import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.template";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText, type AdminWords } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { formatInstant } from "../features/admin/shell/format.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { templateEditSchema } from "../features/admin/templates/template-edit-schema.ts";
import { PlaceholderList, TemplatePreview } from "../features/admin/templates/template-parts.tsx";
import { loadTemplate, restoreDefaultTemplate, saveTemplate } from "../features/requests/mail-templates.server.ts";
import {
  isMailTemplateKind,
  isWhatsappKind,
  REQUIRED_PLACEHOLDERS,
  TEMPLATE_SUBJECT_MAX_CHARS,
  templateBodyMaxChars,
  templateIssueText,
  type MailTemplateKind,
} from "../features/requests/rules/mail-templates.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { ErrorList, Field } from "../ui/field.lazy.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { isLang, ownerLangFromPathname, type Lang, type OwnerLang } from "../lib/lang.ts";
import { languageNames } from "../lib/language-names.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import { CharCounter, counterId, trimmedCharCount } from "../features/admin/shell/char-counter.tsx";
import "../features/admin/templates/templates.css";

/** The kind and language the address names, or a 404 in the owner's language. */
function templateOf(params: { kind?: string; lang?: string }, ownerLang: OwnerLang): { kind: MailTemplateKind; lang: Lang } {
  if (!isMailTemplateKind(params.kind) || !isLang(params.lang)) throw data(adminText[ownerLang].templateNotFound, { status: 404 });
  return { kind: params.kind, lang: params.lang };
}

function titleOf(t: AdminWords, ownerLang: OwnerLang, kind: MailTemplateKind, lang: Lang): string {
  return fill(t.templateTitle, { what: t[`templateKind.${kind}`], language: languageNames(ownerLang)[lang] });
}

export function meta({ params, location, matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  const title = isMailTemplateKind(params.kind) && isLang(params.lang) ? titleOf(t, ownerLangFromPathname(location.pathname), params.kind, params.lang) : t.templatesTitle;
  return [{ title: `${title} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { kind, lang } = templateOf(params, ownerLangFromPathname(new URL(request.url).pathname));
  const template = await loadTemplate(kind, lang);
  return { kind, lang, template: { ...template, updatedAt: template.updatedAt?.getTime() ?? null } };
}

type ActionResult =
  | { kind: "save"; result: SubmissionResult<string[]>; notice?: string }
  | { kind: "restore"; ok: boolean; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ownerLang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[ownerLang];
  const { kind, lang } = templateOf(params, ownerLang);
  const by = ownerOf(context).email;
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ kind: "restore", ok: false, message: t.formRefused }, { status: refusalStatus(read.reason) });
  const formData = read.formData;

  if (formData.get("intent") === "restore") {
    const restored = await restoreDefaultTemplate(kind, lang);
    return { kind: "restore", ok: true, message: restored ? t.restoredDefault : t.nothingChanged } satisfies ActionResult;
  }

  const submission = parseWithZod(formData, { schema: templateEditSchema(kind, ownerLang), formatError: adminIssueTexts(adminText[ownerLang]) });
  if (submission.status !== "success") return data<ActionResult>({ kind: "save", result: submission.reply() }, { status: 400 });
  const saved = await saveTemplate(kind, lang, submission.value, by);
  if (saved.outcome === "refused") {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of saved.issues) (fieldErrors[issue.field] ??= []).push(templateIssueText(issue, ownerLang));
    return data<ActionResult>({ kind: "save", result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  const notice = saved.outcome === "saved" ? t.templateSaved : t.nothingChanged;
  return { kind: "save", result: submission.reply({ resetForm: true }), notice } satisfies ActionResult;
}

export default function TemplatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang: ownerLang, t } = useAdminText();
  const navigation = useNavigation();
  const { kind, lang, template } = loaderData;
  const whatsapp = isWhatsappKind(kind);
  const schema = templateEditSchema(kind, ownerLang);
  const [form, fields] = useForm({
    id: `template-${kind}-${lang}-${template.updatedAt ?? 0}`,
    lastResult: actionData?.kind === "save" ? actionData.result : undefined,
    defaultValue: { subject: template.subject, body: template.body },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const notice = actionData?.kind === "save" ? actionData.notice : actionData?.kind === "restore" && actionData.ok ? actionData.message : undefined;
  const refusal = actionData?.kind === "restore" && !actionData.ok ? actionData.message : undefined;
  const required = REQUIRED_PLACEHOLDERS[kind].map((p) => `{${p}}`).join(" ");
  // What the owner typed, as the browser has it (the saved text before any typing, or without JavaScript).
  const subject = typeof fields.subject.value === "string" ? fields.subject.value : template.subject;
  const body = typeof fields.body.value === "string" ? fields.body.value : template.body;
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(ownerLang, "/templates")}>← {t.allTemplates}</Link>
      </p>
      <h1 className="admin-break">{titleOf(t, ownerLang, kind, lang)}</h1>
      <p className="admin-muted">
        {template.updatedBy && template.updatedAt
          ? fill(t.lastChange, { date: formatInstant(template.updatedAt, restaurantTimeZone), who: template.updatedBy })
          : t.templateDefault}
      </p>
      <ActionAnswer notice={notice} refusal={refusal} />
      <div className="admin-template">
        <div className="admin-template__edit">
          <Form method="post" {...getFormProps(form)} key={form.id} className="admin-card admin-form">
            <ErrorList of={form} className={adminFormError} role="alert" />
            <input type="hidden" name="intent" value="save" />
            {whatsapp ? null : (
              <Field
                field={fields.subject}
                label={t.templateSubject}
                look={adminLook}
                describedBy={counterId(fields.subject.id)}
                after={<CharCounter forId={fields.subject.id} max={TEMPLATE_SUBJECT_MAX_CHARS} count={trimmedCharCount} />}
              >
                <input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} lang={lang} />
              </Field>
            )}
            <Field
              field={fields.body}
              label={t.templateBody}
              look={adminLook}
              hint={fill(whatsapp ? t.whatsappBodyHint : t.templateBodyHint, { required })}
              hintFirst
              describedBy={counterId(fields.body.id)}
              after={<CharCounter forId={fields.body.id} max={templateBodyMaxChars(kind)} count={trimmedCharCount} />}
            >
              <textarea {...getTextareaProps(fields.body)} key={fields.body.key} lang={lang} rows={whatsapp ? 5 : 8} />
            </Field>
            <button className="admin-button" type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
          </Form>
          {template.custom ? (
            <Form method="post" className="admin-template__restore">
              <input type="hidden" name="intent" value="restore" />
              <button className="admin-button admin-button--quiet" type="submit">
                {t.restoreDefault}
              </button>
            </Form>
          ) : null}
        </div>
        <div className="admin-template__side">
          <TemplatePreview lang={lang} subject={whatsapp ? undefined : subject} body={body} />
          <PlaceholderList />
        </div>
      </div>
    </>
  );
}
