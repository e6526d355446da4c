import { ownersBilingual } from "#app/lib/bilingual.ts";

// The owners' area's frame: its name, navigation, language switch, and the pages for an address that does not exist or a failure.
// One slice of the owners' area's texts (composed in ../shell/dictionary.ts): Spanish has
// exactly the keys of English, checked by the compiler. Placeholders in braces are filled by fill().

export const shellTexts = ownersBilingual({
  en: {
    areaName: "Owners' area",
    skipToContent: "Skip to content",
    mainNav: "Owners' area",
    navRequests: "Requests",
    navTexts: "Texts",
    navMedia: "Photos and files",
    navMenu: "Menu",
    newBadge: "{n} new",
    signedInAs: "Signed in as {email}",
    signOut: "Sign out",
    viewSite: "View the site",
    timeZoneNote: "Times are Trinidad time ({tz}).",

    notFoundTitle: "Not found",
    notFound: "There is nothing at this address.",
    errorTitle: "Something went wrong",
    errorBody: "The page could not be shown. Try again in a moment.",
    backToInbox: "Back to the requests",
  },
  es: {
    areaName: "Área de los dueños",
    skipToContent: "Saltar al contenido",
    mainNav: "Área de los dueños",
    navRequests: "Solicitudes",
    navTexts: "Textos",
    navMedia: "Fotos y archivos",
    navMenu: "Carta",
    newBadge: "{n} nuevas",
    signedInAs: "Sesión de {email}",
    signOut: "Cerrar sesión",
    viewSite: "Ver el sitio",
    timeZoneNote: "Horas de Trinidad ({tz}).",

    notFoundTitle: "No encontrado",
    notFound: "No hay nada en esta dirección.",
    errorTitle: "Algo ha fallado",
    errorBody: "No se ha podido mostrar la página. Inténtalo de nuevo en un momento.",
    backToInbox: "Volver a las solicitudes",
  },
});
