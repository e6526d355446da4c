import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { langFromPathname, localizePath } from "../lib/lang";
import { useLang } from "../lib/use-lang";
import { metaFromLoader } from "../shell/seo/loader-meta";
import { notFoundResponse } from "../shell/seo/page-meta.server.ts";
import { errorPageTexts } from "../shell/seo/error-page-texts";

// docs/product.md §8: any other path answers 404 with '404 - Página no encontrada' (its English
// counterpart on English addresses), inside the normal header and footer.
export function loader({ url }: Route.LoaderArgs) {
  return notFoundResponse(langFromPathname(url.pathname));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaFromLoader(loaderData);
}

export default function NotFound() {
  const lang = useLang();
  const t = errorPageTexts[lang];
  return (
    <main id="main" tabIndex={-1}>
      <div className="container page-section">
        <h1 className="section-title">{t.notFoundHeading}</h1>
        <p>
          <Link to={localizePath("/", lang)} className="button">
            {t.backHome}
          </Link>
        </p>
      </div>
    </main>
  );
}
