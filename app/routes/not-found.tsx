import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { langFromPathname, localizePath } from "../lib/lang.ts";
import { useLang } from "../lib/use-lang.ts";
import { metaFromLoader } from "../shell/seo/loader-meta.ts";
import { notFoundResponse } from "../shell/seo/page-meta.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { errorPageTexts } from "../shell/seo/error-page-texts.ts";
import { notFoundTexts } from "./not-found-texts.ts";
import { bookingHref } from "../shell/navigation/anchors.ts";
import { navigationTexts } from "../shell/navigation/navigation-texts.ts";
import "./not-found.css";

// docs/product.md §8: any other path answers 404 with '404 - Página no encontrada' (its English
// counterpart on English addresses), inside the normal header and footer, with the ways on a
// visitor most likely wanted: the menu, a table, the home page.
export async function loader({ url }: Route.LoaderArgs) {
  return notFoundResponse(langFromPathname(url.pathname), (await currentFacts()).name);
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function NotFound() {
  const lang = useLang();
  const t = { ...errorPageTexts[lang], ...notFoundTexts[lang] };
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section">
        <h1 className="section-title">{t.notFoundHeading}</h1>
        <ul className="not-found__ways">
          <li>
            <Link to={localizePath("/menu", lang)} className="button">
              {t.seeMenu}
            </Link>
          </li>
          <li>
            <Link to={bookingHref(lang)} className="button">
              {navigationTexts[lang].book}
            </Link>
          </li>
          <li>
            <Link to={localizePath("/", lang)} className="button button--outline">
              {t.backHome}
            </Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
