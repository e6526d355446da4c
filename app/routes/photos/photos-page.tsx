import { Suspense } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/photos-page";
import { Carousel, type CarouselWords } from "#app/ui/carousel/carousel.tsx";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { langFromPathname, localizePath } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { loadPhotoGroups } from "#app/features/media/media-store.server.ts";
import { menuPhotosTexts } from "./menu-photos-texts.ts";
import { carouselWords } from "#app/ui/carousel/carousel-words.server.ts";
import { metaFromLoader } from "#app/shell/seo/loader-meta.ts";
import { publicPageMeta } from "#app/shell/seo/page-meta.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { loadPageTexts } from "#app/shell/content/text-blocks.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import "./menu-photos.css";

// docs/product.md §2: four carousels, in this order, each with its heading and description (section menu).
const courses = ["mains", "desserts", "tapas", "cocktails"] as const;
const descriptions = {
  mains: "mains-description",
  desserts: "desserts-description",
  tapas: "tapas-description",
  cocktails: "cocktails-description",
} as const;

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const facts = await currentFacts();
  const [photos, meta, texts] = await Promise.all([loadPhotoGroups(lang, courses), publicPageMeta("photos", lang, facts.name), loadPageTexts(lang, "photos")]);
  // The page's own words in its language (docs/decisions/0034-words-in-the-pages-language.md).
  const words = { page: menuPhotosTexts[lang], carousels: Object.fromEntries(courses.map((c) => [c, carouselWords(lang, photos[c].length)])) as Record<(typeof courses)[number], CarouselWords> };
  return { photos, meta, texts, words };
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function MenuPhotos({ loaderData }: Route.ComponentProps) {
  const text = useTextBlocks("photos");
  const lang = useLang();
  const { page: t, carousels } = loaderData.words;
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={text("menu", "titulo")}>
        <p>{text("menu", "subtitulo")}</p>
      </PageHeader>
      {/* Each course is a boundary of its own: React hydrates them one by one, and the phone
          stays free to answer between them (docs/decisions/0020-hydration-by-section.md). */}
      {courses.map((course, i) => (
        <Suspense key={course}>
          <section
            className={`page-section course${i % 2 === 1 ? " page-section--tinted" : ""}`}
            aria-labelledby={`course-${course}`}
          >
            <div className={`container course__grid${i % 2 === 1 ? " course__grid--reverse" : ""}`}>
              <div className="course__text">
                <h2 id={`course-${course}`} className="section-title">
                  {text("menu", course)}
                </h2>
                <p className="lead">{text("menu", descriptions[course])}</p>
              </div>
              <Carousel
                label={`${t.photosOf} ${text("menu", course)}`}
                photos={loaderData.photos[course]}
                t={carousels[course]}
                sizes="(min-width: 62rem) 40rem, 100vw"
                firstOnScreen={i === 0}
              />
            </div>
          </section>
        </Suspense>
      ))}
      <div className="container menu-photos__cta">
        <Link to={localizePath("/menu", lang)} className="button">
          {t.viewMenuCard}
        </Link>
      </div>
    </main>
  );
}
