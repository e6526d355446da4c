import type { Lang } from "#app/lib/lang.ts";
import { contactMessages } from "../rules/contact-messages.ts";
import type { ContactFormData } from "./contact-form-words.ts";
import { contactTexts } from "./contact-texts.ts";
import { reservationTexts } from "./reservation-texts.ts";
import { scheduleFormTexts } from "./schedule-form-texts.ts";

/** The contact form's words in the page's language, for the loader of the page that shows it. */
export function contactFormWords(lang: Lang): ContactFormData {
  return {
    contactForm: {
      contact: contactTexts[lang],
      reservation: reservationTexts[lang],
      schedule: scheduleFormTexts[lang],
      messages: contactMessages[lang],
    },
  };
}
