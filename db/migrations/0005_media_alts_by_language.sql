CREATE TABLE `media_alts` (
	`slot` text NOT NULL,
	`lang` text NOT NULL,
	`alt` text NOT NULL,
	PRIMARY KEY(`slot`, `lang`),
	FOREIGN KEY (`slot`) REFERENCES `media`(`slot`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Every slot's alt text moves from its two columns to one row per language (docs/decisions/0031-languages-as-data.md).
INSERT INTO `media_alts` (`slot`, `lang`, `alt`) SELECT `slot`, 'en', `alt_en` FROM `media`;--> statement-breakpoint
INSERT INTO `media_alts` (`slot`, `lang`, `alt`) SELECT `slot`, 'es', `alt_es` FROM `media`;--> statement-breakpoint
ALTER TABLE `media` DROP COLUMN `alt_en`;--> statement-breakpoint
ALTER TABLE `media` DROP COLUMN `alt_es`;
