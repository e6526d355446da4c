import { Carousel } from "../carousel/carousel";
import { useTextBlocks } from "../content/root-data";
import { useLang } from "../language/use-lang";
import type { Photo } from "../media/photo";
import { homeAnchors } from "../navigation/anchors";
import { homeTexts } from "./home-texts";
import "./home.css";

export function LocationSection({ photos }: { photos: Photo[] }) {
  const text = useTextBlocks();
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
