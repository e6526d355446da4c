ALTER TABLE `outbox` ADD `status_change_id` integer REFERENCES request_status_changes(id);--> statement-breakpoint
ALTER TABLE `request_status_changes` ADD `note` text;