import { parseWithZod } from "@conform-to/zod/v4";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/manage-page";
import { config } from "../config.server.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { langFromPathname } from "../lib/lang.ts";
import { isSameOrigin } from "../lib/same-origin.ts";
import type { PageHandle } from "../root.tsx";
import { askForChange, cancelByGuest, findByManageToken } from "../features/manage/manage.server.ts";
import { manageMeta, manageView, restaurantContact } from "../features/manage/manage-page.server.ts";
import { closedActionText, manageIssueTexts, manageTexts } from "../features/manage/manage-texts.ts";
import { changeMessageSchema } from "../features/manage/rules/change-message-schema.ts";
import { guestActionClosed, MANAGE_FORM_MAX_BYTES, type ActionClosed, type GuestAction } from "../features/manage/rules/manage-rules.ts";
import { ManageExpired, ManageNotFound, ManagePage, type ManageActionResult } from "../features/manage/manage-views.tsx";

// The guest's own page behind the link in their mails (docs/decisions/0018-reservation-links.md).
// Opening it changes nothing (mail scanners and link previews fetch links); the two changes,
// cancel and ask for a change, are same-origin POSTs, each taken only inside its window
// (app/features/manage/rules/manage-rules.ts): outside it the page says why, and a post is
// refused with the same words. It works without JavaScript and sends none: root.tsx leaves out
// the scripts for a route whose handle says so.

export const handle: PageHandle = { scripts: false };

/** Kept by no cache and no search engine: the address is the key to a guest's request. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The page's address after a change: the guest sees the result, and a reload posts nothing again. */
const DONE = ["cancelled", "message"] as const;
type Done = (typeof DONE)[number];

export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPathname(url.pathname);
  const t = manageTexts[lang];
  const site = await currentFacts();
  const contact = restaurantContact(site);
  const found = await findByManageToken(params.token);
  if (found.outcome === "not-found") {
    return data({ kind: "not-found" as const, lang, words: t, contact, meta: manageMeta(t.notFoundTitle, site) }, { status: 404 });
  }
  if (found.outcome === "expired") {
    return data({ kind: "expired" as const, lang, words: t, contact, meta: manageMeta(t.expiredTitle, site) }, { status: 404 });
  }
  const done = url.searchParams.get("done");
  const view = manageView(found.request, lang);
  return {
    kind: "page" as const,
    lang,
    // The page's words, in its language only (docs/decisions/0034-words-in-the-pages-language.md).
    words: t,
    contact,
    meta: manageMeta(t.title, site),
    // Where the forms post: the page itself, without the query of a notice or of the confirmation step.
    path: url.pathname,
    view,
    // The confirmation step of a cancellation is a page of its own (a GET: it changes nothing).
    confirming: url.searchParams.has("cancel") && view.cancelClosed === null,
    done: (DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const lang = langFromPathname(url.pathname);
  const t = manageTexts[lang];
  // The same guard as every other change on the site (app/lib/same-origin.ts): a form on
  // another site cannot cancel a guest's reservation.
  if (!isSameOrigin(request, [config().SITE_URL])) {
    return data<ManageActionResult>({ kind: "refused", message: t.refused }, { status: 403 });
  }
  const read = await readForm(request, { maxBytes: MANAGE_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<ManageActionResult>({ kind: "refused", message: t.refused }, { status: refusalStatus(read.reason) });
  const found = await findByManageToken(params.token);
  // A wrong or expired link: the loader answers with its page (404).
  if (found.outcome !== "found") return data<ManageActionResult>({ kind: "refused", message: t.refused }, { status: 404 });
  const { request: stored } = found;
  const formData = read.formData;
  const intent = formData.get("intent");

  // Outside an action's window: the words the page shows in its place, and nothing changes.
  const closed = (action: GuestAction, why: ActionClosed) =>
    data<ManageActionResult>({ kind: "closed", message: `${closedActionText(lang, action, why)} ${t.nothingChanged}` }, { status: 409 });

  const alreadyCancelled = () => data<ManageActionResult>({ kind: "closed", message: t.alreadyCancelled }, { status: 409 });

  if (intent === "cancel") {
    if (stored.status === "cancelled") return alreadyCancelled();
    const shut = guestActionClosed("cancel", stored, new Date());
    if (shut) return closed("cancel", shut);
    // Without the confirmation field this is the first step: show the question, change nothing.
    if (formData.get("confirm") !== "yes") return redirect(`${url.pathname}?cancel`, 303);
    // The transaction checks the window again, against the request as it is then.
    const result = await cancelByGuest(stored.id);
    if (result.outcome === "cancelled") return redirect(`${url.pathname}?done=cancelled`, 303);
    if (result.outcome === "already-cancelled") return alreadyCancelled();
    return closed("cancel", result.why);
  }

  if (intent === "ask") {
    const shut = guestActionClosed("ask", stored, new Date());
    if (shut) return closed("ask", shut);
    const submission = parseWithZod(formData, { schema: changeMessageSchema, formatError: manageIssueTexts(lang) });
    if (submission.status !== "success") return data<ManageActionResult>({ kind: "ask", result: submission.reply() }, { status: 400 });
    const outcome = await askForChange(stored.id, submission.value.message);
    if (outcome.outcome === "closed") return closed("ask", outcome.why);
    if (outcome.outcome === "too-many") {
      return data<ManageActionResult>({ kind: "ask", result: submission.reply({ formErrors: [t.tooManyMessages] }) }, { status: 429 });
    }
    return redirect(`${url.pathname}?done=message`, 303);
  }
  return data<ManageActionResult>({ kind: "refused", message: t.refused }, { status: 400 });
}

export default function ManageRoute({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "not-found":
      return <ManageNotFound lang={loaderData.lang} t={loaderData.words} />;
    case "expired":
      return <ManageExpired t={loaderData.words} contact={loaderData.contact} />;
    case "page":
      return <ManagePage {...loaderData} actionData={actionData} />;
  }
}
