import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import type * as FormCode from "./contact-form";
import type { ContactFormInitial, ContactFormProps } from "./contact-form";
import { useHydrated } from "./use-hydrated";

// issue 6 §3 (docs/decisions/0007-deferred-contact-form.md): the form's code (Conform,
// zod, the reservation dialog, the date picker, the robot check) is loaded only when the
// contact section comes near the screen or the visitor goes to it.
//
// The server renders the whole form, so the page's HTML holds it and it posts without
// JavaScript (issue 3 §6). In the browser that HTML is kept as it is, not hydrated (an
// element with dangerouslySetInnerHTML keeps its server children), and stays a working
// plain form until the code arrives; then the interactive form replaces it, with what
// the visitor had typed and the field they were in.

type FormModule = typeof FormCode;
const loadForm = (): Promise<FormModule> => import("./contact-form");

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

function BrowserContactForm({ wanted }: { wanted: boolean }) {
  // False while hydrating the server's page; true when the page was rendered here
  // (a client-side navigation to home), where there is no server form to show meanwhile.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const [loaded, setLoaded] = useState<{ Form: ComponentType<ContactFormProps>; initial?: ContactFormInitial }>();
  const slot = useRef<HTMLDivElement>(null);
  const load = wanted || !fromServer;

  useEffect(() => {
    if (!load || loaded) return;
    let cancelled = false;
    loadForm()
      .then(({ ContactForm }) => {
        if (cancelled) return;
        // Read what was typed and swap the forms in one task: a key pressed between the
        // reading and a later render would be lost with the server's form.
        flushSync(() => setLoaded({ Form: ContactForm, initial: typedSoFar(slot.current) }));
      })
      // Offline with the code not cached: the server's form stays, and posts without JavaScript.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [load, loaded]);

  // What was typed goes back into the fields (as typed, not as the form's defaults: its
  // 'reset' empties them), and the visitor back into the field they were in.
  const initial = loaded?.initial;
  useEffect(() => {
    const form = slot.current?.querySelector("form");
    if (!initial || !form) return;
    for (const [name, value] of Object.entries(initial.values)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = true;
      else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
      else continue;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
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

/** What the visitor typed into the server's form before its code arrived, and where they were. */
function typedSoFar(slot: HTMLElement | null): ContactFormInitial | undefined {
  const form = slot?.querySelector("form");
  if (!form) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") values[name] = value;
  const active = document.activeElement;
  const focus = active instanceof HTMLElement && form.contains(active) ? (active.getAttribute("name") ?? undefined) : undefined;
  return { values, focus };
}
