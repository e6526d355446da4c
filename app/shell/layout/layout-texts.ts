import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { layoutTextsFr } from "./layout-texts.fr.ts";
import { layoutTextsDe } from "./layout-texts.de.ts";
import { layoutTextsIt } from "./layout-texts.it.ts";
import { layoutTextsRu } from "./layout-texts.ru.ts";

const layoutTextsEn = {
  skipToContent: "Skip to content",
  hoursTitle: "Opening hours",
  findUs: "Find us",
  contactTitle: "Contact",
  phone: "Phone",
  email: "E-mail",
  rights: "All rights reserved.",
  backToTop: "Back to top",
  scheduleNotice: "Opening hours notice",
} as const;

// The words of the frame around every public page. Read on the server only: the root loader sends
// the page's language's (RootData `layoutWords`), so no page's script carries every language's
// (the home page's budget, docs/decisions/0011-javascript-budget.md).
export const layoutTexts: Dictionary<WordsOf<typeof layoutTextsEn>> = bilingual({
  en: layoutTextsEn,
  es: {
    skipToContent: "Saltar al contenido",
    hoursTitle: "Horario",
    findUs: "Dirección",
    contactTitle: "Contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    rights: "Todos los derechos reservados.",
    backToTop: "Volver arriba",
    scheduleNotice: "Aviso de horario",
  },
  fr: layoutTextsFr,
  de: layoutTextsDe,
  it: layoutTextsIt,
  ru: layoutTextsRu,
});

/** The frame's words in one language. */
export type LayoutWords = (typeof layoutTexts)["en"];
