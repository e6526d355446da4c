import { ownersBilingual } from "#app/lib/bilingual.ts";

// The guest's link on a request's page (guest-link-panel.tsx) and what ending it says
// (docs/decisions/0026-guest-link-windows.md).
export const guestLinkTexts = ownersBilingual({
  en: {
    heading: "The guest's link",
    hint: "Every mail to the guest carries a private link to see this request, cancel it or ask for a change. If it reached someone else (a forwarded mail, a shared calendar), end it: it stops working at once, and the guest's next mail carries a new one.",
    end: "End the guest's link…",
    confirm: "The old link will lead nowhere. The guest gets a new one with the next mail about this request (a decision, or the reminder the day before).",
    endButton: "Yes, end this link",
    ended: "The guest's old link no longer works. Their next mail carries a new one.",
    renewed: "The request is open again, so the guest's old link no longer works. Their next mail carries a new one.",
    none: "This request has no link of its own (it came before the links did).",
  },
  es: {
    heading: "El enlace del cliente",
    hint: "Cada correo al cliente lleva un enlace privado para ver esta solicitud, cancelarla o pedir un cambio. Si llegó a otra persona (un correo reenviado, un calendario compartido), anúlalo: deja de funcionar al momento, y el próximo correo al cliente lleva uno nuevo.",
    end: "Anular el enlace del cliente…",
    confirm: "El enlace antiguo ya no llevará a ninguna parte. El cliente recibe uno nuevo con el próximo correo sobre esta solicitud (una decisión, o el recordatorio del día antes).",
    endButton: "Sí, anular este enlace",
    ended: "El enlace antiguo del cliente ya no funciona. Su próximo correo lleva uno nuevo.",
    renewed: "La solicitud está abierta de nuevo, así que el enlace antiguo del cliente ya no funciona. Su próximo correo lleva uno nuevo.",
    none: "Esta solicitud no tiene enlace propio (llegó antes de que existieran).",
  },
});
