import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { config } from "./config.server.ts";
import { useRootData, type RootData } from "./shell/content/root-data.ts";
import { restaurantTimeZone } from "./booking/time-zone.ts";
import { isAdminPath } from "./lib/admin-paths.ts";
import { defaultLang, langFromPathname } from "./lib/lang.ts";
import { ownLanguageNames } from "./lib/language-names.ts";
import { notFoundIn } from "./routes/not-found-data.ts";
import { unpublishedNotFound } from "./routes/not-found-words.server.ts";
import { BackToTop } from "./shell/layout/back-to-top.tsx";
import { layoutTexts } from "./shell/layout/layout-texts.ts";
import { SiteFooter } from "./shell/layout/site-footer.tsx";
import { MainNav } from "./shell/navigation/main-nav.tsx";
import { navigationTexts } from "./shell/navigation/navigation-texts.ts";
import { errorPageTexts, errorPageTextsEn } from "./shell/seo/error-page-texts.ts";
import { useNonce } from "./shell/security/csp-nonce.tsx";
import { restaurantJsonLd } from "./shell/seo/restaurant-schema.ts";
import { setDocumentJsonLd } from "./shell/seo/document-json-ld.server.ts";
import { currentSchedule } from "./features/schedule/schedule-store.server.ts";
import { currentFacts } from "./features/facts/facts-store.server.ts";
import { publishedLangs } from "./shell/languages/published-languages.server.ts";
import { unpublishedLanguageMiddleware } from "./shell/languages/unpublished-language.server.ts";
import { wallMomentAt } from "./booking/wall-time.ts";
import { withoutPastExceptions } from "./booking/schedule.ts";
import { scheduleView } from "./shell/schedule/schedule-view.ts";
import { ScheduleNotice } from "./shell/schedule/schedule-notice.tsx";
import { ScheduleScript } from "./shell/schedule/schedule-lines-view.tsx";
import { scriptJson } from "./lib/script-json.ts";
import { SiteIcons } from "./shell/seo/site-icons.tsx";
import { OfflineNotice } from "./shell/offline/offline-notice.tsx";
import { offlineNotice } from "./shell/offline/offline-texts.ts";
import { useOfflineReading } from "./shell/offline/use-offline-reading.ts";
import { LanguageSuggestion } from "./shell/languages/language-suggestion.tsx";
import { languageSuggestionTexts } from "./shell/languages/language-suggestion-texts.ts";
import "./shell/layout/global.css";
import "./ui/base.css";
import "./shell/layout/layout.css";
// docs/product.md §15.3: the styles of every public page in one stylesheet, loaded once and
// cached for all of them (one render-blocking request instead of one per route). The
// components keep their own imports too, which Vite merges into this one file. The owners'
// area and what loads with the contact form's code (date picker, robot check) keep their own.
import "./shell/navigation/navigation.css";
import "./ui/page-header.css";
import "./routes/home/home.css";
import "./ui/carousel/carousel.css";
import "./features/requests/form/contact-form.css";
import "./features/requests/form/reservation.css";
import "./routes/photos/menu-photos.css";
import "./features/menu/page/menu-content.css";
import "./features/menu/page/menu-notes.css";
import "./features/menu/card-images/menu-card-images.css";
import "./features/menu/page/menu-intro.css";
import "./features/menu/marks/menu-marks.css";
import "./features/menu/today/menu-today.css";
import "./features/menu/currencies/currency-switch.css";
import "./features/menu/pdf/menu-pdf-link.css";
import "./features/menu/text-menu/text-menu.css";
import "./routes/about/family.css";

// Pages set their own; this title is for error pages.
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  // A 404 thrown before any route (an unpublished language's address) has no loader data: it carries the 404's own heading.
  const notFound = isRouteErrorResponse(error) && error.status === 404 ? notFoundIn(error.data) : undefined;
  return notFound ? [{ title: notFound.words.heading }, { name: "robots", content: "noindex" }] : [{ title: loaderData?.facts.name ?? "" }];
};

/**
 * A route's `handle`: the home page asks for the transparent header over its banner (docs/product.md §2);
 * `scripts: false` sends the page without any JavaScript (no client bundle, no hydration loader:
 * the guest's manage page, which must work without it and send next to nothing);
 * `scripts: "after-load"` lets an owners' page whose every control works as a plain form load its
 * scripts after the page, as every public page does (app/entry.server.tsx; docs/decisions/0008-hydration-after-load.md):
 * the other owners' pages hydrate at once.
 */
export type PageHandle = { header?: "home"; scripts?: false | "after-load" };

// docs/decisions/0033-language-publication.md: an unpublished language's addresses answer 404.
export const middleware: Route.MiddlewareFunction[] = [unpublishedLanguageMiddleware(unpublishedNotFound)];

// `url` is normalized (no ".data" suffix on client navigations); request.url is not.
// docs/product.md §17: the schedule is read on every render (an owner's save publishes, so no
// kept page outlives it); the HTML cache keys pages by the restaurant's day, which is the
// `now` the day's lines are worded for.
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const admin = isAdminPath(url.pathname);
  const saved = admin ? null : await currentSchedule();
  const [facts, langs] = await Promise.all([currentFacts(), publishedLangs()]);
  const now = new Date();
  const schedule = saved && withoutPastExceptions(saved, wallMomentAt(now, saved.timeZone).date);
  if (schedule) setDocumentJsonLd(context, () => scriptJson(restaurantJsonLd(lang, config().SITE_URL, schedule, now, facts)));
  return {
    lang,
    year: currentYear(),
    schedule,
    scheduleView: schedule && scheduleView(schedule, now, lang),
    facts,
    layoutWords: layoutTexts[lang],
    navigationWords: navigationTexts[lang],
    languageNames: Object.fromEntries(langs.map((l) => [l, ownLanguageNames[l]])),
    offlineWords: offlineNotice[lang],
    errorHeading: errorPageTexts[lang].errorHeading,
    // The English home page only: its suggestion of the visitor's own language, in each other published one.
    suggestions: url.pathname === "/" ? Object.fromEntries(langs.filter((l) => l !== lang).map((l) => [l, languageSuggestionTexts[l]])) : undefined,
    langs,
  } satisfies RootData;
}

function currentYear(): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: restaurantTimeZone }).format(new Date()));
}

// The language lives in the address, not in a route param: reload the root's data when it changes.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return langFromPathname(currentUrl.pathname) !== langFromPathname(nextUrl.pathname) || defaultShouldRevalidate;
}

/** Every public page, error pages included, sits between the navigation bar and the footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const lang = data?.lang ?? langFromPathname(location.pathname);
  const matches = useMatches();
  const isHome = matches.some((m) => (m.handle as PageHandle | undefined)?.header === "home");
  const scripts = !matches.some((m) => (m.handle as PageHandle | undefined)?.scripts === false);
  // The owners' area has its own frame (app/routes/admin.tsx) and is linked from nowhere
  // on the public site: no public navigation, footer, skip link or restaurant data around it.
  const publicFrame = !isAdminPath(location.pathname);
  // The navigation's words: the root's data, or what a 404 thrown before any loader carries (an unpublished language's address).
  const error = useRouteError();
  const unpublished = isRouteErrorResponse(error) && error.status === 404 ? notFoundIn(error.data) : undefined;
  const nav = data ? { t: data.navigationWords, languageNames: data.languageNames } : unpublished && { t: unpublished.navigation, languageNames: unpublished.languageNames };
  // Marks the page interactive once React has hydrated it (browser tests wait for it).
  useEffect(() => {
    // HYDRATED_ATTRIBUTE of shell/performance/hydration-marker.ts, set as the dataset property (fewer bytes).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const nonce = useNonce();
  // docs/product.md §15.5: after a visit, the public pages can be read offline.
  useOfflineReading(publicFrame ? lang : null, location.pathname + location.search);
  return (
    // A page sent without scripts says so, so the navigation behaves as with scripting off (navigation.css).
    <html lang={lang} data-scripting={scripts ? undefined : "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteIcons lang={lang} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {publicFrame ? (
          <>
            {/* Without the root's data (an error page whose loader failed), no skip link: its words come with the data. */}
            {data ? (
              <a className="skip-link" href="#main">
                {data.layoutWords.skipToContent}
              </a>
            ) : null}
            {data?.scheduleView ? <ScheduleNotice notices={data.scheduleView.notices} label={data.layoutWords.scheduleNotice} /> : null}
            {nav ? (
              <header className="site-header">
                <MainNav variant={isHome ? "home" : "page"} scripts={scripts} {...nav} />
              </header>
            ) : null}
          </>
        ) : null}
        {children}
        {publicFrame ? (
          <>
            {/* The frame's words come with the root's data: an error page whose root loader failed has its message alone. */}
            {data ? <SiteFooter year={data.year} schedule={data.scheduleView} t={data.layoutWords} /> : null}
            {data?.scheduleView ? <ScheduleScript /> : null}
            {data ? <BackToTop label={data.layoutWords.backToTop} /> : null}
            {data ? <OfflineNotice t={data.offlineWords} /> : null}
            {data?.suggestions ? <LanguageSuggestion lines={data.suggestions} /> : null}
          </>
        ) : null}
        {scripts ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only a 404 thrown before any route shows it, so every page's first script need not carry it
// (the home page's budget, docs/decisions/0011-javascript-budget.md); the server renders it whole.
const NotFoundView = lazy(() => import("./routes/not-found-view.tsx").then((m) => ({ default: m.NotFoundView })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root's data, when its loader ran, says it in the page's language; else English.
  const errorHeading = useRootData()?.errorHeading ?? errorPageTextsEn.errorHeading;
  // A 404 thrown before any route (an unpublished language's address) is the 404 page itself, with the words it carries.
  const notFound = isRouteErrorResponse(error) && error.status === 404 ? notFoundIn(error.data) : undefined;
  if (notFound)
    return (
      <Suspense>
        <NotFoundView waysIn={defaultLang} t={notFound.words} />
      </Suspense>
    );
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section">
        <h1 className="section-title">{errorHeading}</h1>
      </div>
    </main>
  );
}
