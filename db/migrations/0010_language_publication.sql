CREATE TABLE `language_publication` (
	`lang` text PRIMARY KEY NOT NULL,
	`published` integer NOT NULL,
	`changed_by` text,
	`changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Spanish was on the site before publication was recorded: it stays published, so a site
-- migrated (or started for the first time) shows exactly what it showed before.
INSERT INTO `language_publication` (`lang`, `published`, `changed_by`) VALUES ('es', 1, NULL);
