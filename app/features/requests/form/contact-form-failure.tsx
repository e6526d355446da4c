import { Component, useEffect, useId, useRef, type ReactNode } from "react";
import { fillForm, typedValues } from "#app/ui/form-snapshot.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import type { ContactMessages } from "../rules/contact-messages.ts";
import { formTrouble } from "./form-trouble.ts";

// Whatever breaks inside the interactive contact form, the visitor keeps what they typed
// and is told what to do: the form gives way to the server's form it replaced (which posts
// without JavaScript), filled with their text, under a message with the e-mail and phone.

/** The interactive form's id (contact-form.tsx), read here when it breaks. */
export const CONTACT_FORM_ID = "contact-form";

type Props = {
  /** The server's form as it was before the interactive one took its place, when there was one. */
  serverHtml?: string;
  /** The e-mail and phone in force, which the message offers (the root loader's facts). */
  facts: Pick<SiteFacts, "email" | "phone">;
  /** The message's words, in the page's language (the page's data). */
  messages: ContactMessages;
  children: ReactNode;
};
type State = { typed: Record<string, string> | null };

export class ContactFormBoundary extends Component<Props, State> {
  override state: State = { typed: null };

  static getDerivedStateFromError(): State {
    // Read while the broken form is still in the document: its fields hold the newest text.
    return { typed: typeof document === "undefined" ? {} : typedValues(document.forms.namedItem(CONTACT_FORM_ID)) };
  }

  override componentDidCatch(error: unknown) {
    console.error("The contact form broke:", error);
  }

  override render() {
    if (this.state.typed === null) return this.props.children;
    return <ContactFormFailure serverHtml={this.props.serverHtml} facts={this.props.facts} messages={this.props.messages} typed={this.state.typed} />;
  }
}

function ContactFormFailure({ serverHtml, facts, messages, typed }: Omit<Props, "children"> & { typed: Record<string, string> }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = box.current?.querySelector("form");
    if (form) fillForm(form, typed);
  }, [typed]);
  return (
    <div ref={box}>
      <p role="alert" id={id} className="form-alert">
        {formTrouble(messages, facts).join(" ")}
      </p>
      {serverHtml ? (
        <div dangerouslySetInnerHTML={{ __html: serverHtml }} />
      ) : (
        <textarea readOnly aria-labelledby={id} rows={6} value={Object.values(typed).join("\n")} />
      )}
    </div>
  );
}
