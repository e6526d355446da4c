import { Form, Link, NavLink, useLocation } from "react-router";
import { siteFacts } from "#app/shell/content/site.ts";
import { otherLangs, switchLangHref } from "#app/lib/lang.ts";
import { ownLanguageNames } from "#app/lib/language-names.ts";
import { fill } from "#app/lib/fill.ts";
import { adminNav } from "./nav.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { useAdminText } from "./use-admin-text.ts";

export type AdminShellProps = {
  ownerEmail?: string;
  newRequests?: number;
  children: React.ReactNode;
};

/** Header, navigation and main landmark of every signed-in page of the owners' area. */
export function AdminShell({ ownerEmail, newRequests = 0, children }: AdminShellProps) {
  const { lang, t } = useAdminText();
  const location = useLocation();
  return (
    <>
      <a className="admin-skip" href="#admin-main">
        {t.skipToContent}
      </a>
      <header className="admin-header">
        <div className="admin-header__top">
          <Link className="admin-brand" to={adminHref(lang, "/requests")}>
            <span className="admin-brand__site">{siteFacts.name}</span>
            <span className="admin-brand__area">{t.areaName}</span>
          </Link>
          <div className="admin-header__tools">
            {otherLangs(lang).map((other) => (
              <a key={other} className="admin-lang" href={switchLangHref(location, other)} hrefLang={other} lang={other}>
                {ownLanguageNames[other]}
              </a>
            ))}
            {ownerEmail ? (
              <Form method="post" action={adminHref(lang, "/sign-out")}>
                <button className="admin-button admin-button--quiet" type="submit" title={fill(t.signedInAs, { email: ownerEmail })}>
                  {t.signOut}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {ownerEmail ? (
          <nav className="admin-nav" aria-label={t.mainNav}>
            <ul>
              {adminNav.map((item) => (
                <li key={item.path}>
                  <NavLink to={adminHref(lang, item.path)}>
                    {t[item.label]}
                    {item.badge === "newRequests" && newRequests > 0 ? (
                      <>
                        <span className="admin-nav__badge" aria-hidden="true">
                          {newRequests}
                        </span>
                        <span className="admin-visually-hidden"> ({fill(t.newBadge, { n: newRequests })})</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="admin-nav__who">{fill(t.signedInAs, { email: ownerEmail })}</p>
          </nav>
        ) : null}
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
