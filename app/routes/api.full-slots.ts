import { fullSlotsResponse } from "../features/requests/full-slots.server.ts";
import type { Route } from "./+types/api.full-slots";

// GET /api/full-slots?date=…&pax=… (app/features/requests/rules/full-slots-api.ts): the reservation
// form marks these slots full.
export function loader({ request }: Route.LoaderArgs) {
  return fullSlotsResponse(request);
}
