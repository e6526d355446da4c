import { Link } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import type { Lang } from "#app/lib/lang.ts";
import { languageNames } from "#app/lib/language-names.ts";
import type { TextBlockPair } from "./text-editor.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

function BlockText({ lang, version }: { lang: Lang; version: TextBlockPair["es"] }) {
  const { t } = useAdminText();
  const label = languageNames(t)[lang];
  return (
    <div className={`admin-block__lang${version ? "" : " admin-block__lang--missing"}`}>
      <p className="admin-block__label">
        {label}
        {version ? null : <span className="admin-missing">{t.missing}</span>}
      </p>
      {version ? (
        <p className="admin-block__text" lang={lang}>
          {version.text}
        </p>
      ) : (
        <p className="admin-block__text admin-muted">{t.missingTranslation}</p>
      )}
    </div>
  );
}

/** Every block, grouped by section, Spanish beside English. */
export function TextBlockList({ pairs, search }: { pairs: readonly TextBlockPair[]; search: string }) {
  const { lang, t } = useAdminText();
  const sections = [...new Set(pairs.map((p) => p.section))];
  return sections.map((section) => (
    <section key={section} className="admin-section" aria-labelledby={`section-${section}`}>
      <h2 id={`section-${section}`}>{section}</h2>
      <ul className="admin-blocks">
        {pairs
          .filter((p) => p.section === section)
          .map((p) => {
            const key = `${p.section}.${p.value}`;
            return (
              <li key={key} className="admin-block">
                <div className="admin-block__head">
                  <h3 className="admin-block__key">{key}</h3>
                  <Link
                    className="admin-button admin-button--small"
                    to={adminHref(lang, `/texts/${encodeURIComponent(p.section)}/${encodeURIComponent(p.value)}`) + search}
                    aria-label={fill(t.editOf, { key })}
                  >
                    {t.edit}
                  </Link>
                </div>
                <div className="admin-block__pair">
                  <BlockText lang="es" version={p.es} />
                  <BlockText lang="en" version={p.en} />
                </div>
              </li>
            );
          })}
      </ul>
    </section>
  ));
}
