import { fullSlotsResponse } from "../features/schedule/full-slots.server";
import type { Route } from "./+types/api.full-slots";

// GET /api/full-slots?date=…&pax=… (app/features/schedule/rules/full-slots-api.ts): the reservation
// form marks these slots full.
export function loader({ request }: Route.LoaderArgs) {
  return fullSlotsResponse(request);
}
