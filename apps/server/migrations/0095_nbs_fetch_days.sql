-- The NBS service's fetch of the middle-rate list, one row per working day (not per company: one
-- list serves them all): its state, attempts and the next one (docs/decisions.md "Foreign
-- currency", the NBS service).
CREATE TABLE "nbs_fetch_days" (
	"datum" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone
);
