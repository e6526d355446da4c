import { Suspense } from "react";
import type { Route } from "./+types/about-page";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import { LinkedText } from "./linked-text.tsx";
import { FamilyCard } from "./family-card.tsx";
import { langFromPathname } from "#app/lib/lang.ts";
import { loadPhotoGroups } from "#app/features/media/media-store.server.ts";
import { metaFromLoader } from "#app/shell/seo/loader-meta.ts";
import { publicPageMeta } from "#app/shell/seo/page-meta.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { loadPageTexts } from "#app/shell/content/text-blocks.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

const couples = [
  { names: "family-1-names", professions: "family-1-professions" },
  { names: "family-2-names", professions: "family-2-professions" },
  { names: "family-3-names", professions: "family-3-professions" },
] as const;

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const facts = await currentFacts();
  const [photos, meta, texts] = await Promise.all([loadPhotoGroups(lang, ["family"]), publicPageMeta("about", lang, facts.name), loadPageTexts(lang, "about")]);
  return { photos: photos.family, meta, texts };
}

export function meta(args: Route.MetaArgs) {
  return metaFromLoader(args);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const text = useTextBlocks("about");
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader title={text("about", "titulo")} />
      <div className="container page-section">
        <ul className="family-cards">
          {/* A boundary per card, hydrated one after the other (docs/decisions/0020-hydration-by-section.md). */}
          {couples.map((couple, i) => (
            <li key={couple.names}>
              <Suspense>
                <FamilyCard
                  photo={loaderData.photos[i]}
                  names={text("about", couple.names)}
                  professions={text("about", couple.professions)}
                  priority={i === 0}
                />
              </Suspense>
            </li>
          ))}
        </ul>
        <p className="about-text">
          <LinkedText text={text("about", "aboutus")} />
        </p>
      </div>
    </main>
  );
}
