-- The pool's full-text search (docs/decisions/028-pool-search-full-text.md): every candidate keeps
-- the words of their name, stacks, notes and the text of their résumés (newest first, at most
-- 200,000 characters) in `search_vector`, a tsvector of the 'simple' configuration (no language's
-- stemming or stop words: names and skills are in many languages), stripped of positions, with a
-- GIN index. Triggers keep it: on the candidate's own fields, on a résumé attached (to an application
-- or, from the status page, to the candidate) or read, and on
-- an application moving to another candidate (a merge). The column is not in the Drizzle schema.
-- The trigram index it replaces is dropped; the rate and stage-age orders get their own indexes.
DROP INDEX "candidates_search_idx";--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "text_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "candidates_rate_idx" ON "candidates" USING btree ("hourly_rate_usd","id");--> statement-breakpoint
CREATE INDEX "candidates_stage_age_idx" ON "candidates" USING btree ("stage_changed_at","id");--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_vector" tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_vector(candidate uuid, name text, stacks text[], notes text)
  RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT strip(to_tsvector('simple'::regconfig, concat_ws(' ', name, array_to_string(stacks, ' '), notes,
    (SELECT left(string_agg(t.text, ' ' ORDER BY t.uploaded_at DESC), 200000) FROM (
      SELECT r.text, r.uploaded_at FROM resumes r JOIN candidate_applications a ON a.id = r.application_id
        WHERE a.candidate_id = candidate AND r.text IS NOT NULL
      UNION ALL
      SELECT r.text, r.uploaded_at FROM resumes r WHERE r.candidate_id = candidate AND r.text IS NOT NULL
    ) AS t))))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidates_search_vector_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := candidate_search_vector(NEW.id, NEW.name, NEW.stacks, NEW.notes);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER candidates_search_vector_own BEFORE INSERT OR UPDATE OF name, stacks, notes ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidates_search_vector_own();--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidates_search_vector_refresh(applications uuid[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE candidates c SET search_vector = candidate_search_vector(c.id, c.name, c.stacks, c.notes)
  WHERE c.id IN (SELECT a.candidate_id FROM candidate_applications a WHERE a.id = ANY (applications))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION resumes_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.application_id IS NOT NULL OR (TG_OP = 'UPDATE' AND OLD.application_id IS NOT NULL) THEN
    PERFORM candidates_search_vector_refresh(ARRAY[NEW.application_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.application_id END]);
  END IF;
  -- A résumé sent from the status page belongs to its candidate directly.
  IF NEW.candidate_id IS NOT NULL OR (TG_OP = 'UPDATE' AND OLD.candidate_id IS NOT NULL) THEN
    UPDATE candidates c SET search_vector = candidate_search_vector(c.id, c.name, c.stacks, c.notes)
    WHERE c.id IN (NEW.candidate_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.candidate_id END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER resumes_search_vector AFTER INSERT OR UPDATE OF application_id, candidate_id, text ON resumes
  FOR EACH ROW EXECUTE FUNCTION resumes_search_vector();--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_applications_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates c SET search_vector = candidate_search_vector(c.id, c.name, c.stacks, c.notes)
  WHERE c.id IN (OLD.candidate_id, NEW.candidate_id)
    AND EXISTS (SELECT 1 FROM resumes r WHERE r.application_id = NEW.id AND r.text IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER candidate_applications_search_vector AFTER UPDATE OF candidate_id ON candidate_applications
  FOR EACH ROW WHEN (OLD.candidate_id IS DISTINCT FROM NEW.candidate_id)
  EXECUTE FUNCTION candidate_applications_search_vector();--> statement-breakpoint
CREATE OR REPLACE FUNCTION pool_search_query(input text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The words of the input as the documents' parser reads them, each matching itself or a longer
  -- word it begins, all of them required: quotes and operators are plain text, never syntax. No
  -- word at all: null, which matches nothing.
  SELECT to_tsquery('simple'::regconfig,
    string_agg('''' || replace(replace(w.lexeme, '\', '\\'), '''', '\''') || ''':*', ' & '))
  FROM (SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, left(input, 200))) LIMIT 10) AS w
$$;--> statement-breakpoint
UPDATE candidates SET search_vector = candidate_search_vector(id, name, stacks, notes);--> statement-breakpoint
CREATE INDEX "candidates_search_vector_idx" ON "candidates" USING gin ("search_vector");
