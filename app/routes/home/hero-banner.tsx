import { Link } from "react-router";
import { useTextBlocks } from "../../shell/content/page-text-blocks";
import { bookingHref } from "../../shell/navigation/anchors";
import { navigationTexts } from "../../shell/navigation/navigation-texts";
import { useLang } from "../../lib/use-lang";
import { Picture } from "../../ui/picture/picture";
import type { Photo } from "../../ui/picture/photo";
import "./home.css";

/**
 * The home page's banner (docs/product.md §2): photo, tagline (large screens), title, description,
 * "Book a table" (the one button) and the news, a line of text.
 */
export function HeroBanner({ photo }: { photo: Photo | undefined }) {
  const text = useTextBlocks("home");
  const lang = useLang();
  return (
    <section className="hero" aria-labelledby="hero-title">
      {photo && <Picture photo={photo} sizes="100vw" priority className="hero__image" />}
      <div className="hero__content">
        <p className="hero__tagline">{text("encabezado", "tagline")}</p>
        <h1 id="hero-title" className="hero__title">
          {text("encabezado", "titulo")}
        </h1>
        <p className="hero__description">{text("encabezado", "descripcion")}</p>
        <p className="hero__actions">
          <Link to={bookingHref(lang)} className="button hero__book">
            {navigationTexts[lang].book}
          </Link>
        </p>
        <p className="hero__news">{text("encabezado", "novedad")}</p>
      </div>
    </section>
  );
}
