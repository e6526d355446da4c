import type { Route } from "./+types/home";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { ContactForm } from "../features/contact/contact-form";

export { contactAction as action } from "../features/contact/contact-action.server";

export function meta(_: Route.MetaArgs) {
  return [{ title: "La Terraza Trinidad" }];
}

export default function Page() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main>
      <h1>home</h1>
      <p>{root?.lang}</p>
      <section id="form-contact">
        <ContactForm />
      </section>
    </main>
  );
}
