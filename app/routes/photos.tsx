import { Link } from "react-router";
import type { Route } from "./+types/photos";
import { Carousel } from "../features/carousel/carousel";
import { useTextBlocks } from "../features/content/root-data";
import { textOf } from "../features/content/text-blocks";
import { langFromPathname, localizePath } from "../features/language/lang";
import { useLang } from "../features/language/use-lang";
import { loadPhotoGroups } from "../features/media/media-store.server";
import { menuPhotosTexts } from "../features/menu-photos/menu-photos-texts";
import { pageMeta, rootDataOf } from "../features/seo/page-meta";
import { pageTexts } from "../features/seo/page-texts";
import { PageHeader } from "../ui/page-header";
import "../features/menu-photos/menu-photos.css";

// Spec §2: four carousels, in this order, each with its heading and description (section menu).
const courses = ["mains", "desserts", "tapas", "cocktails"] as const;
const descriptions = {
  mains: "mains-description",
  desserts: "desserts-description",
  tapas: "tapas-description",
  cocktails: "cocktails-description",
} as const;

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  return { photos: await loadPhotoGroups(lang, courses) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  const lang = langFromPathname(location.pathname);
  return pageMeta({
    siteUrl: root?.siteUrl ?? "",
    lang,
    path: "/photos",
    page: "photos",
    title: pageTexts[lang].photosTitle,
    description: textOf(root?.texts ?? {}, "menu", "subtitulo"),
  });
}

export default function MenuPhotos({ loaderData }: Route.ComponentProps) {
  const text = useTextBlocks();
  const lang = useLang();
  const t = menuPhotosTexts[lang];
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={text("menu", "titulo")}>
        <p>{text("menu", "subtitulo")}</p>
      </PageHeader>
      {courses.map((course, i) => (
        <section
          key={course}
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
              sizes="(min-width: 62rem) 40rem, 100vw"
              firstOnScreen={i === 0}
            />
          </div>
        </section>
      ))}
      <div className="container menu-photos__cta">
        <Link to={localizePath("/menu", lang)} className="button">
          {t.viewMenuCard}
        </Link>
      </div>
    </main>
  );
}
