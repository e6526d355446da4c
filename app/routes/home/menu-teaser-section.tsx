import { Link } from "react-router";
import { Carousel, type CarouselWords } from "#app/ui/carousel/carousel.tsx";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { localizePath } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import type { Photo } from "#app/ui/picture/photo.ts";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import type { HomeWords } from "./home-texts.ts";
import "#app/features/menu/today/menu-today.css";
import "./home.css";

/** `specials`: today's specials as HTML made on the server (specials-html.server.tsx), or null. */
export function MenuTeaserSection({
  photos,
  specials,
  t,
  carousel,
}: {
  photos: Photo[];
  specials: string | null;
  t: HomeWords;
  carousel: CarouselWords;
}) {
  const text = useTextBlocks("home");
  const lang = useLang();
  return (
    <section id={homeAnchors.menu} className="page-section page-section--tinted" aria-labelledby="menu-title">
      <div className="container split split--reverse">
        <div className="split__text">
          <h2 id="menu-title" className="section-title">
            {text("menu", "titulo")}
          </h2>
          <p>{text("menu-general", "description-1")}</p>
          <p>{text("menu-general", "description-2")}</p>
          <p>{text("menu-general", "description-3")}</p>
          {specials ? <div dangerouslySetInnerHTML={{ __html: specials }} /> : null}
          <p>
            <Link to={localizePath("/photos", lang)} className="button">
              {t.moreMenu}
              <span className="visually-hidden">{t.moreMenuContext}</span>
            </Link>
          </p>
        </div>
        <Carousel label={t.menuPhotos} photos={photos} t={carousel} sizes="(min-width: 62rem) 36rem, 100vw" />
      </div>
    </section>
  );
}
