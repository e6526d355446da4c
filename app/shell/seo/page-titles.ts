import { bilingual } from "#app/lib/bilingual.ts";

/** The pages' titles, and the descriptions that are not editable text blocks (read on the server only). */
export const pageTitles = bilingual({
  en: {
    homeTitle: "La Terraza Trinidad — Rooftop tapas bar in Trinidad, Cuba",
    photosTitle: "Menu photos — La Terraza Trinidad",
    menuTitle: "Menu card — La Terraza Trinidad",
    menuDescription:
      "The full menu card of La Terraza Trinidad: breakfast, tapas, cocktails, main courses, pasta, wines and drinks, also as a PDF.",
    aboutTitle: "Our family — La Terraza Trinidad",
    aboutDescription: "The Trinidad family behind La Terraza: three couples who restored the house and opened the rooftop.",
    notFoundTitle: "404 - Page not found — La Terraza Trinidad",
    notFoundDescription: "This page does not exist.",
  },
  es: {
    homeTitle: "La Terraza Trinidad — Bar de tapas en una azotea de Trinidad, Cuba",
    photosTitle: "Fotos del menú — La Terraza Trinidad",
    menuTitle: "La carta — La Terraza Trinidad",
    menuDescription:
      "La carta completa de La Terraza Trinidad: desayunos, tapas, cócteles, platos principales, pastas, vinos y bebidas, también en PDF.",
    aboutTitle: "Nuestra familia — La Terraza Trinidad",
    aboutDescription: "La familia trinitaria detrás de La Terraza: tres parejas que restauraron la casa y abrieron la azotea.",
    notFoundTitle: "404 - Página no encontrada — La Terraza Trinidad",
    notFoundDescription: "Esta página no existe.",
  },
});
