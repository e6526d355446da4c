import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.sign-in";
import { clientAddressContext } from "../client-address.server.ts";
import { readForm, refusalStatus, URL_ENCODED } from "../request-body.server.ts";
import { SIGN_IN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { AdminShell } from "../features/admin/shell/admin-shell.tsx";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { currentOwner } from "../features/identity/current-owner.server.ts";
import { safeNext } from "../lib/admin-paths.ts";
import { signInSchema } from "../features/admin/sign-in/sign-in-schema.ts";
import { adminIssueTexts } from "../features/admin/shell/admin-issues.ts";
import { signIn, signInBusyMiddleware } from "../features/admin/sign-in/sign-in.server.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../features/admin/shell/admin-look.ts";
import { ErrorList, Field } from "../ui/field.lazy.tsx";
import { siteNameIn, useSiteFacts } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";

export const middleware: Route.MiddlewareFunction[] = [signInBusyMiddleware];

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.signInTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

// A 429's Retry-After reaches the browser only through this export.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = ownerLangFromPathname(url.pathname);
  const next = url.searchParams.get("next");
  if (await currentOwner(request)) throw redirect(safeNext(next, lang));
  return { next: next ?? "", signedOut: url.searchParams.has("signed-out") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  // A few KiB of url-encoded form, nothing else: anything bigger is refused before any password work.
  const read = await readForm(request, { maxBytes: SIGN_IN_FORM_MAX_BYTES, types: [URL_ENCODED] });
  if (!read.ok) {
    return data({ status: "error" as const, error: { "": [t.formRefused] } } satisfies SubmissionResult<string[]>, {
      status: refusalStatus(read.reason),
    });
  }
  const submission = parseWithZod(read.formData, { schema: signInSchema, formatError: adminIssueTexts(adminText[lang]) });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const outcome = await signIn(request, context.get(clientAddressContext), submission.value);
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(safeNext(submission.value.next, lang), { status: 303, headers });
  }
  if (outcome.reason === "busy") {
    return data(submission.reply({ formErrors: [t.signInBusy], hideFields: ["password"] }), {
      status: 503,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  if (outcome.reason === "limited") {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
    return data(submission.reply({ formErrors: [fill(t.tooManyAttempts, { minutes })], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  return data(submission.reply({ formErrors: [t.wrongCredentials], hideFields: ["password"] }), { status: 401 });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminText();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema, formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting";
  return (
    <AdminShell>
      <div className="admin-card admin-sign-in">
        <h1>{t.signInTitle}</h1>
        <p className="admin-muted">{fill(t.signInIntro, { site: useSiteFacts()?.name ?? "" })}</p>
        {loaderData.signedOut ? (
          <p className="admin-notice" role="status">
            {t.signedOut}
          </p>
        ) : loaderData.next ? (
          <p className="admin-notice" role="status">
            {t.signInToContinue}
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="admin-form">
          <ErrorList of={form} className={adminFormError} role="alert" />
          <input type="hidden" name="next" value={loaderData.next} />
          {/* The sign-in identifier: password managers pair `username` with the password.
              type="text", not "email": HTML_CodeSniffer (and the HTML standard before 2020)
              allow `username` only on text controls; inputmode gives the e-mail keyboard and
              the schema checks the address on both sides (docs/testing.md §4). */}
          <Field field={fields.email} label={t.email} look={adminLook}>
            <input
              {...getInputProps(fields.email, { type: "text" })}
              key={fields.email.key}
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field field={fields.password} label={t.password} look={adminLook}>
            <input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} autoComplete="current-password" />
          </Field>
          <button className="admin-button" type="submit" disabled={busy}>
            {busy ? t.signingIn : t.signInSubmit}
          </button>
        </Form>
      </div>
    </AdminShell>
  );
}
