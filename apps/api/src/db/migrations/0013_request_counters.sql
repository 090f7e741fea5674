CREATE TABLE "request_counters" (
	"counter" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counters_pkey" PRIMARY KEY("counter","window_start")
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_idx" ON "request_counters" USING btree ("window_start");