import { Picture } from "../media/picture";
import type { Photo } from "../media/photo";
import "./family.css";

/** One couple of the family (spec §2, /about): photo, names and professions. */
export function FamilyCard({ photo, names, professions }: { photo: Photo | undefined; names: string; professions: string }) {
  return (
    <article className="family-card">
      {photo && <Picture photo={photo} sizes="(min-width: 62rem) 22rem, (min-width: 40rem) 45vw, 100vw" loading="eager" />}
      <div className="family-card__body">
        <h2 className="family-card__names">{names}</h2>
        <p className="family-card__professions">{professions}</p>
      </div>
    </article>
  );
}
