import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { privatePageMiddleware, sameOriginMiddleware } from "../features/admin/sign-in/guard.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { useQuietSupersededNavigations } from "../features/admin/shell/use-quiet-superseded-navigations.ts";
import "../features/admin/shell/admin.css";

// The owners' area's outer layout (docs/product.md §13): every /admin and /es/admin address, signed in
// or not. Never indexed nor cached; every mutation below it must come from our own pages.
export const middleware: Route.MiddlewareFunction[] = [privatePageMiddleware, sameOriginMiddleware];

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
  const { lang, t } = useAdminText();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : status === 404 ? t.notFound : t.errorBody;
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
