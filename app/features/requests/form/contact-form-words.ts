import { useLoaderData } from "react-router";
import type { contactTexts } from "./contact-texts.ts";
import type { ReservationTexts } from "./reservation-texts.ts";
import type { scheduleFormTexts } from "./schedule-form-texts.ts";
import type { ContactMessages } from "../rules/contact-messages.ts";

// The contact form's words reach the browser with the page's data, in the page's language only
// (docs/decisions/0034-words-in-the-pages-language.md): the form's components take them as props,
// named by these types; the dictionaries themselves are read on the server
// (contact-form-words.server.ts).

/** The form's labels, notes and the robot check's words (contact-texts.ts) in one language. */
export type ContactWords = (typeof contactTexts)["en"];
/** What the form says about the schedule (schedule-form-texts.ts) in one language. */
export type ScheduleFormWords = (typeof scheduleFormTexts)["en"];

/** Everything the contact and reservation form says, in the page's language. */
export type ContactFormWords = {
  contact: ContactWords;
  reservation: ReservationTexts;
  schedule: ScheduleFormWords;
  /** The rules' messages (contact-messages.ts): the check in the browser words the schema's codes with these, as the server does. */
  messages: ContactMessages;
};

/** What the loader of a page with the contact form adds to its data. */
export type ContactFormData = { contactForm: ContactFormWords };

/** The form's words from the data of the page it is on (its loader adds them: contactFormWords()). */
export function useContactFormWords(): ContactFormWords | undefined {
  return useLoaderData<Partial<ContactFormData> | undefined>()?.contactForm;
}
