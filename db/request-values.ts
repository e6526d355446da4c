// The values a request's columns take (db/schema.ts), in a module of their own: the owners'
// pages' scripts read them (a request's status rules, the booking form), and importing them from
// the schema would bring the ORM's table code into those scripts (eslint.config.js).

/** A request's statuses; which may follow which is app/features/requests/rules/request-status.ts. */
export const requestStatuses = ["new", "confirmed", "declined", "cancelled", "no-show", "done"] as const;

/** Where a request came from: the public form, or a booking an owner took by phone, WhatsApp, from a casa's host or at the door. */
export const requestSources = ["site", "phone", "whatsapp", "host", "door"] as const;
