-- The pool list at /inbox/candidates (inbox/app/lib/candidate-list.server.ts): its newest-first order,
-- and its word search over name, stacks and notes as a trigram index on the same expression the
-- query uses (the leads' search functions, 0004_lead_search.sql).
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin (lead_search_document("name", lead_search_words("stacks"), "notes") gin_trgm_ops);