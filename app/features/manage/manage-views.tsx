import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { fill } from "#app/lib/fill.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import { ErrorList, Field } from "#app/ui/field.lazy.tsx";
import { contactLook } from "../requests/form/field-looks.ts";
import type { ManageView, RestaurantContact } from "./manage-page.server.ts";
import type { manageTexts } from "./manage-texts.ts";
import { CHANGE_MESSAGE_MAX_CHARS } from "./rules/manage-rules.ts";
import "./manage.css";

// The guest's manage page (app/routes/manage-page.tsx): plain forms that work without
// JavaScript, as the page sends none. Its words come with the loader's data, in the page's
// language only (docs/decisions/0034-words-in-the-pages-language.md).

/** The manage page's words (manage-texts.ts) in one language. */
export type ManageWords = (typeof manageTexts)["en"];

export type ManageActionResult =
  | { kind: "refused"; message: string }
  /** Nothing changed: the action is outside its window, or was already taken. */
  | { kind: "closed"; message: string }
  | { kind: "ask"; result: SubmissionResult<string[]> };

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section manage">
        <h1 className="section-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function Contact({ t, contact }: { t: ManageWords; contact: RestaurantContact }) {
  return (
    <ul className="manage__contact">
      <li>
        {t.phone}: <a href={contact.phoneHref}>{contact.phone}</a>
      </li>
      <li>
        {t.whatsapp}: <a href={contact.whatsappHref}>{t.writeOnWhatsapp}</a>
      </li>
    </ul>
  );
}

export function ManageNotFound({ lang, t }: { lang: Lang; t: ManageWords }) {
  return (
    <Frame title={t.notFoundTitle}>
      <p>{t.notFoundText}</p>
      <p>
        <a className="button" href={localizePath("/", lang)}>
          {t.backHome}
        </a>
      </p>
    </Frame>
  );
}

export function ManageExpired({ t, contact }: { t: ManageWords; contact: RestaurantContact }) {
  return (
    <Frame title={t.expiredTitle}>
      <p>{t.expiredText}</p>
      <Contact t={t} contact={contact} />
    </Frame>
  );
}

type PageProps = {
  words: ManageWords;
  path: string;
  contact: RestaurantContact;
  view: ManageView;
  confirming: boolean;
  done: "cancelled" | "message" | null;
  actionData: ManageActionResult | undefined;
};

export function ManagePage({ words: t, path, contact, view, confirming, done, actionData }: PageProps) {
  const notice = done === "cancelled" ? t.cancelled : done === "message" ? t.messageSent : null;
  const problem = actionData && actionData.kind !== "ask" ? actionData.message : null;
  return (
    <Frame title={t.title}>
      {notice ? (
        <p className="manage__notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="manage__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <section className="manage__card manage__card--confirm" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading">{t.confirmHeading}</h2>
          <p>{t.confirmText}</p>
          <form method="post" action={path} className="manage__actions">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="confirm" value="yes" />
            <button className="button" type="submit">
              {t.confirmButton}
            </button>
            <a className="button button--outline" href={path}>
              {t.keepButton}
            </a>
          </form>
        </section>
      ) : null}
      <div className="manage__grid">
        <section className="manage__card" aria-labelledby="status-heading">
          <h2 id="status-heading">{t.statusHeading}</h2>
          <p className={`manage__status manage__status--${view.status}`}>{view.statusLabel}</p>
          <p>{view.statusExplanation}</p>
          <h3>{t.detailsHeading}</h3>
          <dl className="manage__facts">
            {view.rows.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
          <p className="manage__muted">{view.received}</p>
        </section>
        <section className="manage__card" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{t.contactHeading}</h2>
          <Contact t={t} contact={contact} />
        </section>
        {confirming ? null : (
          <section className="manage__card" aria-labelledby="cancel-heading">
            <h2 id="cancel-heading">{t.cancelHeading}</h2>
            {view.cancelClosed ? (
              <p>{t[`closed.cancel.${view.cancelClosed}`]}</p>
            ) : (
              <>
                <p>{t.cancelIntro}</p>
                <p>
                  <a className="button button--outline" href={`${path}?cancel`}>
                    {t.cancelButton}
                  </a>
                </p>
              </>
            )}
          </section>
        )}
        {view.askClosed ? (
          <section className="manage__card" aria-labelledby="ask-heading">
            <h2 id="ask-heading">{t.askHeading}</h2>
            <p>{t[`closed.ask.${view.askClosed}`]}</p>
          </section>
        ) : (
          <AskForChange t={t} path={path} lastResult={actionData?.kind === "ask" ? actionData.result : undefined} />
        )}
      </div>
    </Frame>
  );
}

function AskForChange({ t, path, lastResult }: { t: ManageWords; path: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<{ message: string }>({ id: "ask", lastResult, shouldValidate: "onSubmit" });
  return (
    <section className="manage__card" aria-labelledby="ask-heading">
      <h2 id="ask-heading">{t.askHeading}</h2>
      <p>{t.askIntro}</p>
      <form method="post" action={path} {...getFormProps(form)} className="manage__ask">
        <ErrorList of={form} className={contactLook.error} role="alert" />
        <input type="hidden" name="intent" value="ask" />
        <Field field={fields.message} label={t.messageLabel} look={contactLook} hint={fill(t.messageHint, { n: CHANGE_MESSAGE_MAX_CHARS })} errorRole="alert">
          <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={4} maxLength={CHANGE_MESSAGE_MAX_CHARS} />
        </Field>
        <button className="button" type="submit">
          {t.askButton}
        </button>
      </form>
    </section>
  );
}
