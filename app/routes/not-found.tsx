import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { langFromPathname } from "../lib/lang.ts";
import { NotFoundView } from "./not-found-view.tsx";
import { notFoundWords } from "./not-found-words.server.ts";
import { metaFromLoader } from "../shell/seo/loader-meta.ts";
import { notFoundMeta } from "../shell/seo/page-meta.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";

// docs/product.md §8: any other path answers 404 with '404 - Página no encontrada' (its English
// counterpart on English addresses), inside the normal header and footer, with the ways on a
// visitor most likely wanted: the menu, a table, the home page.
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  return data({ meta: notFoundMeta(lang, (await currentFacts()).name), words: notFoundWords(lang) }, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView t={loaderData.words} />;
}
