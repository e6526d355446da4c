import { Link } from "react-router";
import { Carousel } from "../carousel/carousel";
import { useTextBlocks } from "../content/root-data";
import { localizePath } from "../language/lang";
import { useLang } from "../language/use-lang";
import type { Photo } from "../media/photo";
import { homeAnchors } from "../navigation/anchors";
import { homeTexts } from "./home-texts";
import "./home.css";

export function MenuTeaserSection({ photos }: { photos: Photo[] }) {
  const text = useTextBlocks();
  const lang = useLang();
  const t = homeTexts[lang];
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
          <p>
            <Link to={localizePath("/photos", lang)} className="button">
              {t.moreMenu}
              <span className="visually-hidden">{t.moreMenuContext}</span>
            </Link>
          </p>
        </div>
        <Carousel label={t.menuPhotos} photos={photos} sizes="(min-width: 62rem) 36rem, 100vw" />
      </div>
    </section>
  );
}
