import type { samples } from "./mail-templates.ts";

// French words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The default templates are mail-texts.fr.ts's (`defaultTemplate`);
// here are the preview's sample values. What each placeholder means and the template issues are
// the owners' only, in their area's languages, so they are not translated.
export const samplesFr = {
  name: "Sophie Martin",
  time: "20:30",
  area: "Terrasse",
  people: "4 personnes",
} as const satisfies (typeof samples)["en"];

