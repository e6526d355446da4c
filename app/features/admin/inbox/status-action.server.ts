import { data } from "react-router";
import { z } from "#app/zod.ts";
import { fill } from "#app/lib/fill.ts";
import type { OwnerLang } from "#app/lib/lang.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { requestStatuses, STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import { asksSecondStep, OVERRIDE_FIELD, SECOND_STEP_FIELD, YES } from "#app/features/requests/rules/decision-steps.ts";
import { adminText } from "../shell/dictionary.ts";
import { formatInstant } from "../shell/format.ts";
import { guestLinkTexts } from "./guest-link-texts.ts";
import { decisionTexts } from "./decision-texts.ts";
import { changeStatus, undoDecision } from "./inbox.server.ts";
import type { RequestActionResult } from "./decision-result.ts";

// An owner's decision on one request, as the request page's action takes it (from that page or
// from a card of the inbox): a move that asks for a second step decides nothing without it, a
// confirmation past the cap nothing without the owner's override, and an undo takes back a
// decision while its guest mail is held (rules: app/features/requests/rules/decision-steps.ts).

export const statusIntentSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(requestStatuses),
  note: z.string().trim().max(STATUS_NOTE_MAX_CHARS).optional().default(""),
  [SECOND_STEP_FIELD]: z.literal(YES).optional(),
  [OVERRIDE_FIELD]: z.literal(YES).optional(),
});
export const undoIntentSchema = z.object({ intent: z.literal("undo") });

/** A success, typed as the one answer shape (the refusals are data<RequestActionResult>). */
const answer = (result: RequestActionResult): RequestActionResult => result;

export async function decide(id: string, form: z.infer<typeof statusIntentSchema>, by: string, lang: OwnerLang) {
  const t = adminText[lang];
  const d = decisionTexts[lang];
  const { status, note } = form;
  if (asksSecondStep(status) && form[SECOND_STEP_FIELD] !== YES) {
    return answer({ ok: true, message: "", ask: { status, note, requestId: id } });
  }
  const result = await changeStatus(id, status, by, note, new Date(), { passCap: form[OVERRIDE_FIELD] === YES });
  switch (result.outcome) {
    case "not-found":
      throw data(t.requestNotFound, { status: 404 });
    case "refused":
      return data<RequestActionResult>({ ok: false, message: fill(t.statusMoveRefused, { from: t[`status.${result.from}`], to: t[`status.${status}`] }) }, { status: 409 });
    case "too-early":
      return data<RequestActionResult>({ ok: false, message: fill(d.noShowTooEarly, { at: formatInstant(result.startsAt, restaurantTimeZone) }) }, { status: 409 });
    case "over-cap":
      return data<RequestActionResult>(
        { ok: false, message: fill(d.overCap, { area: result.area, left: result.left, cap: result.cap, pax: result.pax }), overCap: { status: "confirmed", note } },
        { status: 409 },
      );
    case "unchanged":
      return answer({ ok: true, message: fill(t.statusChanged, { status: t[`status.${status}`] }) });
    case "changed":
      return answer({
        ok: true,
        message: fill(t.statusChanged, { status: t[`status.${status}`] }),
        mail: result.mailQueued ? t.statusMailQueued : undefined,
        link: result.linkRenewed ? guestLinkTexts[lang].renewed : undefined,
        undoUntil: result.undoUntil?.toISOString(),
      });
  }
}

export async function undo(id: string, by: string, lang: OwnerLang) {
  const t = adminText[lang];
  const d = decisionTexts[lang];
  const result = await undoDecision(id, by);
  switch (result.outcome) {
    case "not-found":
      throw data(t.requestNotFound, { status: 404 });
    case "too-late":
      return data<RequestActionResult>({ ok: false, message: d.undoTooLate }, { status: 409 });
    case "nothing":
      return data<RequestActionResult>({ ok: false, message: d.undoNothing }, { status: 409 });
    case "undone":
      return answer({ ok: true, message: fill(d.undone, { status: t[`status.${result.status}`] }) });
  }
}
