import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin.decide";
import { adminText } from "../features/admin/shell/dictionary";
import { langFromPathname } from "../lib/lang";
import { siteFacts } from "../shell/content/site";
import { applyDecision, decideHttpStatus, decideView } from "../features/admin/decide/decide.server.ts";
import { decideTexts } from "../features/admin/decide/decide-texts";
import { DecidePage } from "../features/admin/decide/decide-page";

// The page the Confirm and Decline links of the owners' mail open (rules:
// app/features/requests/rules/decision-links.ts). Public, so an owner can decide from the
// phone's mail app without signing in: the signed token is the permission. It sits below the
// owners' layout (app/routes/admin.tsx), not below the signed-in one: never indexed nor
// cached (nor kept by the service worker, which never stores the owners' area), and its
// one POST must come from our own pages. A GET never decides: mail scanners open links.

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPathname(location.pathname);
  return [{ title: `${decideTexts[lang].pageTitle} · ${adminText[lang].areaName} · ${siteFacts.name}` }];
}

export async function loader({ params }: Route.LoaderArgs) {
  const view = await decideView(params.token);
  return data(view, { status: decideHttpStatus[view.state] });
}

export async function action({ params }: Route.ActionArgs) {
  const outcome = await applyDecision(params.token);
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
