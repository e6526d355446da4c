import type { scheduleFormTexts } from "./schedule-form-texts.ts";

// Russian words of schedule-form-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const scheduleFormTextsRu = {
  outOfRange: "{date}: бронирование возможно с {min} по {max}.",
  closedDay: "{date}: закрыто.",
  dayOver: "{date}: на этот день столики больше не бронируются.",
  dateGone: "На {date} забронировать уже нельзя: выберите другую дату.",
  timeGone: "На {time} забронировать уже нельзя (слишком скоро): выберите время попозже.",
  notASlot: "{date} в {time} мы не принимаем гостей: выберите другое время.",
  full: "На {time} мест нет: выберите другое время или зону, напишите нам в WhatsApp или позвоните ({phone}).",
  fullMark: "(мест нет)",
  goneMark: "(уже недоступно)",
  closedDates: "Закрыто: {dates}.",
} as const satisfies (typeof scheduleFormTexts)["en"];
