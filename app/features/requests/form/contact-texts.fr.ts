import type { contactTexts } from "./contact-texts.ts";

// French words of contact-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The guest is addressed as "vous".
export const contactTextsFr = {
  name: "Nom",
  phone: "Téléphone",
  // No-break spaces: the example number never breaks across two lines on a phone.
  phoneHint: "Avec l’indicatif du pays, p. ex. +53\u00a05\u00a0123\u00a04567",
  whatsapp: "WhatsApp",
  whatsappHint: "Me répondre sur WhatsApp",
  email: "Courriel",
  country: "Pays",
  comment: "Commentaires",
  required: "obligatoire",
  requiredNote: "Les champs marqués d’un * sont obligatoires.",
  reset: "Effacer",
  robotCheck: "Vérification anti-robot",
  robotCheckLoading: "Chargement de la vérification anti-robot…",
  robotCheckUnavailable: "La vérification anti-robot n’a pas pu être chargée. Veuillez recharger la page.",
  robotCheckOffline: "Pas de connexion : la vérification anti-robot se chargera dès que vous serez de nouveau en ligne.",
  robotCheckNeedsScript: "La vérification anti-robot nécessite JavaScript. Vous pouvez aussi écrire à {email} ou appeler le {phone}.",
  honeypot: "Laissez ce champ vide",
  receivedReservation:
    "Votre demande de réservation est bien parvenue au restaurant. Elle n’est pas encore confirmée : le restaurant vous la confirmera par courriel.",
  receivedReservationWhatsapp:
    "Votre demande de réservation est bien parvenue au restaurant. Elle n’est pas encore confirmée : le restaurant vous la confirmera par courriel et sur WhatsApp.",
  receivedContact: "Votre message est bien parvenu au restaurant. Le restaurant vous répondra par courriel.",
  receivedContactWhatsapp: "Votre message est bien parvenu au restaurant. Le restaurant vous répondra par courriel et sur WhatsApp.",
  receivedLink: "Nous vous avons envoyé un courriel avec votre lien personnel pour consulter ou annuler votre demande.",
  writeAgain: "Écrire un autre message",
} as const satisfies (typeof contactTexts)["en"];
