-- Search's GIN indexes write straight into the index instead of a pending list (fastupdate off).
-- The embedded database has no autovacuum, so the pending list only grew, and every search scanned
-- it: at 10,000 recipes a search took twice as long. A save now pays its index update at once,
-- which for one recipe is a fraction of a millisecond (docs/decisions/0014-speed.md).
-- Set in place and the existing pending list merged: no index is rebuilt.
ALTER INDEX "recipes_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_words_lexeme_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('recipes_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_lexeme_trgm_idx'::regclass);
