import { Suspense } from "react";
import { data, Link } from "react-router";
import { z } from "../zod.ts";
import type { Route } from "./+types/admin.request";
import type { PageHandle } from "#app/root.tsx";
import { allowedMoves, STATUS_NOTE_MAX_CHARS } from "../features/requests/rules/request-status.ts";
import { fill } from "../lib/fill.ts";
import { noShowOpen } from "../features/requests/rules/reservation-start.ts";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { requestDetail, sendAgain, undoableUntil } from "../features/admin/inbox/inbox.server.ts";
import { decide, statusIntentSchema, undo, undoIntentSchema } from "../features/admin/inbox/status-action.server.ts";
import type { RequestActionResult } from "../features/admin/inbox/decision-result.ts";
import { DecisionAnswer, UndoForm } from "../features/admin/inbox/decision-step.tsx";
import { guestHistory } from "../features/admin/inbox/guest-history.server.ts";
import { GuestHistoryLine } from "../features/admin/inbox/guest-history.tsx";
import { MailList } from "../features/admin/inbox/mail-list.tsx";
import { guestMessagesOf, revokeManageLink } from "../features/manage/manage.server.ts";
import { GuestLinkPanel } from "../features/admin/inbox/guest-link-panel.tsx";
import { guestLinkTexts } from "../features/admin/inbox/guest-link-texts.ts";
import { adminHref } from "../lib/admin-paths.ts";
import { RequestFacts } from "../features/admin/inbox/request-facts.tsx";
import { StatusPanel } from "../features/admin/inbox/status-panel.tsx";
import { markGuestNewsSeen } from "../features/admin/inbox/guest-news.server.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { whatsappOffer } from "../features/requests/mail-templates.server.ts";
import { mailAddresses } from "../features/outbox/mail-transport.server.ts";
import { config } from "../config.server.ts";
import { charCounterTexts } from "../features/admin/shell/char-counter-texts.ts";
import { mailTexts } from "../features/requests/mail-texts.ts";
import { areas } from "../booking/areas.ts";
import { currentSchedule } from "../features/schedule/schedule-store.server.ts";
import { slotLoadOf } from "../features/schedule/capacity.server.ts";
import { reservationChangesOf } from "../features/requests/reservation-changes.server.ts";

// Every control here works as a plain form: the scripts load after the page (root.tsx, PageHandle).
export const handle: PageHandle = { scripts: "after-load" };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${loaderData?.request.name ?? t.inboxTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

// Opening a request's page is how the owners see its guest's messages and cancellation: marked
// seen before any loader runs, so the navigation's badge on this very page no longer counts them.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params }, next) => {
    await markGuestNewsSeen(params.id);
    return next();
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const detail = await requestDetail(params.id);
  if (!detail) throw data(adminText[ownerLangFromPathname(new URL(request.url).pathname)].requestNotFound, { status: 404 });
  const whatsapp = await whatsappOffer(detail.request, detail.changes, mailAddresses(config()).siteUrl);
  return {
    ...detail,
    // A no-show only once the reservation has begun (the action refuses it before, too).
    moves: allowedMoves(detail.request.status).filter((s) => s !== "no-show" || noShowOpen(detail.request, new Date())),
    undoUntil: (await undoableUntil(params.id))?.toISOString(),
    whatsapp,
    // The reply's subject in the language the guest used on the site: that language's words
    // only, not the mail dictionary's every language (docs/decisions/0034-words-in-the-pages-language.md).
    replySubject: mailTexts[detail.request.lang].replySubject,
    history: await guestHistory(detail.request),
    messages: await guestMessagesOf(params.id),
    reservationChanges: await reservationChangesOf(params.id),
    // docs/product.md §17: what confirming does to the evening, beside the reservation.
    slotLoad:
      detail.request.reservationDate && detail.request.reservationTime
        ? await slotLoadOf(await currentSchedule(), detail.request.reservationDate, detail.request.reservationTime, areas)
        : [],
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  statusIntentSchema,
  undoIntentSchema,
  z.object({ intent: z.literal("resend"), mail: z.string().min(1).max(500) }),
  z.object({ intent: z.literal("end-link") }),
]);

export type { RequestActionResult };

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const owner = ownerOf(context);
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<RequestActionResult>({ ok: false, message: t.formRefused }, { status: refusalStatus(read.reason) });
  // A note past its limit is refused beside its field with what the owner typed, never cut.
  const note = read.formData.get("note");
  if (read.formData.get("intent") === "status" && typeof note === "string" && note.trim().length > STATUS_NOTE_MAX_CHARS) {
    const message = fill(charCounterTexts[lang].tooLong, { max: STATUS_NOTE_MAX_CHARS });
    return data<RequestActionResult>({ ok: false, message, noteRefused: { message, note } }, { status: 400 });
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(read.formData));
  if (!parsed.success) return data<RequestActionResult>({ ok: false, message: t.actionRefused }, { status: 400 });
  if (parsed.data.intent === "status") return decide(params.id, parsed.data, owner.email, lang);
  if (parsed.data.intent === "undo") return undo(params.id, owner.email, lang);
  if (parsed.data.intent === "end-link") {
    const ended = await revokeManageLink(params.id);
    if (!ended) return data<RequestActionResult>({ ok: false, message: t.actionRefused }, { status: 409 });
    return data<RequestActionResult>({ ok: true, message: guestLinkTexts[lang].ended });
  }
  const queued = await sendAgain(params.id, parsed.data.mail);
  if (!queued) return data<RequestActionResult>({ ok: false, message: t.actionRefused }, { status: 409 });
  return data<RequestActionResult>({ ok: true, message: t.sendAgainQueued });
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { request, changes, mails, moves, whatsapp, history, messages, undoUntil } = loaderData;
  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/requests")}>← {t.allRequests}</Link>
      </p>
      <h1 className="admin-break">{request.name}</h1>
      <p className="admin-muted">
        {t.sourceLabel}: {t[`source.${request.source}`]}
      </p>
      {actionData?.message ? (
        <p className={actionData.ok ? "admin-notice" : "admin-error"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      ) : null}
      <DecisionAnswer answer={actionData} hasEmail={request.email !== ""} />
      {undoUntil ? <UndoForm until={undoUntil} /> : null}
      {actionData?.mail ? <p className="admin-notice">{actionData.mail}</p> : null}
      {actionData?.link ? <p className="admin-notice">{actionData.link}</p> : null}
      {/* The status first: on a phone its buttons come on the first screen; from 60rem admin.css
          sets it in the right column above the mails, beside the facts. */}
      {/* Each column hydrates apart, the status first (docs/decisions/0020-hydration-by-section.md). */}
      <div className="admin-detail">
        <div className="admin-detail__status">
          <Suspense>
            <StatusPanel
              status={request.status}
              moves={moves}
              receivedAt={request.createdAt}
              changes={changes}
              whatsapp={whatsapp}
              messages={messages}
              noteRefused={actionData && "noteRefused" in actionData ? actionData.noteRefused : undefined}
              hasEmail={request.email !== ""}
            />
          </Suspense>
        </div>
        <div className="admin-detail__main">
          <Suspense>
            <GuestHistoryLine history={history} email={request.email} phone={request.phone} />
            <RequestFacts request={request} replySubject={loaderData.replySubject} slotLoad={loaderData.slotLoad} reservationChanges={loaderData.reservationChanges} />
          </Suspense>
        </div>
        <div className="admin-detail__side">
          <Suspense>
            <MailList mails={mails} />
            <GuestLinkPanel hasLink={request.manageTokenHash !== null} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
