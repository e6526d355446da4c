import { Link } from "react-router";
import type { Route } from "./+types/admin.templates";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { fill } from "../lib/fill.ts";
import { listTemplates } from "../features/requests/mail-templates.server.ts";
import { mailTemplateKinds } from "../features/requests/rules/mail-templates.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { languageNames } from "../lib/language-names.ts";
import "../features/admin/templates/templates.css";

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.templatesTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader() {
  return { templates: await listTemplates() };
}

/** Every template kind, each in Spanish and English, marked when the owners changed it. */
export default function Templates({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  return (
    <>
      <div className="admin-title">
        <h1>{t.templatesTitle}</h1>
        <p className="admin-muted">{t.templatesIntro}</p>
      </div>
      <ul className="admin-blocks">
        {mailTemplateKinds.map((kind) => {
          const what = t[`templateKind.${kind}`];
          return (
            <li key={kind} className="admin-block">
              <h2 className="admin-template-title">{what}</h2>
              <div className="admin-block__pair">
                {loaderData.templates
                  .filter((x) => x.kind === kind)
                  .map((x) => {
                    const language = languageNames(lang)[x.lang];
                    return (
                      <div key={x.lang} className="admin-block__lang">
                        <div className="admin-block__head">
                          <p className="admin-block__label">
                            {language}
                            <span className={x.custom ? "admin-template-mark admin-template-mark--custom" : "admin-template-mark"}>
                              {x.custom ? t.templateCustom : t.templateDefault}
                            </span>
                          </p>
                          <Link
                            className="admin-button admin-button--small"
                            to={adminHref(lang, `/templates/${kind}/${x.lang}`)}
                            aria-label={fill(t.editTemplateOf, { what: fill(t.templateTitle, { what, language }) })}
                          >
                            {t.edit}
                          </Link>
                        </div>
                        {x.subject ? (
                          <p className="admin-block__text admin-template-subject" lang={x.lang}>
                            {x.subject}
                          </p>
                        ) : null}
                        <p className="admin-block__text" lang={x.lang}>
                          {x.body}
                        </p>
                      </div>
                    );
                  })}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
