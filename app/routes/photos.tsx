import type { Route } from "./+types/photos";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

export function meta(_: Route.MetaArgs) {
  return [{ title: "La Terraza Trinidad" }];
}

export default function Page() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main>
      <h1>photos</h1>
      <p>{root?.lang}</p>
    </main>
  );
}
