-- The inbox's free-text search (app/features/inbox/lead-tables.server.ts): each lead table keeps
-- its searchable text, lower-cased, in a stored generated column with a trigram index, so a search
-- over 100,000 leads reads the index and rechecks stored text instead of every row. The two
-- functions are declared IMMUTABLE (they only join and lower-case their arguments) so that a
-- generated column may use them. The column is not in the Drizzle schema: nothing writes it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_document(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(array_to_string(parts, ' ')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD COLUMN "search_document" text GENERATED ALWAYS AS (
  lead_search_document(name, email, company, phone, primary_goal, budget_range, additional_info,
    lead_search_words(roles), lead_search_words(industries))
) STORED;--> statement-breakpoint
CREATE INDEX "hiring_requests_search_idx" ON "hiring_requests" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "search_document" text GENERATED ALWAYS AS (
  lead_search_document(name, email, details::text)
) STORED;--> statement-breakpoint
CREATE INDEX "candidate_applications_search_idx" ON "candidate_applications" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "search_document" text GENERATED ALWAYS AS (
  lead_search_document(email, source, role)
) STORED;--> statement-breakpoint
CREATE INDEX "subscriptions_search_idx" ON "subscriptions" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD COLUMN "search_document" text GENERATED ALWAYS AS (
  lead_search_document(email, role, seniority)
) STORED;--> statement-breakpoint
CREATE INDEX "estimate_requests_search_idx" ON "estimate_requests" USING gin ("search_document" gin_trgm_ops);
