import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.table-card";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { ErrorList, Field } from "../ui/field.lazy.tsx";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { publishedLangs } from "../shell/languages/published-languages.server.ts";
import { languageNames } from "../lib/language-names.ts";
import {
  TABLE_CARD_FORM_MAX_BYTES,
  WIFI_NAME_MAX_BYTES,
  WPA_PASSWORD_MAX,
  tableCardFileName,
  tableCardSizes,
  wifiSecurities,
} from "../features/admin/table-card/rules/table-card-limits.ts";
import { wifiNameBytes, wifiPasswordLength, wifiSchema } from "../features/admin/table-card/rules/wifi-schema.ts";
import { CharCounter, counterId } from "../features/admin/shell/char-counter.tsx";
import { readWifi, saveWifi } from "../features/admin/table-card/wifi-store.server.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import "../features/admin/table-card/table-card.css";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.tableCardTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

// A card per published language only: its code leads to that language's menu, which an
// unpublished language's address does not show (docs/decisions/0033-language-publication.md).
export async function loader() {
  const [wifi, cardLangs] = await Promise.all([readWifi(), publishedLangs()]);
  return { wifi, cardLangs };
}

type ActionResult = { result: SubmissionResult<string[]>; notice?: string; refusal?: string };

export async function action({ request }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const read = await readForm(request, { maxBytes: TABLE_CARD_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ActionResult>({ result: { status: "error" }, refusal: t.formRefused }, { status: refusalStatus(read.reason) });
  const submission = parseWithZod(read.formData, { schema: wifiSchema, formatError: adminIssueTexts(adminText[lang]) });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  await saveWifi(submission.value);
  return data<ActionResult>({ result: submission.reply(), notice: submission.value ? t.wifiSaved : t.wifiCleared });
}

export default function TableCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const { wifi, cardLangs } = loaderData;
  const [form, fields] = useForm({
    id: "table-card-wifi",
    lastResult: actionData?.result,
    defaultValue: { ssid: wifi?.ssid ?? "", security: wifi?.security ?? "WPA", password: wifi?.password ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wifiSchema, formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting";
  // A WPA passphrase has a maximum to count towards; a WEP key has fixed lengths (its message says them).
  const wpa = (fields.security.value ?? "WPA") === "WPA";
  return (
    <>
      <div className="admin-title">
        <h1>{t.tableCardTitle}</h1>
        <p className="admin-muted">{t.tableCardIntro}</p>
      </div>
      <ActionAnswer notice={actionData?.notice} refusal={actionData?.refusal} />
      <Form method="post" {...getFormProps(form)} className="admin-card admin-form table-card-form">
        <div>
          <h2>{t.tableCardWifiTitle}</h2>
          <p className="admin-muted">{t.tableCardWifiPrivate}</p>
        </div>
        <ErrorList of={form} className={adminFormError} role="alert" />
        <Field
          field={fields.ssid}
          label={t.wifiName}
          look={adminLook}
          hint={t.wifiNameHint}
          describedBy={counterId(fields.ssid.id)}
          after={<CharCounter forId={fields.ssid.id} max={WIFI_NAME_MAX_BYTES} count={wifiNameBytes} unit="bytes" />}
        >
          {(aria) => <input {...getInputProps(fields.ssid, { type: "text" })} key={fields.ssid.key} {...aria} autoComplete="off" autoCapitalize="off" autoCorrect="off" spellCheck={false} />}
        </Field>
        <Field field={fields.security} label={t.wifiSecurity} look={adminLook}>
          {(aria) => (
            <select {...getSelectProps(fields.security)} key={fields.security.key} {...aria}>
              {wifiSecurities.map((s) => (
                <option key={s} value={s}>
                  {t[`wifiSecurity.${s}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          field={fields.password}
          label={t.wifiPassword}
          look={adminLook}
          hint={t.wifiPasswordHint}
          describedBy={wpa ? counterId(fields.password.id) : undefined}
          after={wpa ? <CharCounter forId={fields.password.id} max={WPA_PASSWORD_MAX} count={wifiPasswordLength} /> : undefined}
        >
          {(aria) => <input {...getInputProps(fields.password, { type: "text" })} key={fields.password.key} {...aria} autoComplete="off" autoCapitalize="off" autoCorrect="off" spellCheck={false} />}
        </Field>
        <button className="admin-button" type="submit" disabled={busy}>
          {busy ? t.saving : t.wifiSave}
        </button>
      </Form>
      <section className="admin-card table-card-downloads" aria-labelledby="table-card-downloads">
        <h2 id="table-card-downloads">{t.tableCardDownloads}</h2>
        <p className="admin-muted">{wifi ? t.tableCardDownloadsHint : `${t.tableCardNoWifi} ${t.tableCardDownloadsHint}`}</p>
        <ul className="table-card-downloads__list">
          {cardLangs.map((cardLang) =>
            tableCardSizes.map((size) => {
              const file = tableCardFileName(cardLang, size);
              return (
                <li key={file}>
                  <a className="admin-button admin-button--quiet" href={adminHref(lang, `/table-card/${file}`)} download={file}>
                    {fill(t.tableCardFile, { language: languageNames(lang)[cardLang], size })}
                  </a>
                </li>
              );
            }),
          )}
        </ul>
      </section>
    </>
  );
}
