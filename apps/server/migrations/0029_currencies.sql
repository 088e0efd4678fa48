-- Currencies (ISO 4217) as data, and the NBS middle rates by date per company (VAT-AND-LEDGER.md A7).
CREATE TABLE IF NOT EXISTS "currencies" (
  "code" text PRIMARY KEY NOT NULL,
  "numeric" text NOT NULL,
  "name" text NOT NULL,
  "name_cyr" text NOT NULL,
  "name_en" text NOT NULL,
  "sort" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "currencies" ("code", "numeric", "name", "name_cyr", "name_en", "sort") VALUES
  ('RSD', '941', 'Srpski dinar', 'Српски динар', 'Serbian dinar', 0),
  ('EUR', '978', 'Evro', 'Евро', 'Euro', 1),
  ('USD', '840', 'Američki dolar', 'Амерички долар', 'US dollar', 2),
  ('CHF', '756', 'Švajcarski franak', 'Швајцарски франак', 'Swiss franc', 3),
  ('GBP', '826', 'Britanska funta', 'Британска фунта', 'Pound sterling', 4),
  ('AUD', '036', 'Australijski dolar', 'Аустралијски долар', 'Australian dollar', 5),
  ('CAD', '124', 'Kanadski dolar', 'Канадски долар', 'Canadian dollar', 6),
  ('SEK', '752', 'Švedska kruna', 'Шведска круна', 'Swedish krona', 7),
  ('DKK', '208', 'Danska kruna', 'Данска круна', 'Danish krone', 8),
  ('NOK', '578', 'Norveška kruna', 'Норвешка круна', 'Norwegian krone', 9),
  ('JPY', '392', 'Japanski jen', 'Јапански јен', 'Japanese yen', 10),
  ('RUB', '643', 'Ruska rublja', 'Руска рубља', 'Russian ruble', 11),
  ('CNY', '156', 'Kineski juan', 'Кинески јуан', 'Chinese yuan', 12),
  ('BAM', '977', 'Konvertibilna marka', 'Конвертибилна марка', 'Convertible mark', 13),
  ('CZK', '203', 'Češka kruna', 'Чешка круна', 'Czech koruna', 14),
  ('HUF', '348', 'Mađarska forinta', 'Мађарска форинта', 'Hungarian forint', 15),
  ('PLN', '985', 'Poljski zlot', 'Пољски злот', 'Polish zloty', 16),
  ('KWD', '414', 'Kuvajtski dinar', 'Кувајтски динар', 'Kuwaiti dinar', 17),
  ('TRY', '949', 'Turska lira', 'Турска лира', 'Turkish lira', 18),
  ('RON', '946', 'Rumunski lej', 'Румунски леј', 'Romanian leu', 19),
  ('BGN', '975', 'Bugarski lev', 'Бугарски лев', 'Bulgarian lev', 20),
  ('MKD', '807', 'Makedonski denar', 'Македонски денар', 'Macedonian denar', 21)
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "exchange_rates" (
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "valuta" text NOT NULL REFERENCES "currencies"("code"),
  "datum" date NOT NULL,
  "kurs" bigint NOT NULL,
  "izvor" text DEFAULT 'manual' NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "exchange_rates_company_id_valuta_datum_pk" PRIMARY KEY("company_id","valuta","datum")
);
