import { Form } from "react-router";
import { useAdminText } from "../shell/use-admin-text.ts";
import { guestLinkTexts } from "./guest-link-texts.ts";
import "./guest-link.css";

/**
 * The owners end a guest's link (docs/decisions/0026-guest-link-windows.md): behind a
 * <details> that says what happens, so one tap alone ends nothing. It works without JavaScript.
 */
export function GuestLinkPanel({ hasLink }: { hasLink: boolean }) {
  const { lang } = useAdminText();
  const t = guestLinkTexts[lang];
  return (
    <section className="admin-card" aria-labelledby="guest-link-heading">
      <h2 id="guest-link-heading">{t.heading}</h2>
      {hasLink ? (
        <>
          <p className="admin-muted">{t.hint}</p>
          <details className="admin-guest-link">
            <summary>{t.end}</summary>
            <Form method="post">
              <input type="hidden" name="intent" value="end-link" />
              <p>{t.confirm}</p>
              <button className="admin-button admin-button--cancelled" type="submit">
                {t.endButton}
              </button>
            </Form>
          </details>
        </>
      ) : (
        <p className="admin-muted">{t.none}</p>
      )}
    </section>
  );
}
