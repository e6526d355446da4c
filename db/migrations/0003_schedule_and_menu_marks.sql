CREATE TABLE `menu_specials` (
	`date` text PRIMARY KEY NOT NULL,
	`title_en` text NOT NULL,
	`title_es` text NOT NULL,
	`items` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE TABLE `schedule_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document` text NOT NULL,
	`changed_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `menu_items` ADD `unavailable_until` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `diets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `allergens` text DEFAULT '[]' NOT NULL;