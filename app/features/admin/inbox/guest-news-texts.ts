import { ownersBilingual } from "#app/lib/bilingual.ts";

// The marks on a request's card for what its guest did that no owner has seen yet
// (guest-news.server.ts). Used as guestNewsTexts[lang].

export const guestNewsTexts = ownersBilingual({
  en: {
    unreadMessage: "New message from the guest",
    unreadCancellation: "Cancelled by the guest",
  },
  es: {
    unreadMessage: "Mensaje nuevo del cliente",
    unreadCancellation: "Anulada por el cliente",
  },
});
