import type { Lang } from "#app/lib/lang.ts";
import { useSiteFacts } from "#app/shell/content/root-data.ts";
import { fillTemplate, placeholderMeanings, sampleValues, TEMPLATE_PLACEHOLDERS } from "#app/features/requests/rules/mail-templates.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

/** The placeholders a template may use, each with what it stands for, in the owner's language. */
export function PlaceholderList() {
  const { lang, t } = useAdminText();
  return (
    <section className="admin-card" aria-labelledby="placeholders-heading">
      <h2 id="placeholders-heading">{t.placeholdersTitle}</h2>
      <p className="admin-muted">{t.placeholdersIntro}</p>
      <dl className="admin-placeholders">
        {TEMPLATE_PLACEHOLDERS.map((p) => (
          <div key={p}>
            <dt>
              <code>{`{${p}}`}</code>
            </dt>
            <dd>{placeholderMeanings[lang][p]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The template as the guest reads it, filled with example values in the template's language and
 * the restaurant's name in force (the root loader's facts).
 */
export function TemplatePreview({ lang, subject, body }: { lang: Lang; subject?: string; body: string }) {
  const { t } = useAdminText();
  const values = sampleValues(lang, useSiteFacts()?.name ?? "");
  return (
    <section className="admin-card" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t.previewTitle}</h2>
      <p className="admin-muted">{t.previewIntro}</p>
      <div className="admin-preview" lang={lang}>
        {subject !== undefined ? <p className="admin-preview__subject">{fillTemplate(subject, values)}</p> : null}
        <p className="admin-preview__body">{fillTemplate(body, values)}</p>
      </div>
    </section>
  );
}
