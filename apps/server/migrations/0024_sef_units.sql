-- The units of measure SEF accepts (UN/ECE Recommendation 20, with the few Rec. 21 package codes
-- SEF's own list carries), the same for every company: code and name in sr-Latn, sr-Cyrl and en.
-- A company's unit maps to one of them (units.sef_code); the e-invoice's unitCode is that code.
CREATE TABLE "sef_units" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_cyr" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "sef_units" ("code", "name", "name_cyr", "name_en", "sort") VALUES
	('H87', 'komad', 'комад', 'piece', 10),
	('C62', 'jedinica', 'јединица', 'one (unit)', 20),
	('NAR', 'broj artikala', 'број артикала', 'number of articles', 30),
	('PR', 'par', 'пар', 'pair', 40),
	('NPR', 'broj parova', 'број парова', 'number of pairs', 50),
	('SET', 'set', 'сет', 'set', 60),
	('DZN', 'tuce', 'туце', 'dozen', 70),
	('GRO', 'gros', 'грос', 'gross', 80),
	('LS', 'paušal', 'паушал', 'lump sum', 90),
	('E48', 'uslužna jedinica', 'услужна јединица', 'service unit', 100),
	('KGM', 'kilogram', 'килограм', 'kilogram', 110),
	('GRM', 'gram', 'грам', 'gram', 120),
	('MGM', 'miligram', 'милиграм', 'milligram', 130),
	('TNE', 'tona', 'тона', 'tonne', 140),
	('LTR', 'litar', 'литар', 'litre', 150),
	('MLT', 'mililitar', 'милилитар', 'millilitre', 160),
	('CLT', 'centilitar', 'центилитар', 'centilitre', 170),
	('DLT', 'decilitar', 'децилитар', 'decilitre', 180),
	('HLT', 'hektolitar', 'хектолитар', 'hectolitre', 190),
	('MTR', 'metar', 'метар', 'metre', 200),
	('MMT', 'milimetar', 'милиметар', 'millimetre', 210),
	('CMT', 'centimetar', 'центиметар', 'centimetre', 220),
	('DMT', 'decimetar', 'дециметар', 'decimetre', 230),
	('KMT', 'kilometar', 'километар', 'kilometre', 240),
	('LM', 'dužni metar', 'дужни метар', 'linear metre', 250),
	('MTK', 'kvadratni metar', 'квадратни метар', 'square metre', 260),
	('CMK', 'kvadratni centimetar', 'квадратни центиметар', 'square centimetre', 270),
	('KMK', 'kvadratni kilometar', 'квадратни километар', 'square kilometre', 280),
	('ARE', 'ar', 'ар', 'are', 290),
	('HAR', 'hektar', 'хектар', 'hectare', 300),
	('MTQ', 'kubni metar', 'кубни метар', 'cubic metre', 310),
	('DMQ', 'kubni decimetar', 'кубни дециметар', 'cubic decimetre', 320),
	('CMQ', 'kubni centimetar', 'кубни центиметар', 'cubic centimetre', 330),
	('SEC', 'sekunda', 'секунда', 'second', 340),
	('MIN', 'minut', 'минут', 'minute', 350),
	('HUR', 'sat', 'сат', 'hour', 360),
	('DAY', 'dan', 'дан', 'day', 370),
	('WEE', 'nedelja', 'недеља', 'week', 380),
	('MON', 'mesec', 'месец', 'month', 390),
	('QAN', 'kvartal', 'квартал', 'quarter (of a year)', 400),
	('ANN', 'godina', 'година', 'year', 410),
	('WTT', 'vat', 'ват', 'watt', 420),
	('KWT', 'kilovat', 'киловат', 'kilowatt', 430),
	('KWH', 'kilovat-sat', 'киловат-сат', 'kilowatt hour', 440),
	('MWH', 'megavat-sat', 'мегават-сат', 'megawatt hour', 450),
	('PK', 'paket', 'пакет', 'pack', 460),
	('BX', 'kutija', 'кутија', 'box', 470),
	('XBO', 'boca', 'боца', 'bottle', 480),
	('XBG', 'kesa', 'кеса', 'bag', 490),
	('XCT', 'karton', 'картон', 'carton', 500),
	('XPX', 'paleta', 'палета', 'pallet', 510),
	('XRO', 'rolna', 'ролна', 'roll', 520);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "sef_code" text DEFAULT 'H87' NOT NULL;
--> statement-breakpoint
-- Existing units: their own code when it is SEF's, a local code the seed and users write, a SEF
-- unit of the same name, else a piece.
UPDATE "units" u SET "sef_code" = coalesce(
	(SELECT s."code" FROM "sef_units" s WHERE s."code" = upper(trim(u."code"))),
	(SELECT m.sef FROM (VALUES
		('kom', 'H87'), ('kg', 'KGM'), ('g', 'GRM'), ('gr', 'GRM'), ('t', 'TNE'), ('l', 'LTR'), ('lit', 'LTR'), ('ml', 'MLT'), ('dl', 'DLT'),
		('m', 'MTR'), ('mm', 'MMT'), ('cm', 'CMT'), ('km', 'KMT'), ('m2', 'MTK'), ('m²', 'MTK'), ('m3', 'MTQ'), ('m³', 'MTQ'),
		('h', 'HUR'), ('sat', 'HUR'), ('min', 'MIN'), ('dan', 'DAY'), ('mes', 'MON'), ('god', 'ANN'), ('kwh', 'KWH'),
		('set', 'SET'), ('par', 'PR'), ('pak', 'PK'), ('kut', 'BX'), ('tuce', 'DZN'), ('tuc', 'DZN'), ('paus', 'LS'), ('pauš', 'LS')
	) AS m(local, sef) WHERE m.local = lower(trim(u."code"))),
	(SELECT s."code" FROM "sef_units" s WHERE s."name" = lower(trim(u."name")) ORDER BY s."sort" LIMIT 1),
	'H87'
);
--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_sef_code_sef_units_code_fk" FOREIGN KEY ("sef_code") REFERENCES "public"."sef_units"("code") ON DELETE no action ON UPDATE no action;
