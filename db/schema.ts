import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { languages } from "./languages.ts";
import { requestSources, requestStatuses } from "./request-values.ts";

export { requestSources, requestStatuses };

// Times are stored as Unix epoch milliseconds (integer, mode "timestamp_ms").
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** Editable text blocks (docs/product.md §11): one row per (section, value, language). */
export const textBlocks = sqliteTable(
  "text_blocks",
  {
    section: text("section").notNull(),
    value: text("value").notNull(),
    lang: text("lang", { enum: languages }).notNull(),
    text: text("text").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    updatedBy: text("updated_by"),
  },
  (t) => [primaryKey({ columns: [t.section, t.value, t.lang] })],
);

/** Every earlier value of a text block, so an owner can restore it. */
export const textBlockRevisions = sqliteTable(
  "text_block_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    section: text("section").notNull(),
    value: text("value").notNull(),
    lang: text("lang", { enum: languages }).notNull(),
    text: text("text").notNull(),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
    savedBy: text("saved_by"),
  },
  (t) => [index("text_block_revisions_block").on(t.section, t.value, t.lang)],
);

/**
 * A replaceable photo or file (carousel photos, owners, team, family, city map PDF).
 * The files of each version live in DATA_DIR/media/<slot>/<version>-*.
 */
export const media = sqliteTable("media", {
  slot: text("slot").primaryKey(),
  kind: text("kind", { enum: ["photo", "pdf"] }).notNull(),
  version: integer("version").notNull(),
  width: integer("width"),
  height: integer("height"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A slot's alt text, one row per (slot, language): what the owners write per language is kept
 * in rows keyed by language, like text blocks (docs/decisions/0031-languages-as-data.md). No row,
 * or "", means none is written yet.
 */
export const mediaAlts = sqliteTable(
  "media_alts",
  {
    slot: text("slot")
      .notNull()
      .references(() => media.slot, { onDelete: "cascade" }),
    lang: text("lang", { enum: languages }).notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slot, t.lang] })],
);

export const mediaVersions = sqliteTable(
  "media_versions",
  {
    slot: text("slot").notNull(),
    version: integer("version").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [primaryKey({ columns: [t.slot, t.version] })],
);

/** A contact or reservation request as a visitor sent it (docs/product.md §3, §7). */
export const contactRequests = sqliteTable(
  "contact_requests",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    lang: text("lang", { enum: languages }).notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    whatsapp: integer("whatsapp", { mode: "boolean" }).notNull().default(false),
    email: text("email").notNull(),
    country: text("country").notNull(),
    comment: text("comment").notNull(),
    /** ISO date (yyyy-MM-dd) in the restaurant's time zone. */
    reservationDate: text("reservation_date"),
    /** 24-hour HH:mm. */
    reservationTime: text("reservation_time"),
    area: text("area"),
    pax: integer("pax"),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    /** Where the request came from: the public form, or a booking an owner entered by hand. */
    source: text("source", { enum: requestSources }).notNull().default("site"),
    /**
     * SHA-256 of the guest's manage-link token (the raw token is never stored; see
     * docs/decisions/0018-reservation-links.md). Null for requests made before manage links.
     */
    manageTokenHash: text("manage_token_hash").unique(),
    /**
     * Which link of the request is the guest's current one: signed into the token, so raising it
     * (the owners end a link, or open a settled request again) leaves every earlier link unknown.
     * 0 is the first link (docs/decisions/0026-guest-link-windows.md).
     */
    manageLinkGeneration: integer("manage_link_generation").notNull().default(0),
    /**
     * When the latest guest message or guest cancellation an owner has seen on the request's page
     * happened; null while none has been seen. What the guest did after it is unread for every
     * owner (app/features/admin/inbox/guest-news.server.ts).
     */
    ownerSeenGuestAt: integer("owner_seen_guest_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("contact_requests_created").on(t.createdAt),
    index("contact_requests_status").on(t.status),
    index("contact_requests_date").on(t.reservationDate),
  ],
);

export const requestStatusChanges = sqliteTable("request_status_changes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  requestId: text("request_id")
    .notNull()
    .references(() => contactRequests.id, { onDelete: "cascade" }),
  status: text("status", { enum: requestStatuses }).notNull(),
  /** The owner's personal line for the guest's mail about this change, if they wrote one. */
  note: text("note"),
  changedBy: text("changed_by").notNull(),
  changedAt: createdAt(),
});

/** A guest's message from their manage page (for example asking for another time), kept in the request's history. */
export const guestMessages = sqliteTable("guest_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  requestId: text("request_id")
    .notNull()
    .references(() => contactRequests.id, { onDelete: "cascade" }),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * An owner's change of a reservation's date, time, area or people (docs/product.md §13): what it
 * was and what it became, who and when. The request's row holds the reservation as it is now;
 * these rows are its history, and their count is the calendar file's SEQUENCE
 * (app/features/requests/reservation-ics.server.ts). A "from" is null where the request had no reservation.
 */
export const reservationChanges = sqliteTable(
  "reservation_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: text("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    fromDate: text("from_date"),
    fromTime: text("from_time"),
    fromArea: text("from_area"),
    fromPax: integer("from_pax"),
    toDate: text("to_date").notNull(),
    toTime: text("to_time").notNull(),
    toArea: text("to_area").notNull(),
    toPax: integer("to_pax").notNull(),
    /** The owner's personal line for the guest's mail about this change, if they wrote one. */
    note: text("note"),
    changedBy: text("changed_by").notNull(),
    changedAt: createdAt(),
  },
  (t) => [index("reservation_changes_request").on(t.requestId)],
);

/** What the outbox delivers; see app/features/outbox/rules/outbox-kinds.ts for each kind. */
export const outboxKinds = ["owner", "guest", "status", "notice", "reminder", "digest", "telegram", "alert", "changed"] as const;

/**
 * Mail to send, written in the same transaction as its request. The id doubles as
 * the mail's Message-ID, so a resend after a crash is recognisable as the same mail.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    /** The request the message is about; null only for a morning digest, which is about a day. */
    requestId: text("request_id").references(() => contactRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: outboxKinds }).notNull(),
    /** For a 'status' mail: the status change it tells the guest about (its status and the owner's line). */
    statusChangeId: integer("status_change_id").references(() => requestStatusChanges.id, { onDelete: "cascade" }),
    /** For a 'notice' to the owners: the guest's message it carries. */
    guestMessageId: integer("guest_message_id").references(() => guestMessages.id, { onDelete: "cascade" }),
    /** For a 'digest': the Havana date (yyyy-MM-dd) it is for. */
    digestDate: text("digest_date"),
    state: text("state", { enum: ["pending", "sending", "sent", "failed", "withheld"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due").on(t.state, t.nextAttemptAt)],
);

/**
 * The owners' own wording of a guest mail, per kind and language. Without a row the
 * embedded default of app/features/requests/mail-texts.ts is used.
 */
export const mailTemplates = sqliteTable(
  "mail_templates",
  {
    kind: text("kind").notNull(),
    lang: text("lang", { enum: languages }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    updatedBy: text("updated_by"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.lang] })],
);

/** The owners' accounts (docs/product.md §13). Passwords only as scrypt hashes with their salt. */
export const owners = sqliteTable("owners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export const sessions = sqliteTable("sessions", {
  id: text("id").primaryKey(),
  ownerId: integer("owner_id")
    .notNull()
    .references(() => owners.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
});

/** The menu card (docs/product.md §14): nine cards in the spec's order, each with its items. */
export const menuCards = sqliteTable("menu_cards", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
});

/** A card's title, one row per (card, language), like text blocks (docs/decisions/0031-languages-as-data.md). */
export const menuCardTitles = sqliteTable(
  "menu_card_titles",
  {
    cardId: text("card_id")
      .notNull()
      .references(() => menuCards.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: languages }).notNull(),
    title: text("title").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.lang] })],
);

export const menuItems = sqliteTable(
  "menu_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cardId: text("card_id")
      .notNull()
      .references(() => menuCards.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /**
     * JSON: [{ "label": { "en": "glass", "es": "copa" }, "cents": 450 }]: a price's label in
     * every language of db/languages.ts, beside its amount (docs/decisions/0031-languages-as-data.md).
     */
    prices: text("prices").notNull(),
    /**
     * The owners' "not today" switch: the item is unavailable until this instant (the
     * restaurant's next opening when it was switched on), then available again by itself.
     */
    unavailableUntil: integer("unavailable_until", { mode: "timestamp_ms" }),
    /** JSON array of diet marks (app/features/menu/rules/), e.g. ["vegetarian", "spicy"]. */
    diets: text("diets").notNull().default("[]"),
    /** JSON array of the EU's 14 allergens the item contains (app/features/menu/rules/). */
    allergens: text("allergens").notNull().default("[]"),
  },
  (t) => [index("menu_items_card").on(t.cardId, t.position)],
);

/** An item's name and description: one row per (item, language). */
export const menuItemTexts = sqliteTable(
  "menu_item_texts",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: languages }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

/** Today's specials: at most one block a date, shown on that date only (Havana time). */
export const menuSpecials = sqliteTable("menu_specials", {
  /** ISO "yyyy-MM-dd", the restaurant's date. */
  date: text("date").primaryKey(),
  /**
   * JSON: [{ "name": { "en", "es" }, "description": { "en", "es" }, "cents" }]: each line's
   * words in every language of db/languages.ts, beside its price (docs/decisions/0031-languages-as-data.md).
   */
  items: text("items").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  updatedBy: text("updated_by"),
});

/** A specials block's title: one row per (date, language). */
export const menuSpecialTitles = sqliteTable(
  "menu_special_titles",
  {
    date: text("date")
      .notNull()
      .references(() => menuSpecials.date, { onDelete: "cascade" }),
    lang: text("lang", { enum: languages }).notNull(),
    title: text("title").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.lang] })],
);

/**
 * The restaurant's schedule (opening hours, exceptions, booking rules, capacity): every saved
 * version, kept with who saved it; the newest is in force. The document's shape and rules are
 * app/features/schedule/rules/schedule.ts.
 */
export const scheduleRevisions = sqliteTable("schedule_revisions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** JSON of a Schedule (app/features/schedule/rules/schedule.ts). */
  document: text("document").notNull(),
  /** The owner's e-mail, or "seed" for the first version taken from content/site.json. */
  changedBy: text("changed_by").notNull(),
  createdAt: createdAt(),
});

/** Small named facts the app keeps: content version, menu updated at, … */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The restaurant's facts (name, address, phone, coordinates…: app/shell/content/site.ts): every
 * saved version, kept with who saved it; the newest is in force, an earlier one can be restored
 * (as a new version). The words per language are site_fact_words.
 */
export const siteFactRevisions = sqliteTable("site_fact_revisions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** JSON of the language-neutral facts (app/features/facts/rules/facts-schema.ts). */
  document: text("document").notNull(),
  /** The owner's e-mail, or "seed" for the first version taken from content/site.json. */
  changedBy: text("changed_by").notNull(),
  createdAt: createdAt(),
});

/** The facts' words in each language (the opening line), one row per version and language. */
export const siteFactWords = sqliteTable(
  "site_fact_words",
  {
    revisionId: integer("revision_id")
      .notNull()
      .references(() => siteFactRevisions.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: languages }).notNull(),
    opening: text("opening").notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.lang] })],
);

/**
 * Which guest languages are published (docs/decisions/0033-language-publication.md): one row per
 * language an owner published or withdrew. The default language (the first of db/languages.ts) is
 * always published and has no row; a language without a row is not published, so a language
 * added to the list stays off the site until an owner publishes it complete.
 */
export const languagePublication = sqliteTable("language_publication", {
  lang: text("lang", { enum: languages }).primaryKey(),
  published: integer("published", { mode: "boolean" }).notNull(),
  /** The owner's e-mail; null for the row the migration wrote (Spanish, published as before). */
  changedBy: text("changed_by"),
  changedAt: integer("changed_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
