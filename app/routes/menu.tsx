import { data, useLocation } from "react-router";
import type { Route } from "./+types/menu";
import { langFromPathname } from "../lib/lang.ts";
import { currencyHeaders, wantedCurrency } from "../features/menu/currencies/currency-choice.server.ts";
import { MenuContent } from "../features/menu/page/menu-content.tsx";
import { MenuIntro } from "../features/menu/page/menu-intro.tsx";
import { loadMenuPage } from "../features/menu/page/menu-page.server.ts";
import { timedContentHeaders } from "../features/menu/today/menu-today.server.ts";
import { metaFromLoader } from "../shell/seo/loader-meta.ts";
import { publicPageMeta } from "../shell/seo/page-meta.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { sendOnce } from "../lib/sent-once.server.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { pagesReplacedByCurrency } from "../features/menu/rules/currency-links.ts";
import { useForgetKeptCopies } from "../shell/offline/use-offline-reading.ts";

// docs/product.md §14: the menu from its data (images, PDF, text and JSON-LD all from one source).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const facts = await currentFacts();
  const [{ changesAt, cards, ...page }, meta] = await Promise.all([
    loadMenuPage(lang, { currency: wantedCurrency(request), search: url.searchParams }),
    publicPageMeta("menu", lang, facts.name),
  ]);
  const headers = currencyHeaders(request, page.currency);
  for (const [name, value] of Object.entries(timedContentHeaders(changesAt))) headers.set(name, value);
  // Without its card images and PDF (still being drawn) the page is nobody's to keep: not the
  // server's HTML cache (server/html-cache/captured-page.ts), not the browser's.
  if (page.files.state === "preparing") headers.set("Cache-Control", "no-store");
  // A view with a query (a filter ?diet=…, a currency ?currency=…) keeps the canonical of the
  // whole menu and is not indexed on its own.
  const shownMeta = url.search ? [...meta, { name: "robots", content: "noindex, follow" }] : meta;
  // The text menu is in the HTML: not again in the hydration data (docs/decisions/0024-text-sent-once.md).
  return data({ ...page, cards: sendOnce(context, "menu-cards", cards), meta: shownMeta }, { headers });
}

// The currency's cookie and Vary (features/menu/currencies/currency-choice.server.ts) and the Expires of a
// "not today" mark or today's specials (menu-today.server.ts) reach the answer only through this export.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  // A currency chosen on a page the offline worker did not serve: its euro copies go.
  useForgetKeptCopies(pagesReplacedByCurrency(pathname, search));
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={loaderData.words.heading}>
        <MenuIntro data={loaderData} />
      </PageHeader>
      <div className="container page-section">
        <MenuContent data={loaderData} />
      </div>
    </main>
  );
}
