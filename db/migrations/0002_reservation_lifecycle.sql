CREATE TABLE `guest_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mail_templates` (
	`kind` text NOT NULL,
	`lang` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`kind`, `lang`)
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text,
	`kind` text NOT NULL,
	`status_change_id` integer,
	`guest_message_id` integer,
	`digest_date` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`status_change_id`) REFERENCES `request_status_changes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_message_id`) REFERENCES `guest_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "request_id", "kind", "status_change_id", "state", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at") SELECT "id", "request_id", "kind", "status_change_id", "state", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `source` text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `manage_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_requests_manage_token_hash_unique` ON `contact_requests` (`manage_token_hash`);