import { useFetcher } from "react-router";
import { adminHref } from "#app/lib/admin-paths.ts";
import type { SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { RequestSummary } from "./inbox.server.ts";
import type { RequestActionResult } from "./decision-result.ts";
import { DecisionAnswer, GuardedDecision, UndoForm, type FormComponent } from "./decision-step.tsx";
import { SlotLoadList } from "./slot-load-list.tsx";
import { decisionTexts } from "./decision-texts.ts";
import "./decision.css";

/**
 * Confirm and Decline on a new request's card, with its slot's covers per area beside them. Both
 * post to the request's own page action (app/routes/admin.request.tsx): with JavaScript through a
 * fetcher, so the owner stays in the list; without it the browser goes to that page, which shows
 * the answer (and, for Decline, the second step first).
 */
export function CardDecision({ request, load }: { request: RequestSummary; load: readonly SlotLoad[] | undefined }) {
  const { lang, t } = useAdminText();
  const fetcher = useFetcher<RequestActionResult>();
  const answer = fetcher.data;
  const action = adminHref(lang, `/requests/${encodeURIComponent(request.id)}`);
  // Kept after the decision while its answer (the undo) still matters, though the card is no longer new.
  if (request.status !== "new" && !answer) return null;
  const PostForm = fetcher.Form as FormComponent;
  const hasEmail = request.email !== "";
  const busy = fetcher.state !== "idle";
  return (
    <div className="decision-card" role="group" aria-label={`${decisionTexts[lang].decideHere}: ${request.name}`}>
      <SlotLoadList load={load ?? []} />
      {request.status === "new" ? (
        <>
          <PostForm method="post" action={action} className="decision-first">
            <input type="hidden" name="intent" value="status" />
            <button className="admin-button admin-button--small admin-button--confirmed" type="submit" name="status" value="confirmed" disabled={busy}>
              {t["action.confirmed"]}
            </button>
          </PostForm>
          <GuardedDecision status="declined" hasEmail={hasEmail} Form={PostForm} action={action} small />
        </>
      ) : null}
      {answer?.message ? (
        <p className={`decision-card__answer ${answer.ok ? "admin-notice" : "admin-error"}`} role={answer.ok ? "status" : "alert"}>
          {answer.message} {answer.mail ?? ""}
        </p>
      ) : null}
      <DecisionAnswer answer={answer} hasEmail={hasEmail} Form={PostForm} action={action} />
      {answer?.undoUntil ? <UndoForm until={answer.undoUntil} Form={PostForm} action={action} /> : null}
    </div>
  );
}
