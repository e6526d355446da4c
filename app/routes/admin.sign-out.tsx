import { redirect } from "react-router";
import type { Route } from "./+types/admin.sign-out";
import { clearedSessionCookie, sessionTokenOf } from "../features/identity/cookies.server.ts";
import { adminHref, homeOfAdmin } from "../lib/admin-paths.ts";
import { endSession } from "../features/identity/sessions.server.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(homeOfAdmin(ownerLangFromPathname(new URL(request.url).pathname)));
}

export async function action({ request }: Route.ActionArgs) {
  const token = await sessionTokenOf(request);
  if (token) await endSession(token);
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  return redirect(`${adminHref(lang, "/sign-in")}?signed-out=1`, {
    status: 303,
    headers: { "Set-Cookie": await clearedSessionCookie(request) },
  });
}
