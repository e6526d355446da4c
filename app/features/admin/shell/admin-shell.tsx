import { Suspense } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useSiteFacts } from "#app/shell/content/root-data.ts";
import { otherOwnerLangs, switchLangHref } from "#app/lib/lang.ts";
import { ownLanguageNames } from "#app/lib/language-names.ts";
import { fill } from "#app/lib/fill.ts";
import { adminNav, phoneTabs } from "./nav.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { useAdminText } from "./use-admin-text.ts";
import { frameTexts } from "./frame-texts.ts";
import { SamplesBadge } from "../before-you-open/samples-badge.tsx";

export type AdminShellProps = {
  ownerEmail?: string;
  newRequests?: number;
  /** Requests with a guest message or cancellation no owner has seen (app/features/admin/inbox/guest-news.server.ts). */
  unreadGuestNews?: number;
  /** "Before you open" checks still open (app/features/admin/before-you-open/checklist.server.ts). */
  samplesLeft?: number;
  children: React.ReactNode;
};

type Counts = { newRequests: number; unreadGuestNews: number };

/** On a computer: the pages in the header's top row, and the others in the row of pages (nav.ts). */
const headerPages = adminNav.filter((item) => item.header);
const rowPages = adminNav.filter((item) => !item.header);

/** A count of a page under More shows on More too, so it is seen with the panel closed. */
const samplesCountUnderMore = adminNav.some((item) => item.badge === "samplesLeft" && !phoneTabs.some((tab) => tab.path === item.path));

/**
 * Header, navigation and main landmark of every signed-in page of the owners' area. On a phone the
 * header is one row and the navigation one bar at the bottom (Requests, Today, More: a <details>,
 * so it opens without JavaScript); from 48rem the roomy header with every page, the language and
 * sign-out (admin.css draws one or the other). The main content and the phone's bar hydrate apart
 * from the header (docs/decisions/0020-hydration-by-section.md).
 */
export function AdminShell({ ownerEmail, newRequests = 0, unreadGuestNews = 0, samplesLeft = 0, children }: AdminShellProps) {
  const { lang, t } = useAdminText();
  const location = useLocation();
  const signedIn = Boolean(ownerEmail);
  const counts = { newRequests, unreadGuestNews };
  const languages = otherOwnerLangs(lang).map((other) => (
    <a key={other} className="admin-lang" href={switchLangHref(location, other)} hrefLang={other} lang={other}>
      {ownLanguageNames[other]}
    </a>
  ));
  const signOut = ownerEmail ? (
    <Form method="post" action={adminHref(lang, "/sign-out")}>
      <button className="admin-button admin-button--quiet" type="submit" title={fill(t.signedInAs, { email: ownerEmail })}>
        {t.signOut}
      </button>
    </Form>
  ) : null;
  return (
    <>
      <a className="admin-skip" href="#admin-main">
        {t.skipToContent}
      </a>
      <header className={signedIn ? "admin-header admin-header--tabs" : "admin-header"}>
        <div className="admin-header__top">
          <Link className="admin-brand" to={adminHref(lang, "/requests")}>
            <span className="admin-brand__site">{useSiteFacts()?.name}</span>
            <span className="admin-brand__area">{t.areaName}</span>
          </Link>
          <div className="admin-header__tools">
            {ownerEmail
              ? headerPages.map((item) => (
                  <NavLink key={item.path} className="admin-header__page" to={adminHref(lang, item.path)}>
                    {t[item.label]}
                    {item.badge === "samplesLeft" ? <SamplesBadge left={samplesLeft} /> : null}
                  </NavLink>
                ))
              : null}
            {languages}
            {signOut}
          </div>
        </div>
        {ownerEmail ? (
          <nav className="admin-nav" aria-label={t.mainNav}>
            <ul>
              {rowPages.map((item) => (
                <li key={item.path}>
                  <NavLink to={adminHref(lang, item.path)}>
                    {t[item.label]}
                    {item.badge === "newRequests" ? <RequestsBadges {...counts} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="admin-nav__who">{fill(t.signedInAs, { email: ownerEmail })}</p>
          </nav>
        ) : null}
      </header>
      <main id="admin-main" className={signedIn ? "admin-main admin-main--tabs" : "admin-main"} tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      {ownerEmail ? (
        <Suspense>
          <nav className="admin-tabs" aria-label={t.mainNav}>
            <ul className="admin-tabs__bar">
              {phoneTabs.map((item) => (
                <li key={item.path}>
                  <NavLink className="admin-tabs__tab" to={adminHref(lang, item.path)}>
                    <span className="admin-tabs__label">{item.tab === "tabToday" ? frameTexts[lang].tabToday : t[item.label]}</span>
                    {item.badge === "newRequests" ? <RequestsBadges {...counts} /> : null}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* Keyed by the address: a page chosen from the panel closes it. */}
                <details className="admin-more" key={location.pathname}>
                  <summary className="admin-tabs__tab">
                    <span className="admin-tabs__label">{frameTexts[lang].tabMore}</span>
                    {samplesCountUnderMore ? <SamplesBadge left={samplesLeft} /> : null}
                  </summary>
                  <div className="admin-more__panel">
                    <ul aria-label={frameTexts[lang].morePages}>
                      {adminNav
                        .filter((item) => !phoneTabs.some((tab) => tab.path === item.path))
                        .map((item) => (
                          <li key={item.path}>
                            <NavLink to={adminHref(lang, item.path)}>
                              {t[item.label]}
                              {item.badge === "samplesLeft" ? <SamplesBadge left={samplesLeft} /> : null}
                            </NavLink>
                          </li>
                        ))}
                    </ul>
                    <div className="admin-more__tools">
                      {languages}
                      {signOut}
                    </div>
                    <p className="admin-more__who">{fill(t.signedInAs, { email: ownerEmail })}</p>
                  </div>
                </details>
              </li>
            </ul>
          </nav>
        </Suspense>
      ) : null}
    </>
  );
}

/** The count of new requests and of requests with unread guest news, each said in words to a screen reader. */
function RequestsBadges({ newRequests, unreadGuestNews }: Counts) {
  const { lang, t } = useAdminText();
  if (newRequests === 0 && unreadGuestNews === 0) return null;
  const said = [
    ...(newRequests > 0 ? [fill(t.newBadge, { n: newRequests })] : []),
    ...(unreadGuestNews > 0 ? [fill(unreadGuestNews === 1 ? frameTexts[lang].guestNewsBadgeOne : frameTexts[lang].guestNewsBadgeOther, { n: unreadGuestNews })] : []),
  ];
  return (
    <>
      {newRequests > 0 ? (
        <span className="admin-nav__badge" aria-hidden="true">
          {newRequests}
        </span>
      ) : null}
      {unreadGuestNews > 0 ? (
        <span className="admin-nav__badge admin-nav__badge--guest" aria-hidden="true">
          ✉ {unreadGuestNews}
        </span>
      ) : null}
      <span className="admin-visually-hidden"> ({said.join(", ")})</span>
    </>
  );
}
