import type { notFoundTexts } from "./not-found-texts.ts";

// Italian words of not-found-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const notFoundTextsIt = {
  backHome: "Torna alla pagina iniziale",
  seeMenu: "Vedi il menu",
} as const satisfies (typeof notFoundTexts)["en"];
