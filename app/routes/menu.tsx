import type { Route } from "./+types/menu";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

export function meta(_: Route.MetaArgs) {
  return [{ title: "La Terraza Trinidad" }];
}

export default function Page() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main>
      <h1>menu</h1>
      <p>{root?.lang}</p>
    </main>
  );
}
