import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.menu-rates";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { CheckboxField, ErrorList, Field } from "../ui/field.lazy.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname, localizePath } from "../lib/lang.ts";
import { foreignCurrencies, needsConfirmation, parseRate, ratesLine } from "../features/menu/rules/currencies.ts";
import { RATES_FORM_MAX_BYTES, rateFields, ratesSchema } from "../features/admin/menu-rates/rules/rates-schema.ts";
import { readRates } from "../features/menu/currencies/rates-read.server.ts";
import { saveRates } from "../features/menu/currencies/rates-write.server.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";

// The menu's currency rates (docs/owners-guide.md, "Currency rates"); below the signed-in layout's guard.

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.ratesTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  return { rates: await readRates() };
}

type ActionResult = { result: SubmissionResult<string[]>; notice?: string; refusal?: string };

export async function action({ request }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: RATES_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ result: { status: "error" }, refusal: t.formRefused }, { status: refusalStatus(read.reason) });
  const submission = parseWithZod(read.formData, { schema: ratesSchema(await readRates(), lang), formatError: adminIssueTexts(adminText[lang]) });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  const saved = await saveRates(submission.value);
  return data<ActionResult>({ result: submission.reply(), notice: saved ? t.ratesSaved : t.ratesCleared });
}

export default function MenuRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const { rates } = loaderData;
  const line = ratesLine(rates, lang);
  const [form, fields] = useForm({
    id: "menu-rates",
    lastResult: actionData?.result,
    defaultValue: { usd: rates?.rates.USD?.toString() ?? "", cup: rates?.rates.CUP?.toString() ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ratesSchema(rates, lang), formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting";
  // The box shows as soon as a rate typed is far from the last one (the schema's own rule), and stays while ticked.
  const far = foreignCurrencies.some((c) => {
    const typed = parseRate(String(fields[rateFields[c]].value ?? ""));
    return typed.ok && typed.rate !== null && needsConfirmation(typed.rate, rates?.rates[c]);
  });
  const confirming = far || Boolean(fields.confirm.errors?.length || fields.confirm.value);
  const rateInput = (field: typeof fields.usd) => (aria: object) => (
    <input {...getInputProps(field, { type: "text" })} key={field.key} {...aria} inputMode="decimal" autoComplete="off" />
  );
  return (
    <>
      <div className="admin-title">
        <h1>{t.ratesTitle}</h1>
        <p className="admin-muted">{t.ratesIntro}</p>
        <p>{line ? fill(t.ratesNow, { line }) : t.ratesNone}</p>
        <p>
          <Link to={adminHref(lang, "/menu")}>{t.ratesBack}</Link> · <a href={localizePath("/menu", lang)}>{t.viewPublicMenu}</a>
        </p>
      </div>
      <ActionAnswer notice={actionData?.notice} refusal={actionData?.refusal} />
      <Form method="post" {...getFormProps(form)} className="admin-card admin-form">
        <ErrorList of={form} className={adminFormError} role="alert" />
        <Field field={fields[rateFields.USD]} label={t.rateUsd} look={adminLook} hint={t.rateUsdHint}>
          {rateInput(fields[rateFields.USD])}
        </Field>
        <Field field={fields[rateFields.CUP]} label={t.rateCup} look={adminLook} hint={t.rateCupHint}>
          {rateInput(fields[rateFields.CUP])}
        </Field>
        {confirming ? (
          <CheckboxField field={fields.confirm} className="admin-check" errorClass="admin-field__error" label={t.ratesConfirm}>
            <input {...getInputProps(fields.confirm, { type: "checkbox" })} key={fields.confirm.key} />
          </CheckboxField>
        ) : null}
        <button className="admin-button" type="submit" disabled={busy}>
          {busy ? t.saving : t.ratesSave}
        </button>
      </Form>
    </>
  );
}
