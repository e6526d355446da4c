import { data } from "react-router";
import type { Route } from "./+types/admin.not-found";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";

// An unknown address inside the owners' area: 404 in the area's own frame, after the guard.
export function loader({ request }: Route.LoaderArgs) {
  throw data(adminText[ownerLangFromPathname(new URL(request.url).pathname)].notFound, { status: 404 });
}
