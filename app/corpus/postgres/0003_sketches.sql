-- 3: sketches (seed 001), as in the SQLite corpus's schema 3 (app/corpus/schema.py): each
-- document keeps its min-hash sketch, and the super-shingles of the sketches are an inverted
-- index, so that near-duplicates of a paper are found with a fixed number of probes. The
-- retrieval rank and the single super-shingle of migration 1 go. A document stored before this
-- migration has no sketch (NULL: PostgreSQL cannot make one from its text) and is not found as
-- a near-duplicate until 'imbrex corpus refresh' reads its file again.
ALTER TABLE documents ADD COLUMN sketch bytea;
ALTER TABLE documents DROP COLUMN rank;
ALTER TABLE documents DROP COLUMN super_shingle;

-- Removing a document removes its rows through the foreign key (found by super_shingles_doc).
CREATE TABLE super_shingles (
    hash bigint NOT NULL,
    doc bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (hash, doc)
);
CREATE INDEX super_shingles_doc ON super_shingles (doc);

-- Like the grams: a role sees the super-shingles of the documents it may read.
ALTER TABLE super_shingles ENABLE ROW LEVEL SECURITY;
CREATE POLICY super_shingles_read ON super_shingles FOR SELECT
    USING (doc IN (SELECT id FROM documents));
CREATE POLICY super_shingles_write ON super_shingles FOR INSERT
    WITH CHECK (doc IN (SELECT id FROM documents));
