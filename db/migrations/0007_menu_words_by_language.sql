CREATE TABLE `menu_item_texts` (
	`item_id` integer NOT NULL,
	`lang` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`item_id`, `lang`),
	FOREIGN KEY (`item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `menu_special_titles` (
	`date` text NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	PRIMARY KEY(`date`, `lang`),
	FOREIGN KEY (`date`) REFERENCES `menu_specials`(`date`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The menu's words move from a column per language to a row per language, and the words kept in
-- JSON lists to an object keyed by language beside their amount (docs/decisions/0031-languages-as-data.md):
-- every item's name and description, every specials block's title, every price's label and every
-- special's name and description is copied before its columns are dropped.
INSERT INTO `menu_item_texts` (`item_id`, `lang`, `name`, `description`) SELECT `id`, 'en', `name_en`, `description_en` FROM `menu_items`;--> statement-breakpoint
INSERT INTO `menu_item_texts` (`item_id`, `lang`, `name`, `description`) SELECT `id`, 'es', `name_es`, `description_es` FROM `menu_items`;--> statement-breakpoint
INSERT INTO `menu_special_titles` (`date`, `lang`, `title`) SELECT `date`, 'en', `title_en` FROM `menu_specials`;--> statement-breakpoint
INSERT INTO `menu_special_titles` (`date`, `lang`, `title`) SELECT `date`, 'es', `title_es` FROM `menu_specials`;--> statement-breakpoint
UPDATE `menu_items` SET `prices` = (
	SELECT json_group_array(json_object(
		'label', json_object('en', coalesce(json_extract(p.value, '$.labelEn'), ''), 'es', coalesce(json_extract(p.value, '$.labelEs'), '')),
		'cents', json_extract(p.value, '$.cents')
	) ORDER BY p.key)
	FROM json_each(`menu_items`.`prices`) AS p
);--> statement-breakpoint
UPDATE `menu_specials` SET `items` = (
	SELECT json_group_array(json_object(
		'name', json_object('en', coalesce(json_extract(i.value, '$.nameEn'), ''), 'es', coalesce(json_extract(i.value, '$.nameEs'), '')),
		'description', json_object('en', coalesce(json_extract(i.value, '$.descriptionEn'), ''), 'es', coalesce(json_extract(i.value, '$.descriptionEs'), '')),
		'cents', json_extract(i.value, '$.cents')
	) ORDER BY i.key)
	FROM json_each(`menu_specials`.`items`) AS i
);--> statement-breakpoint
ALTER TABLE `menu_items` DROP COLUMN `name_en`;--> statement-breakpoint
ALTER TABLE `menu_items` DROP COLUMN `name_es`;--> statement-breakpoint
ALTER TABLE `menu_items` DROP COLUMN `description_en`;--> statement-breakpoint
ALTER TABLE `menu_items` DROP COLUMN `description_es`;--> statement-breakpoint
ALTER TABLE `menu_specials` DROP COLUMN `title_en`;--> statement-breakpoint
ALTER TABLE `menu_specials` DROP COLUMN `title_es`;