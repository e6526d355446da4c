import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin.decide";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerLangFromPathname } from "../lib/lang.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { applyDecision, decideHttpStatus, decideView } from "../features/admin/decide/decide.server.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { decideTexts } from "../features/admin/decide/decide-texts.ts";
import { DecidePage } from "../features/admin/decide/decide-page.tsx";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm } from "../request-body.server.ts";
import { OVERRIDE_FIELD, YES } from "../features/requests/rules/decision-steps.ts";

// The page the Confirm and Decline links of the owners' mail open (rules:
// app/features/requests/rules/decision-links.ts). It sits below the signed-in layout
// (app/routes/admin.signed-in.tsx): its guard answers anyone without an owner's session with the
// sign-in page, which comes back here after sign-in, so the owners' mail can reply to the guest
// and a quoted link is worth nothing to them (docs/decisions/0025-decision-links-need-an-owner.md).
// The signed token still names the request and the decision. Never indexed nor cached (the
// owners' layout, app/routes/admin.tsx), and its one POST must come from our own pages. A GET
// never decides: mail scanners open links.

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = ownerLangFromPathname(location.pathname);
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${decideTexts[lang].pageTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ params }: Route.LoaderArgs) {
  const view = await decideView(params.token);
  return data(view, { status: decideHttpStatus[view.state] });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  // The owner's explicit "confirm anyway" past the cap (docs/product.md §17); anything else decides within it.
  const passCap = read.ok && read.formData.get(OVERRIDE_FIELD) === YES;
  const outcome = await applyDecision(params.token, ownerOf(context), new Date(), { passCap });
  return data(outcome, { status: decideHttpStatus[outcome.state] });
}

// After the button, the page shows what the action did; asking the loader again would only
// say that the link is now used.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function Decide({ loaderData, actionData }: Route.ComponentProps) {
  return <DecidePage outcome={actionData ?? loaderData} />;
}
