import { bilingual } from "../language/bilingual";

export const menuPageTexts = bilingual({
  en: {
    heading: "Menu",
    downloadPdf: "Download PDF Version",
    cardsLabel: "Menu cards",
    openFullSize: " (open full size)",
  },
  es: {
    heading: "Menú",
    downloadPdf: "Descargar versión PDF",
    cardsLabel: "Cartas del menú",
    openFullSize: " (abrir a tamaño completo)",
  },
});
