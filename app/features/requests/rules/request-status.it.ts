import type { RequestStatus } from "./request-status.ts";

// Italian words of request-status.ts's requestStatusRules (first translation, awaiting the
// owners' approval: docs/translations/it.md): each status's `label` and `action`. Only the
// owners read them (the guest reads manage/rules/guest-status.ts); given because the table is
// typed over every guest language. "Annulla la prenotazione", not "Cancella": in Italian
// "cancellare" reads as "delete".
export const requestStatusRulesIt = {
  new: { label: "Nuova", action: "Segna come nuova" },
  confirmed: { label: "Confermata", action: "Conferma" },
  declined: { label: "Rifiutata", action: "Rifiuta" },
  cancelled: { label: "Annullata", action: "Annulla la prenotazione" },
  "no-show": { label: "Non presentato", action: "Segna come non presentato" },
  done: { label: "Completata", action: "Segna come completata" },
} as const satisfies Record<RequestStatus, { label: string; action: string }>;
