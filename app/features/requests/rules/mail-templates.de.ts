import type { samples } from "./mail-templates.ts";

// German words of mail-templates.ts (the preview's samples) (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// The default templates are mail-texts.ts's, translated in ../mail-texts.de.ts. {time} is the
// German clock, as the mails write it (app/lib/formats.ts). The owners' words of this file
// (placeholderMeanings, issueTexts) stay in the owners' languages.
export const samplesDe = {
  name: "Anna Schmidt",
  time: "20:30",
  area: "Terrasse",
  people: "4 Personen",
} as const satisfies (typeof samples)["en"];
