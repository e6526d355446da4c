import { ownersBilingual } from "#app/lib/bilingual.ts";

// The guest's history on a request's page (guest-history.tsx). {n} is a count.
export const guestHistoryTexts = ownersBilingual({
  en: {
    heading: "This guest before",
    earlierOne: "1 earlier request",
    earlierOther: "{n} earlier requests",
    noShowNone: "no no-shows",
    noShowOne: "1 no-show",
    noShowOther: "{n} no-shows",
    find: "Find this guest's requests",
    sameGuest: "Same e-mail or phone.",
  },
  es: {
    heading: "Este cliente antes",
    earlierOne: "1 solicitud anterior",
    earlierOther: "{n} solicitudes anteriores",
    noShowNone: "ninguna ausencia",
    noShowOne: "1 ausencia (no se presentó)",
    noShowOther: "{n} ausencias (no se presentó)",
    find: "Buscar las solicitudes de este cliente",
    sameGuest: "Mismo correo o teléfono.",
  },
});
