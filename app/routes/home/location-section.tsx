import { Carousel, type CarouselWords } from "#app/ui/carousel/carousel.tsx";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import type { Photo } from "#app/ui/picture/photo.ts";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import type { HomeWords } from "./home-texts.ts";
import "./home.css";

export function LocationSection({ photos, t, carousel }: { photos: Photo[]; t: HomeWords; carousel: CarouselWords }) {
  const text = useTextBlocks("home");
  return (
    <section id={homeAnchors.location} className="page-section" aria-labelledby="location-title">
      <div className="container split">
        <div className="split__text">
          <h2 id="location-title" className="section-title">
            {text("lugar", "titulo")}
          </h2>
          <p className="lead">{text("lugar", "location")}</p>
        </div>
        <Carousel label={t.locationPhotos} photos={photos} t={carousel} sizes="(min-width: 62rem) 36rem, 100vw" />
      </div>
    </section>
  );
}
