import { requestStatuses } from "#db/request-values.ts";
import type { OwnerLang } from "#app/lib/lang.ts";

// The one table of a request's statuses (docs/product.md §13): which status may follow which,
// and what the owners read for each, in the owners' languages (only the inbox reads the labels;
// a guest reads app/features/manage/rules/guest-status.ts). The inbox offers only these moves,
// the request page's action refuses any other, and the statuses listed in GUEST_MAIL_STATUSES
// send the guest one mail (app/features/admin/inbox/inbox.server.ts).

export type RequestStatus = (typeof requestStatuses)[number];
export { requestStatuses };

type StatusRule = {
  /** The statuses an owner may move a request to from this one. */
  to: readonly RequestStatus[];
  /** The status's name, as a badge and in the history. */
  label: Record<OwnerLang, string>;
  /** The button that moves a request to this status. */
  action: Record<OwnerLang, string>;
};

export const requestStatusRules = {
  new: {
    to: ["confirmed", "declined", "cancelled", "done"],
    label: { en: "New", es: "Nueva" },
    action: { en: "Mark as new", es: "Marcar como nueva" },
  },
  confirmed: {
    to: ["cancelled", "no-show", "done"],
    label: { en: "Confirmed", es: "Confirmada" },
    action: { en: "Confirm", es: "Confirmar" },
  },
  // A decision taken by mistake can be taken back: the request is open again.
  declined: {
    to: ["new"],
    label: { en: "Declined", es: "Rechazada" },
    action: { en: "Decline", es: "Rechazar" },
  },
  cancelled: {
    to: ["new"],
    label: { en: "Cancelled", es: "Cancelada" },
    // Plain words: in Spanish interfaces "Cancelar" reads as "back out of this dialog".
    action: { en: "Cancel the booking", es: "Anular la reserva" },
  },
  // A guest marked no-show who did come after all.
  "no-show": {
    to: ["done"],
    label: { en: "No-show", es: "No se presentó" },
    action: { en: "Mark as no-show", es: "Marcar como no presentado" },
  },
  done: {
    to: ["new"],
    label: { en: "Done", es: "Atendida" },
    action: { en: "Mark as done", es: "Marcar como atendida" },
  },
} as const satisfies Record<RequestStatus, StatusRule>;

/** The statuses that tell the guest by mail, through the outbox, when an owner moves a request to them. */
export const GUEST_MAIL_STATUSES = ["confirmed", "declined", "cancelled"] as const satisfies readonly RequestStatus[];
export type GuestMailStatus = (typeof GUEST_MAIL_STATUSES)[number];

/**
 * The statuses whose reservation an owner may change (date, time, area, people): a request still
 * to answer, and a confirmed one, whose guest is then told (app/features/requests/reservation-changes.server.ts).
 */
export const RESERVATION_CHANGE_STATUSES = ["new", "confirmed"] as const satisfies readonly RequestStatus[];

export function changesReservation(status: RequestStatus): boolean {
  return (RESERVATION_CHANGE_STATUSES as readonly string[]).includes(status);
}

/** The longest personal line an owner may add to the guest's mail. */
export const STATUS_NOTE_MAX_CHARS = 1000;

export function isRequestStatus(value: unknown): value is RequestStatus {
  return requestStatuses.includes(value as RequestStatus);
}

export function allowedMoves(from: RequestStatus): readonly RequestStatus[] {
  return requestStatusRules[from].to;
}

export function canMove(from: RequestStatus, to: RequestStatus): boolean {
  return (allowedMoves(from) as readonly string[]).includes(to);
}

export function sendsGuestMail(status: RequestStatus): status is GuestMailStatus {
  return (GUEST_MAIL_STATUSES as readonly string[]).includes(status);
}

type StatusTexts = { [S in RequestStatus as `status.${S}`]: string } & { [S in RequestStatus as `action.${S}`]: string };

/** The table's labels as the owners' dictionary keys ("status.new", "action.new", …) in one language. */
export function requestStatusTexts(lang: OwnerLang): StatusTexts {
  const entries = requestStatuses.flatMap((s) => [
    [`status.${s}`, requestStatusRules[s].label[lang]],
    [`action.${s}`, requestStatusRules[s].action[lang]],
  ]);
  return Object.fromEntries(entries) as StatusTexts;
}
