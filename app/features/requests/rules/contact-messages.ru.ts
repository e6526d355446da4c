import type { contactMessages } from "./contact-messages.ts";

// Russian words of contact-messages.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// Counts are written so that no noun follows a number ("Максимум символов: {max}", "{max} чел."):
// see docs/translations/ru.md, "What the sentence shapes lack".
export const contactMessagesRu = {
  nameRequired: "Укажите имя",
  urlsNotAllowed: "Ссылки не допускаются",
  tooLong: "Максимум символов: {max}",
  phoneInvalid: "Неверный номер телефона",
  emailRequired: "Укажите электронную почту",
  emailInvalid: "Неверный адрес электронной почты",
  countryRequired: "Укажите страну",
  commentRequired: "Напишите комментарий",
  captchaRequired: "Пожалуйста, пройдите проверку reCAPTCHA.",
  captchaFailed: "Проверка на робота не пройдена или устарела. Пожалуйста, пройдите её ещё раз.",
  reservationIncomplete: "Пожалуйста, заполните все поля бронирования.",
  dateInvalid: "Неверная дата.",
  dateOutOfRange: "Выберите дату с {min} по {max}.",
  timeInvalid: "Выберите время из списка.",
  dateClosed: "{date} мы закрыты. Выберите другой день.",
  // The owners write an exception's label in English and Spanish only: a Russian guest reads the English one.
  dateClosedFor: "{date} мы закрыты: {labelEn}. Выберите другой день.",
  timeNotServed: "{date} мы принимаем гостей в такое время: {hours}. Выберите время из списка.",
  timeTooSoon: "Слишком скоро: бронируйте минимум за {notice} или позвоните нам по номеру {phone}.",
  timePassed: "Это время уже прошло. Выберите более позднее.",
  slotFull: "В зоне «{area}» на {time} {date} мест не осталось. Напишите нам в WhatsApp или позвоните по номеру {phone}, и мы подберём вам место.",
  partyTooLarge: "Если вас {min} или больше, напишите нам в WhatsApp или позвоните по номеру {phone}, и мы всё устроим.",
  areaInvalid: "Выберите зону из списка.",
  paxInvalid: "Укажите целое число гостей.",
  paxTooFew: "Минимум {min} чел.",
  paxTooMany: "Максимум {max} чел.",
  balconyNote: "Столики на {max} чел.",
  balconyTooMany: "На балконе — максимум {max} чел.",
  sending: "Отправляем...",
  success: "Форма успешно отправлена ✅",
  acknowledgementWithheld:
    "Ваша заявка дошла до ресторана, но письмо о том, что мы её получили, сейчас отправить не удалось. Ресторан всё равно вам ответит.",
  httpError: "Не удалось отправить. Пожалуйста, попробуйте ещё раз.",
  unexpectedError: "Произошла непредвиденная ошибка.",
  formTrouble: "Всё, что вы ввели, сохранено здесь: попробуйте ещё раз или обновите страницу, либо напишите на {email} или позвоните по номеру {phone}.",
  offline: "Нет подключения: форма не отправлена. Всё, что вы ввели, сохранено здесь; отправьте её снова, когда интернет вернётся.",
  tooManyRequests: "Слишком много запросов с вашего подключения. Попробуйте ещё раз через {minutes} мин.",
  payloadTooLarge: "Запрос слишком большой.",
  unsupportedMediaType: "Отправьте запрос в формате JSON (Content-Type: application/json).",
  malformedJson: "Запрос не является корректным JSON.",
} as const satisfies (typeof contactMessages)["en"];
