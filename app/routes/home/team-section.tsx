import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { DeferredPicture } from "#app/ui/picture/deferred-picture.tsx";
import type { Photo } from "#app/ui/picture/photo.ts";
import { homeAnchors } from "#app/shell/navigation/anchors.ts";
import "./home.css";

const members = ["member-1", "member-2", "member-3", "member-4"] as const;

/** Four photos with first names only (docs/product.md §2); the names are editable text blocks. */
export function TeamSection({ photos }: { photos: Photo[] }) {
  const text = useTextBlocks("home");
  return (
    <section id={homeAnchors.team} className="page-section page-section--tinted" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title" className="section-title">
          {text("team", "team-title")}
        </h2>
        <p className="lead team__description">{text("team", "team-description")}</p>
        <ul className="team__grid">
          {photos.map((photo, i) => (
            <li key={photo.slot}>
              <figure className="team__member">
                <DeferredPicture photo={photo} sizes="(min-width: 62rem) 17rem, 50vw" />
                <figcaption>{members[i] ? text("team", members[i]) : null}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
