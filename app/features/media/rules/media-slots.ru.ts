// Russian words of media-slots.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The `ru` of each slot's `subject` (the photos' seeded alt texts), by slot id, and of
// `placeholderLabel`. Dish names follow the menu's: docs/translations/ru.md, "Dish names".

/** Each entry is the `ru` of `subject` of the slot with this id in `mediaSlots`. */
export const mediaSlotSubjectsRu: Record<string, string> = {
  hero: "Терраса на крыше над Тринидадом на закате",
  "location-1": "Наша терраса на крыше",
  "location-2": "Колокольни, которые видно с крыши",
  "location-3": "Мощёная улица перед домом",
  "location-4": "Винтовая лестница на крышу",
  "location-5": "Пласа-Майор в двух кварталах от нас",
  "menu-teaser-1": "Тапас на компанию",
  "menu-teaser-2": "Рыба дня на гриле",
  "menu-teaser-3": "Домашний молочный флан",
  "menu-teaser-4": "Мохито у барной стойки",
  "menu-teaser-5": "Завтрак на террасе",
  "mains-1": "Ropa vieja — тушёная говядина волокнами",
  "mains-2": "Рыба дня на гриле",
  "mains-3": "Лангуст с чесноком",
  "mains-4": "Arroz con pollo a la chorrera — сочный рис с курицей",
  "mains-5": "Запечённая свинина с конгри",
  "desserts-1": "Молочный флан",
  "desserts-2": "Рисовый пудинг с корицей",
  "desserts-3": "Гуава в сиропе с сыром",
  "desserts-4": "Хлебный пудинг",
  "desserts-5": "Кокосовое мороженое",
  "tapas-1": "Домашние крокеты",
  "tapas-2": "Тостонес с соусом мохо",
  "tapas-3": "Жареный нут",
  "tapas-4": "Чоризо в сидре",
  "tapas-5": "Севиче из рыбы",
  "cocktails-1": "Мохито",
  "cocktails-2": "Дайкири",
  "cocktails-3": "Канчанчара",
  "cocktails-4": "Куба либре",
  "cocktails-5": "Пинья колада",
  owners: "Хозяева на крыше",
  "team-1": "Янет из нашей команды",
  "team-2": "Османи из нашей команды",
  "team-3": "Даяна из нашей команды",
  "team-4": "Рейниер из нашей команды",
  map: "Карта улиц вокруг La Terraza Trinidad",
  "family-1": "Карлос и Марисоль",
  "family-2": "Алехандро и Яймара",
  "family-3": "Роберто и Элена",
  "city-map": "Карта Тринидада",
};

/** The `ru` of `placeholderLabel`. */
export const placeholderLabelRu = "Временное фото";
