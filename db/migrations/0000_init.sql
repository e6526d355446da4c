CREATE TABLE `contact_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`lang` text NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`whatsapp` integer DEFAULT false NOT NULL,
	`email` text NOT NULL,
	`country` text NOT NULL,
	`comment` text NOT NULL,
	`reservation_date` text,
	`reservation_time` text,
	`area` text,
	`pax` integer,
	`status` text DEFAULT 'new' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_requests_created` ON `contact_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_requests_status` ON `contact_requests` (`status`);--> statement-breakpoint
CREATE INDEX `contact_requests_date` ON `contact_requests` (`reservation_date`);--> statement-breakpoint
CREATE TABLE `media` (
	`slot` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`width` integer,
	`height` integer,
	`alt_en` text DEFAULT '' NOT NULL,
	`alt_es` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `media_versions` (
	`slot` text NOT NULL,
	`version` integer NOT NULL,
	`width` integer,
	`height` integer,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by` text,
	PRIMARY KEY(`slot`, `version`)
);
--> statement-breakpoint
CREATE TABLE `menu_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`title_en` text NOT NULL,
	`title_es` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_id` text NOT NULL,
	`position` integer NOT NULL,
	`name_en` text NOT NULL,
	`name_es` text NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`description_es` text DEFAULT '' NOT NULL,
	`prices` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `menu_cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_items_card` ON `menu_items` (`card_id`,`position`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`kind` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `owners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owners_email_unique` ON `owners` (`email`);--> statement-breakpoint
CREATE TABLE `request_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`status` text NOT NULL,
	`changed_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `owners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `text_block_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section` text NOT NULL,
	`value` text NOT NULL,
	`lang` text NOT NULL,
	`text` text NOT NULL,
	`saved_at` integer NOT NULL,
	`saved_by` text
);
--> statement-breakpoint
CREATE INDEX `text_block_revisions_block` ON `text_block_revisions` (`section`,`value`,`lang`);--> statement-breakpoint
CREATE TABLE `text_blocks` (
	`section` text NOT NULL,
	`value` text NOT NULL,
	`lang` text NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`section`, `value`, `lang`)
);
