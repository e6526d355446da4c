import type { manageTexts } from "./manage-texts.ts";

// French words of manage-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md): the guest's page, addressed as "vous".
export const manageTextsFr = {
  title: "Votre demande",
  statusHeading: "Statut",
  detailsHeading: "Votre demande",
  name: "Nom",
  date: "Date",
  time: "Heure",
  area: "Emplacement",
  people: "Personnes",
  received: "Envoyée le {when} (heure de Cuba)",
  reference: "Référence",
  contactHeading: "Une question ? Parlez-nous",
  phone: "Téléphone",
  whatsapp: "WhatsApp",
  writeOnWhatsapp: "Écrire sur WhatsApp",
  cancelHeading: "Annuler votre demande",
  cancelIntro: "Vous ne pouvez pas venir ? Prévenez le restaurant, pour qu’il puisse donner la table à quelqu’un d’autre.",
  cancelButton: "Annuler ma demande…",
  confirmHeading: "Annuler cette demande ?",
  confirmText: "Le restaurant sera prévenu immédiatement. Vous ne pourrez pas revenir en arrière ici ; si vous venez finalement, envoyez une nouvelle demande ou appelez.",
  confirmButton: "Oui, annuler ma demande",
  keepButton: "Non, la garder",
  cancelled: "Votre demande est annulée. Le restaurant a été prévenu.",
  alreadyCancelled: "Cette demande était déjà annulée. Rien n’a changé.",
  "closed.cancel.begun":
    "L’heure de votre réservation est arrivée : elle ne peut donc plus être annulée ici. En cas d’imprévu, appelez le restaurant ou écrivez-lui.",
  "closed.cancel.settled": "Cette demande n’est plus ouverte : il n’y a donc rien à annuler ici.",
  "closed.ask.begun":
    "L’heure de votre réservation est arrivée : un message envoyé d’ici parviendrait trop tard au restaurant. Appelez-le ou écrivez-lui plutôt sur WhatsApp.",
  "closed.ask.settled":
    "Cette demande n’est plus ouverte : vous ne pouvez donc pas demander de modification ici. Pour venir un autre jour, envoyez une nouvelle demande ou appelez.",
  nothingChanged: "Rien n’a changé.",
  askHeading: "Demander une modification",
  askIntro: "Une autre heure, plus de personnes, une question ? Écrivez un court message ; le restaurant vous répondra.",
  messageLabel: "Votre message",
  messageHint: "{n} caractères au maximum.",
  askButton: "Envoyer le message",
  messageSent: "Votre message a été envoyé au restaurant. Vous recevrez bientôt une réponse.",
  messageMissing: "Écrivez d’abord votre message.",
  messageTooLong: "Votre message est trop long : {n} caractères au maximum.",
  tooManyMessages: "Cette demande a déjà reçu de nombreux messages. Veuillez plutôt appeler ou écrire sur WhatsApp.",
  refused: "Ce formulaire n’a pas pu être envoyé d’ici. Veuillez rouvrir votre lien et réessayer.",
  notFoundTitle: "Lien introuvable",
  notFoundText:
    "Ce lien ne mène à aucune demande. Vérifiez que vous avez copié l’adresse complète depuis le courriel. Si le restaurant vous a écrit depuis, utilisez le lien de son dernier courriel.",
  expiredTitle: "Ce lien a expiré",
  expiredText: "La date de cette demande est passée : sa page est donc fermée. Pour joindre le restaurant, appelez ou écrivez sur WhatsApp :",
  backHome: "Retour à la page d’accueil",
} as const satisfies (typeof manageTexts)["en"];
