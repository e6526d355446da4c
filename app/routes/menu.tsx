import type { Route } from "./+types/menu";
import { langFromPathname } from "../features/language/lang";
import { MenuContent } from "../features/menu/menu-content";
import { loadMenuPage } from "../features/menu/menu-page.server";
import { menuTexts } from "../features/menu/menu-texts";

export function meta(_: Route.MetaArgs) {
  return [{ title: "La Terraza Trinidad" }];
}

// Issue 5: the menu from its data. The page layout (issue 2) wraps <MenuContent>.
export async function loader({ request }: Route.LoaderArgs) {
  return loadMenuPage(langFromPathname(new URL(request.url).pathname));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main className="menu-page">
      <h1>{menuTexts[loaderData.lang].heading}</h1>
      <MenuContent data={loaderData} />
    </main>
  );
}
