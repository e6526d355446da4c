import type { placeholderMeanings, samples } from "./mail-templates.ts";

// French words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The default templates are mail-texts.fr.ts's (`defaultTemplate`);
// here are the preview's sample values and what each placeholder means. The template issues
// (`issueTexts`) are the owners' only, in their area's languages, so they are not translated.
export const samplesFr = {
  name: "Sophie Martin",
  time: "20:30",
  area: "Terrasse",
  people: "4 personnes",
} as const satisfies (typeof samples)["en"];

export const placeholderMeaningsFr = {
  name: "le nom du client",
  date: "la date de la réservation, avec le jour de la semaine et le mois en lettres",
  time: "l’heure de la réservation",
  area: "l’emplacement (terrasse, balcon, intérieur)",
  people: "le nombre de personnes (« 4 personnes »)",
  site: "le nom du restaurant",
} as const satisfies (typeof placeholderMeanings)["en"];
