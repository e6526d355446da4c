import type { contactTexts } from "./contact-texts.ts";

// Russian words of contact-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const contactTextsRu = {
  name: "Имя",
  phone: "Телефон",
  // No-break spaces: the example number never breaks across two lines on a phone.
  phoneHint: "С кодом страны, например +53\u00a05\u00a0123\u00a04567",
  whatsapp: "WhatsApp",
  whatsappHint: "Ответьте мне в WhatsApp",
  email: "Эл. почта",
  country: "Страна",
  comment: "Комментарий",
  required: "обязательно",
  requiredNote: "Поля, отмеченные *, обязательны.",
  reset: "Очистить",
  robotCheck: "Проверка на робота",
  robotCheckLoading: "Загружаем проверку на робота…",
  robotCheckUnavailable: "Не удалось загрузить проверку на робота. Пожалуйста, обновите страницу.",
  robotCheckOffline: "Нет подключения: проверка на робота загрузится, когда интернет вернётся.",
  robotCheckNeedsScript: "Для проверки на робота нужен JavaScript. Вы также можете написать на {email} или позвонить по номеру {phone}.",
  honeypot: "Оставьте это поле пустым",
  receivedReservation: "Ваша заявка на бронирование дошла до ресторана. Она ещё не подтверждена: ресторан подтвердит её по электронной почте.",
  receivedReservationWhatsapp:
    "Ваша заявка на бронирование дошла до ресторана. Она ещё не подтверждена: ресторан подтвердит её по электронной почте и в WhatsApp.",
  receivedContact: "Ваше сообщение дошло до ресторана. Ресторан ответит вам по электронной почте.",
  receivedContactWhatsapp: "Ваше сообщение дошло до ресторана. Ресторан ответит вам по электронной почте и в WhatsApp.",
  receivedLink: "Мы отправили вам письмо с личной ссылкой: по ней можно посмотреть или отменить заявку.",
  writeAgain: "Написать ещё одно сообщение",
} as const satisfies (typeof contactTexts)["en"];
