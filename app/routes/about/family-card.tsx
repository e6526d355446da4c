import { Picture } from "#app/ui/picture/picture.tsx";
import type { Photo } from "#app/ui/picture/photo.ts";
import "./family.css";

type FamilyCardProps = {
  photo: Photo | undefined;
  names: string;
  professions: string;
  /**
   * The first card's photo is the page's largest paint: fetched first, alone (docs/product.md §15.3).
   * The others wait for layout (below the fold on a phone) instead of competing with it.
   */
  priority?: boolean;
};

/** One couple of the family (docs/product.md §2, /about): photo, names and professions. */
export function FamilyCard({ photo, names, professions, priority = false }: FamilyCardProps) {
  return (
    <article className="family-card">
      {photo && <Picture photo={photo} sizes="(min-width: 62rem) 22rem, (min-width: 40rem) 45vw, 100vw" priority={priority} />}
      <div className="family-card__body">
        <h2 className="family-card__names">{names}</h2>
        <p className="family-card__professions">{professions}</p>
      </div>
    </article>
  );
}
