import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { config } from "./config.server";
import { useRootData, type RootData } from "./features/content/root-data";
import { siteFacts } from "./features/content/site";
import { loadTextBlocks } from "./features/content/text-blocks.server";
import { isAdminPath } from "./features/admin/paths";
import { langFromPathname } from "./features/language/lang";
import { BackToTop } from "./features/layout/back-to-top";
import { layoutTexts } from "./features/layout/layout-texts";
import { SiteFooter } from "./features/layout/site-footer";
import { MainNav } from "./features/navigation/main-nav";
import { pageTexts } from "./features/seo/page-texts";
import { useNonce } from "./features/security/csp-nonce";
import { JsonLdScript } from "./features/seo/json-ld-script";
import { restaurantJsonLd } from "./features/seo/restaurant-schema";
import { scriptJson } from "./lib/script-json";
import { SiteIcons } from "./features/seo/site-icons";
import { OfflineNotice } from "./features/offline/offline-notice";
import { useOfflineReading } from "./features/offline/use-offline-reading";
import "./styles/global.css";
import "./ui/base.css";
import "./features/layout/layout.css";
import "./styles/public-pages";

// Pages set their own; this title is for error pages.
export const meta: Route.MetaFunction = () => [{ title: siteFacts.name }];

/** A route's `handle`: the home page asks for the transparent header over its banner (docs/product.md §2). */
export type PageHandle = { header?: "home" };

// `url` is normalized (no ".data" suffix on client navigations); request.url is not.
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  return {
    lang,
    texts: await loadTextBlocks(lang),
    jsonLd: isAdminPath(url.pathname) ? null : scriptJson(restaurantJsonLd(lang, config().SITE_URL)),
    year: currentYear(),
  } satisfies RootData;
}

function currentYear(): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: siteFacts.timeZone }).format(new Date()));
}

// The language lives in the address, not in a route param: reload the texts when it changes.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return langFromPathname(currentUrl.pathname) !== langFromPathname(nextUrl.pathname) || defaultShouldRevalidate;
}

/** Every public page, error pages included, sits between the navigation bar and the footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const lang = data?.lang ?? langFromPathname(location.pathname);
  const isHome = useMatches().some((m) => (m.handle as PageHandle | undefined)?.header === "home");
  // The owners' area has its own frame (app/routes/admin.tsx) and is linked from nowhere
  // on the public site: no public navigation, footer, skip link or restaurant data around it.
  const publicFrame = !isAdminPath(location.pathname);
  // Marks the page interactive once React has hydrated it (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const nonce = useNonce();
  // docs/product.md §15.5: after a visit, the public pages can be read offline.
  useOfflineReading(publicFrame ? lang : null, location.pathname + location.search);
  return (
    <html lang={lang}>
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
            <a className="skip-link" href="#main">
              {layoutTexts[lang].skipToContent}
            </a>
            <header className="site-header">
              <MainNav variant={isHome ? "home" : "page"} />
            </header>
          </>
        ) : null}
        {children}
        {publicFrame ? <SiteFooter year={data?.year ?? currentYear()} /> : null}
        {publicFrame ? <BackToTop /> : null}
        {publicFrame ? <OfflineNotice lang={lang} /> : null}
        {publicFrame && data?.jsonLd ? <JsonLdScript json={data.jsonLd} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langFromPathname(useLocation().pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section">
        <h1 className="section-title">{notFound ? pageTexts[lang].notFoundHeading : pageTexts[lang].errorHeading}</h1>
      </div>
    </main>
  );
}
