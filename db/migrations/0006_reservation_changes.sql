CREATE TABLE `reservation_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`from_date` text,
	`from_time` text,
	`from_area` text,
	`from_pax` integer,
	`to_date` text NOT NULL,
	`to_time` text NOT NULL,
	`to_area` text NOT NULL,
	`to_pax` integer NOT NULL,
	`note` text,
	`changed_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reservation_changes_request` ON `reservation_changes` (`request_id`);