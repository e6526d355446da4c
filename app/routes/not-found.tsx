import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound(_: Route.ComponentProps) {
  return (
    <main>
      <h1>404 - Página no encontrada</h1>
    </main>
  );
}
