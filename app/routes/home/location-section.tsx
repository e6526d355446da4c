import { Carousel } from "../../ui/carousel/carousel";
import { useTextBlocks } from "../../shell/content/page-text-blocks";
import { useLang } from "../../lib/use-lang";
import type { Photo } from "../../ui/picture/photo";
import { homeAnchors } from "../../shell/navigation/anchors";
import { homeTexts } from "./home-texts";
import "./home.css";

export function LocationSection({ photos }: { photos: Photo[] }) {
  const text = useTextBlocks("home");
  const t = homeTexts[useLang()];
  return (
    <section id={homeAnchors.location} className="page-section" aria-labelledby="location-title">
      <div className="container split">
        <div className="split__text">
          <h2 id="location-title" className="section-title">
            {text("lugar", "titulo")}
          </h2>
          <p className="lead">{text("lugar", "location")}</p>
        </div>
        <Carousel label={t.locationPhotos} photos={photos} sizes="(min-width: 62rem) 36rem, 100vw" />
      </div>
    </section>
  );
}
