-- Scores in double precision instead of real (issue 24, item 22): a score sent as 98.22 read back as
-- 98.22000122070312. The game's scores are kept to hundredths (ingest rounds them), so the stored values are
-- rounded to hundredths on the way (the nearest real of a hundredth is within 0.000004 of it). Double precision,
-- not numeric: node-postgres answers numeric as text, the rollups' sums are double precision already, and a
-- double holds every hundredth of 0–100 closer than any answer shows. One rewrite per table.
ALTER TABLE "exercise_results"
  ALTER COLUMN "accuracy" SET DATA TYPE double precision USING round("accuracy"::numeric, 2)::double precision,
  ALTER COLUMN "speed" SET DATA TYPE double precision USING round("speed"::numeric, 2)::double precision,
  ALTER COLUMN "gameplay" SET DATA TYPE double precision USING round("gameplay"::numeric, 2)::double precision;--> statement-breakpoint
-- The daily bests likewise; the daily sums (double precision already, but added up from reals) are sums of
-- hundredths, so they round to hundredths too.
ALTER TABLE "training_daily"
  ALTER COLUMN "accuracy_best" SET DATA TYPE double precision USING round("accuracy_best"::numeric, 2)::double precision,
  ALTER COLUMN "speed_best" SET DATA TYPE double precision USING round("speed_best"::numeric, 2)::double precision,
  ALTER COLUMN "gameplay_best" SET DATA TYPE double precision USING round("gameplay_best"::numeric, 2)::double precision,
  ALTER COLUMN "accuracy_sum" SET DATA TYPE double precision USING round("accuracy_sum"::numeric, 2)::double precision,
  ALTER COLUMN "speed_sum" SET DATA TYPE double precision USING round("speed_sum"::numeric, 2)::double precision,
  ALTER COLUMN "gameplay_sum" SET DATA TYPE double precision USING round("gameplay_sum"::numeric, 2)::double precision;
