-- 7: the term index, as the SQLite corpus's schema 6 (app/corpus/sqlite_stems.py): each
-- document's distinct content stems, one row a (stem, document), read by the stretch queries
-- (app/corpus/stretch_queries.py). A document stored before this migration has no rows
-- (PostgreSQL cannot make them from its text) and is found by the retrieval keys alone until
-- 'imbrex corpus refresh' reads its file again or it is added again.
CREATE TABLE stems (
    stem bigint NOT NULL,
    doc bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (stem, doc)
);
CREATE INDEX stems_doc ON stems (doc);

-- Like the grams: a role sees the stems of the documents it may read.
ALTER TABLE stems ENABLE ROW LEVEL SECURITY;
CREATE POLICY stems_read ON stems FOR SELECT USING (doc IN (SELECT id FROM documents));
CREATE POLICY stems_write ON stems FOR INSERT WITH CHECK (doc IN (SELECT id FROM documents));
