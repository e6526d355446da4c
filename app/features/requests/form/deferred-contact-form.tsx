import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useLang } from "#app/lib/use-lang.ts";
import type * as FormCode from "./contact-form.tsx";
import type { ContactFormInitial, ContactFormProps } from "./contact-form.tsx";
import { fillForm, typedValues } from "#app/ui/form-snapshot.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";

// docs/product.md §15.3 (docs/decisions/0007-deferred-contact-form.md): the form's code (Conform,
// zod, the reservation dialog, the date picker, the robot check) is loaded only when the
// contact section comes near the screen or the visitor goes to it.
//
// The server renders the whole form, so the page's HTML holds it and it posts without
// JavaScript (docs/product.md §7.2). In the browser that HTML is kept as it is, not hydrated (an
// element with dangerouslySetInnerHTML keeps its server children), and stays a working
// plain form until the code arrives; then the interactive form replaces it, with what
// the visitor had typed and the field they were in.

type FormModule = typeof FormCode;
/** The form's module once it has arrived in this browser, so a page rendered here can show it at once. */
let arrived: FormModule | undefined;
const loadForm = (): Promise<FormModule> => import("./contact-form.tsx").then((module) => (arrived = module));

/**
 * Fetches the form's code ahead of a navigation in the browser (the home page's
 * clientLoader), so the page it renders holds the form, in its language, from its first
 * paint. A failure is not the navigation's: the page then loads the form as it can.
 */
export function preloadContactForm(): Promise<unknown> {
  return loadForm().catch(() => undefined);
}

// Loaded before the server renders anything, so the server's render never waits for it.
const serverModule: FormModule | undefined = import.meta.env.SSR ? await loadForm() : undefined;

export function DeferredContactForm({ wanted }: { wanted: boolean }) {
  if (serverModule) {
    const ServerForm = serverModule.ContactForm;
    return (
      <div className="contact-form-slot">
        <ServerForm />
      </div>
    );
  }
  return <BrowserContactForm wanted={wanted} />;
}

type LoadedForm = { Form: ComponentType<ContactFormProps>; initial?: ContactFormInitial };

function BrowserContactForm({ wanted }: { wanted: boolean }) {
  // False while hydrating the server's page; true when the page was rendered here
  // (a client-side navigation to home), where there is no server form to show meanwhile.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const lang = useLang();
  // The server's form speaks the language of the page it came with. After a switch of
  // language in the browser it must not stay on screen: the form takes over at once.
  const [serverLang] = useState(lang);
  const [loaded, setLoaded] = useState<LoadedForm | undefined>(() =>
    !fromServer && arrived ? { Form: arrived.ContactForm } : undefined,
  );
  const slot = useRef<HTMLDivElement>(null);
  const load = wanted || !fromServer || lang !== serverLang;

  // A layout effect: when the code is already here, the swap happens before the browser
  // paints the page (the server's form in the old language is never seen).
  useLayoutEffect(() => {
    if (!load || loaded) return;
    // Read what was typed and swap the forms in one task: a key pressed between the
    // reading and a later render would be lost with the server's form.
    const swap = ({ ContactForm }: FormModule) =>
      setLoaded({ Form: ContactForm, initial: typedSoFar(slot.current) });
    const ready = arrived;
    if (ready && lang !== serverLang) return swap(ready);
    if (ready) {
      // Not inside the event that asked for the form (a focus in one of its fields): a tool
      // that focuses a field and sets its value in one script would write into the form
      // being replaced. In a task of its own, the swap reads that value too.
      const timer = setTimeout(() => flushSync(() => swap(ready)));
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    loadForm()
      .then((module) => {
        if (!cancelled) flushSync(() => swap(module));
      })
      // The server's form stays, with what was typed. Offline, the page says so already;
      // otherwise the form's own notice tells the visitor what to do.
      .catch(() => {
        if (navigator.onLine) slot.current?.querySelector("[data-form-trouble]")?.removeAttribute("hidden");
      });
    return () => {
      cancelled = true;
    };
    // `lang` and `serverLang` only matter when `load` changes with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, loaded]);

  // What was typed goes back into the fields, and the visitor back into the field they were in.
  const initial = loaded?.initial;
  useEffect(() => {
    const form = slot.current?.querySelector("form");
    if (!initial || !form) return;
    fillForm(form, initial.values);
    if (initial.focus) form.querySelector<HTMLElement>(`[name="${CSS.escape(initial.focus)}"]`)?.focus();
  }, [initial]);

  if (loaded) {
    const { Form, initial } = loaded;
    return (
      <div key="interactive" className="contact-form-slot" ref={slot}>
        <Form initial={initial} />
      </div>
    );
  }
  // The server's HTML stays untouched until the form's code is here.
  return <div key="server" className="contact-form-slot" ref={slot} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/** What the visitor typed into the server's form before its code arrived, where they were, and the form itself. */
function typedSoFar(slot: HTMLElement | null): ContactFormInitial | undefined {
  const form = slot?.querySelector("form");
  if (!slot || !form) return undefined;
  const active = document.activeElement;
  const focus = active instanceof HTMLElement && form.contains(active) ? (active.getAttribute("name") ?? undefined) : undefined;
  return { values: typedValues(form), focus, serverHtml: slot.innerHTML };
}
