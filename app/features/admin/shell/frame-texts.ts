import { ownersBilingual } from "#app/lib/bilingual.ts";

// The owners' frame on a phone (admin-shell.tsx): the bottom tab bar, its "More" panel and the
// badge's second count. Used as frameTexts[lang]; Spanish in the tú register like the rest of the
// owners' area.

export const frameTexts = ownersBilingual({
  en: {
    tabToday: "Today",
    tabMore: "More",
    morePages: "Other pages",
    guestNewsBadgeOne: "1 unread guest message",
    guestNewsBadgeOther: "{n} unread guest messages",
    filtersToggle: "Filters",
    filtersActive: "Filters (on)",
  },
  es: {
    tabToday: "Hoy",
    tabMore: "Más",
    morePages: "Otras páginas",
    guestNewsBadgeOne: "1 mensaje de cliente sin leer",
    guestNewsBadgeOther: "{n} mensajes de clientes sin leer",
    filtersToggle: "Filtros",
    filtersActive: "Filtros (activos)",
  },
});
