import { Link } from "react-router";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { bookingHref } from "#app/shell/navigation/anchors.ts";
import type { NavigationWords } from "#app/shell/navigation/navigation-texts.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { Picture } from "#app/ui/picture/picture.tsx";
import type { Photo } from "#app/ui/picture/photo.ts";
import "./home.css";

/**
 * The home page's banner (docs/product.md §2): photo, tagline (large screens), title, description,
 * "Book a table" (the one button) and the news, a line of text.
 */
export function HeroBanner({ photo, book }: { photo: Photo | undefined; book: NavigationWords["book"] }) {
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
            {book}
          </Link>
        </p>
        <p className="hero__news">{text("encabezado", "novedad")}</p>
      </div>
    </section>
  );
}
