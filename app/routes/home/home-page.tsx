import { Suspense } from "react";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { data } from "react-router";
import type { Route } from "./+types/home-page";
import { langFromPathname } from "#app/lib/lang.ts";
import { preloadContactForm } from "#app/features/requests/form/deferred-contact-form.tsx";
import { contactFormWords } from "#app/features/requests/form/contact-form-words.server.ts";
import { ContactSection } from "./contact-section.tsx";
import { HeroBanner } from "./hero-banner.tsx";
import { LocationSection } from "./location-section.tsx";
import { MenuTeaserSection } from "./menu-teaser-section.tsx";
import { OwnersSection } from "./owners-section.tsx";
import { TeamSection } from "./team-section.tsx";
import { mapView } from "./map-view.server.ts";
import { loadPhotoGroups } from "#app/features/media/media-store.server.ts";
import { specialsToday, timedContentHeaders } from "#app/features/menu/today/menu-today.server.ts";
import { timedPageHeaders } from "#app/features/menu/today/timed-headers.ts";
import { specialsHtml } from "#app/features/menu/today/specials-html.server.tsx";
import { metaFromLoader } from "#app/shell/seo/loader-meta.ts";
import { publicPageMeta } from "#app/shell/seo/page-meta.server.ts";
import { useRootData } from "#app/shell/content/root-data.ts";
import { carouselWords } from "#app/ui/carousel/carousel-words.server.ts";
import { homeTexts } from "./home-texts.ts";
import { loadPageTexts } from "#app/shell/content/text-blocks.server.ts";
import type { PageHandle } from "#app/root.tsx";

// The contact form posts here, so it works before JavaScript loads (docs/product.md §7.2).
export { contactAction as action } from "#app/features/requests/contact-action.server.ts";

export const handle: PageHandle = { header: "home" };

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const site = await currentFacts();
  const [{ map: mapPhotos, ...photos }, meta, { specials, changesAt }, texts] = await Promise.all([
    loadPhotoGroups(lang, ["hero", "location", "menu-teaser", "owners", "team", "map"]),
    publicPageMeta("home", lang, site.name),
    specialsToday(lang),
    loadPageTexts(lang, "home"),
  ]);
  // The page's own words in its language (docs/decisions/0034-words-in-the-pages-language.md).
  const words = {
    home: homeTexts[lang],
    location: carouselWords(lang, photos.location.length),
    menuTeaser: carouselWords(lang, photos["menu-teaser"].length),
  };
  return data(
    {
      photos,
      map: mapView(lang, mapPhotos[0], site),
      meta,
      texts,
      words,
      specials: specials ? specialsHtml(specials, lang) : null,
      // The contact form's words, in the page's language only (docs/decisions/0034-words-in-the-pages-language.md).
      ...contactFormWords(lang),
    },
    { headers: timedContentHeaders(changesAt) },
  );
}

/** Expires when today's specials end (menu-today.server.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return timedPageHeaders(loaderHeaders);
}

// A navigation in the browser (the language switch, a link from another page) brings the
// contact form's code with the page's data: the page it renders then holds the form in its
// own language from its first paint. The server's form serves only the first page.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadContactForm()]);
  return data;
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { photos, map, specials, words } = loaderData;
  // "Book a table" is the navigation's, with the root's data.
  const book = useRootData()?.navigationWords.book ?? "";
  return (
    <main id="main" tabIndex={-1}>
      <HeroBanner photo={photos.hero[0]} book={book} />
      {/* Each section below the hero is a boundary of its own: React hydrates them one by one,
          and the phone stays free to answer between them (docs/decisions/0020-hydration-by-section.md). */}
      <Suspense>
        <LocationSection photos={photos.location} t={words.home} carousel={words.location} />
      </Suspense>
      <Suspense>
        <MenuTeaserSection photos={photos["menu-teaser"]} specials={specials} t={words.home} carousel={words.menuTeaser} />
      </Suspense>
      <Suspense>
        <OwnersSection photo={photos.owners[0]} t={words.home} />
      </Suspense>
      <Suspense>
        <TeamSection photos={photos.team} />
      </Suspense>
      <Suspense>
        <ContactSection map={map} t={words.home} />
      </Suspense>
    </main>
  );
}
