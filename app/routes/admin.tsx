import { isRouteErrorResponse, Link, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin";
import { privatePageMiddleware, sameOriginMiddleware } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import type { AdminLayoutData } from "../features/admin/shell/admin-words.ts";
import { useAdminWordsIfLoaded } from "../features/admin/shell/use-admin-text.ts";
import { useQuietSupersededNavigations } from "../features/admin/shell/use-quiet-superseded-navigations.ts";
import "../features/admin/shell/admin.css";

// The owners' area's outer layout (docs/product.md §13): every /admin and /es/admin address, signed in
// or not. Never indexed nor cached; every mutation below it must come from our own pages.
export const middleware: Route.MiddlewareFunction[] = [privatePageMiddleware, sameOriginMiddleware];

/** The owners' words in the page's language (docs/decisions/0034-words-in-the-pages-language.md). */
export function loader({ request }: Route.LoaderArgs): AdminLayoutData {
  return { words: adminText[ownerLangFromPathname(new URL(request.url).pathname)] };
}

/** The words change only with the owners' language: any other navigation keeps them. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return ownerLangFromPathname(currentUrl.pathname) !== ownerLangFromPathname(nextUrl.pathname);
}

export default function AdminLayout() {
  useQuietSupersededNavigations();
  return (
    <div className="admin">
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No words only when the layout's own guard refused before its loader ran: its refusal says why.
  const { lang, t } = useAdminWordsIfLoaded();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  if (!t) {
    return (
      <div className="admin">
        <meta name="robots" content="noindex, nofollow" />
        <main id="admin-main" className="admin-main admin-main--narrow">
          <h1>{status}</h1>
          {given ? <p role="alert">{given}</p> : null}
        </main>
      </div>
    );
  }
  const message = given ?? (status === 404 ? t.notFound : t.errorBody);
  return (
    <div className="admin">
      <meta name="robots" content="noindex, nofollow" />
      <main id="admin-main" className="admin-main admin-main--narrow">
        <h1>{status === 404 ? t.notFoundTitle : t.errorTitle}</h1>
        <p role="alert">{message}</p>
        <p>
          <Link to={adminHref(lang, "/requests")}>{t.backToInbox}</Link>
        </p>
      </main>
    </div>
  );
}
