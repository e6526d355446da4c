import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { homeOfAdmin } from "../lib/admin-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(homeOfAdmin(ownerLangFromPathname(new URL(request.url).pathname)));
}
