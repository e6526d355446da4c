import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { langFromPathname } from "../lib/lang.ts";
import { homeOfAdmin } from "../lib/admin-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(homeOfAdmin(langFromPathname(new URL(request.url).pathname)));
}
