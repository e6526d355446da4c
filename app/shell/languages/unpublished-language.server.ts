import { data, redirect, type MiddlewareFunction } from "react-router";
import { isAdminPath } from "#app/lib/admin-paths.ts";
import { isManagePath } from "#app/lib/manage-paths.ts";
import { routerSpelling } from "#app/lib/router-spelling.ts";
import { defaultLang, langFromPathname, languageSettings, localizePath, type Lang } from "#app/lib/lang.ts";
import { publishedLangs } from "./published-languages.server.ts";

/**
 * The root's middleware (app/root.tsx): every public address under an unpublished language's
 * prefix answers 404, its pages, menu PDF and web manifest alike, so nothing half-translated
 * reaches a guest (docs/decisions/0033-language-publication.md). The router matches without
 * regard to case, so the prefix is read so too ("/ES/menu" is Spanish's menu).
 *
 * A guest's own page (/xx/r/<token>) is the exception: its link went out in a mail while the
 * language was published, and the guest must still see and cancel their booking; it is served
 * in the default language, at its address there. The owners' area has its own languages.
 *
 * `notFound` gives the 404's data in the address's language: the words of the 404 page the root's
 * error boundary shows, since no loader runs (app/routes/not-found-words.server.ts).
 */
export const unpublishedLanguageMiddleware =
  (notFound: (lang: Lang) => unknown): MiddlewareFunction<Response> =>
  async ({ request }, next) => {
    const url = new URL(request.url);
    const pathname = routerSpelling(url.pathname).toLowerCase();
    const lang = langFromPathname(pathname);
    if (lang === defaultLang || isAdminPath(pathname)) return next();
    if ((await publishedLangs()).includes(lang)) return next();
    if (isManagePath(pathname)) {
      // The token keeps its case: the rest of the address as it came, after the prefix.
      const rest = url.pathname.slice(languageSettings[lang].prefix.length).replace(/\.data$/, "");
      throw redirect(localizePath(rest, defaultLang) + url.search);
    }
    throw data(notFound(lang), { status: 404 });
  };

