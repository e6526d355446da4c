import { clientAddressContext } from "../client-address.server.ts";
import { contactEndpoint, methodNotAllowed } from "../features/requests/contact-endpoint.server.ts";
import type { Route } from "./+types/api.contact";

// POST /api/contact and /tapas-backend/mailer_request.php (docs/product.md §7).
export function action({ request, context }: Route.ActionArgs) {
  return contactEndpoint(request, context.get(clientAddressContext));
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request);
}
