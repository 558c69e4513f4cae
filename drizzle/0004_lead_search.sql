-- The inbox's free-text search (app/features/inbox/lead-tables.server.ts) as trigram indexes, so a
-- search over 100,000 leads reads the index instead of every row. The two functions are declared
-- IMMUTABLE (they only join and lower-case their arguments) so that indexes may use them; the
-- expressions below must stay identical to each kind's `searchDocument`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_document(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(array_to_string(parts, ' ')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
CREATE INDEX "hiring_requests_search_idx" ON "hiring_requests" USING gin (
  lead_search_document(name, email, company, phone, primary_goal, budget_range, additional_info,
    lead_search_words(roles), lead_search_words(industries)) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX "candidate_applications_search_idx" ON "candidate_applications" USING gin (
  lead_search_document(name, email, details::text) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX "subscriptions_search_idx" ON "subscriptions" USING gin (
  lead_search_document(email, source, role) gin_trgm_ops
);--> statement-breakpoint
CREATE INDEX "estimate_requests_search_idx" ON "estimate_requests" USING gin (
  lead_search_document(email, role, seniority) gin_trgm_ops
);
