CREATE TABLE `site_fact_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document` text NOT NULL,
	`changed_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_fact_words` (
	`revision_id` integer NOT NULL,
	`lang` text NOT NULL,
	`opening` text NOT NULL,
	PRIMARY KEY(`revision_id`, `lang`),
	FOREIGN KEY (`revision_id`) REFERENCES `site_fact_revisions`(`id`) ON UPDATE no action ON DELETE cascade
);
