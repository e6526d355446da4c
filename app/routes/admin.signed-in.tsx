import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.signed-in";
import { AdminShell } from "../features/admin/shell/admin-shell.tsx";
import { ownerOf, requireOwnerMiddleware } from "../features/admin/sign-in/guard.server.ts";
import { countNewRequests } from "../features/admin/inbox/inbox.server.ts";
import { countUnreadGuestNews } from "../features/admin/inbox/guest-news.server.ts";
import { countSamplesLeft } from "../features/admin/before-you-open/checklist.server.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";

// Every page and endpoint below this layout needs a signed-in owner: one guard, here.
export const middleware: Route.MiddlewareFunction[] = [requireOwnerMiddleware];

// A loader makes client-side navigations ask the server, so the guard runs on each of them.
export async function loader({ context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  return {
    ownerEmail: owner.email,
    newRequests: await countNewRequests(),
    unreadGuestNews: await countUnreadGuestNews(),
    samplesLeft: await countSamplesLeft(),
  };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell ownerEmail={loaderData.ownerEmail} newRequests={loaderData.newRequests} unreadGuestNews={loaderData.unreadGuestNews} samplesLeft={loaderData.samplesLeft}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang, t } = useAdminText();
  const shell = useRouteLoaderData<typeof loader>(`${lang}-admin-signed-in`);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : status === 404 ? t.notFound : t.errorBody;
  return (
    <AdminShell ownerEmail={shell?.ownerEmail} newRequests={shell?.newRequests} unreadGuestNews={shell?.unreadGuestNews} samplesLeft={shell?.samplesLeft}>
      <h1>{status === 404 ? t.notFoundTitle : t.errorTitle}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={adminHref(lang, "/requests")}>{t.backToInbox}</Link>
      </p>
    </AdminShell>
  );
}
