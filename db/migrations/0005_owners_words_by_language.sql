CREATE TABLE `media_alts` (
	`slot` text NOT NULL,
	`lang` text NOT NULL,
	`alt` text NOT NULL,
	PRIMARY KEY(`slot`, `lang`),
	FOREIGN KEY (`slot`) REFERENCES `media`(`slot`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `menu_card_titles` (
	`card_id` text NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	PRIMARY KEY(`card_id`, `lang`),
	FOREIGN KEY (`card_id`) REFERENCES `menu_cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The owners' words move from a column per language to a row per language (docs/decisions/0031-languages-as-data.md):
-- every slot's alt text and every card's title is copied before its columns are dropped.
INSERT INTO `media_alts` (`slot`, `lang`, `alt`) SELECT `slot`, 'en', `alt_en` FROM `media`;--> statement-breakpoint
INSERT INTO `media_alts` (`slot`, `lang`, `alt`) SELECT `slot`, 'es', `alt_es` FROM `media`;--> statement-breakpoint
INSERT INTO `menu_card_titles` (`card_id`, `lang`, `title`) SELECT `id`, 'en', `title_en` FROM `menu_cards`;--> statement-breakpoint
INSERT INTO `menu_card_titles` (`card_id`, `lang`, `title`) SELECT `id`, 'es', `title_es` FROM `menu_cards`;--> statement-breakpoint
ALTER TABLE `media` DROP COLUMN `alt_en`;--> statement-breakpoint
ALTER TABLE `media` DROP COLUMN `alt_es`;--> statement-breakpoint
ALTER TABLE `menu_cards` DROP COLUMN `title_en`;--> statement-breakpoint
ALTER TABLE `menu_cards` DROP COLUMN `title_es`;
