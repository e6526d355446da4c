import { Link } from "react-router";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { localizePath } from "#app/lib/lang.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { DeferredPicture } from "#app/ui/picture/deferred-picture.tsx";
import type { Photo } from "#app/ui/picture/photo.ts";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import type { HomeWords } from "./home-texts.ts";
import "./home.css";

export function OwnersSection({ photo, t }: { photo: Photo | undefined; t: HomeWords }) {
  const text = useTextBlocks("home");
  const lang = useLang();
  return (
    <section id={homeAnchors.owners} className="page-section" aria-labelledby="owners-title">
      <div className="container split">
        {photo && (
          <div className="framed-photo">
            <DeferredPicture photo={photo} sizes="(min-width: 62rem) 36rem, 100vw" />
          </div>
        )}
        <div className="split__text">
          <h2 id="owners-title" className="section-title">
            {text("owners", "owners-title")}
          </h2>
          <p>{text("owners", "owners-description-1")}</p>
          <p>{text("owners", "owners-description-2")}</p>
          <p>{text("owners", "owners-description-3")}</p>
          <p>
            <Link to={localizePath("/about", lang)} className="more-link">
              {t.moreOwners}
              <span className="visually-hidden">{t.moreOwnersContext}</span>
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
