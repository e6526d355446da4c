import { Link } from "react-router";
import { localizePath, type Lang } from "../lib/lang.ts";
import { useLang } from "../lib/use-lang.ts";
import type { NotFoundWords } from "./not-found-data.ts";
import { bookingHref } from "../shell/navigation/anchors.ts";
import "./not-found.css";

/**
 * The 404 page's body: also what the root's error boundary shows for a 404 thrown before any
 * route (an unpublished language's address: app/shell/languages/unpublished-language.server.ts).
 */
export function NotFoundView({ waysIn, t }: { waysIn?: Lang; t: NotFoundWords }) {
  const lang = useLang();
  // The ways lead to pages that exist: the default language's when this one is not published.
  const to = waysIn ?? lang;
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section">
        <h1 className="section-title">{t.heading}</h1>
        <ul className="not-found__ways">
          <li>
            <Link to={localizePath("/menu", to)} hrefLang={to} className="button">
              {t.seeMenu}
            </Link>
          </li>
          <li>
            <Link to={bookingHref(to)} hrefLang={to} className="button">
              {t.book}
            </Link>
          </li>
          <li>
            <Link to={localizePath("/", to)} hrefLang={to} className="button button--outline">
              {t.backHome}
            </Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
