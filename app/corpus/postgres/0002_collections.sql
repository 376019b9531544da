-- 2: collections with owners, and row-level security: a teacher (a role) reads the collections
-- they own or that are shared with them (or with one of their roles), and writes only their
-- own. The tables' owner (the administrator who made the corpus) is not restricted. The roles
-- themselves and their table privileges are the administrator's (docs/scaling.md); a role
-- with SELECT only is a read-only checker.
CREATE TABLE collections (
    name text PRIMARY KEY,
    owner name NOT NULL DEFAULT current_user
);
INSERT INTO collections (name) SELECT DISTINCT collection FROM documents;
ALTER TABLE documents
    ADD CONSTRAINT documents_collection_fkey FOREIGN KEY (collection) REFERENCES collections (name);

-- A reader is a role name; 'public' shares a collection with every role of the corpus.
CREATE TABLE collection_readers (
    collection text NOT NULL REFERENCES collections (name) ON DELETE CASCADE,
    reader name NOT NULL,
    PRIMARY KEY (collection, reader)
);

-- The collections the current role may read / write, evaluated once per statement (the
-- policies call them in a sub-select).
CREATE FUNCTION imbrex_readable() RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(c.name), '{}') FROM collections c
    WHERE pg_has_role(c.owner, 'MEMBER')
       OR EXISTS (SELECT 1 FROM collection_readers r
                  WHERE r.collection = c.name
                    AND (r.reader = 'public' OR pg_has_role(r.reader, 'MEMBER')))
$$;
CREATE FUNCTION imbrex_writable() RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(c.name), '{}') FROM collections c
    WHERE pg_has_role(c.owner, 'MEMBER')
$$;

ALTER TABLE collections ENABLE ROW LEVEL SECURITY;
CREATE POLICY collections_read ON collections FOR SELECT USING (true);
CREATE POLICY collections_add ON collections FOR INSERT WITH CHECK (owner = current_user);
CREATE POLICY collections_own ON collections FOR UPDATE USING (pg_has_role(owner, 'MEMBER'));
CREATE POLICY collections_drop ON collections FOR DELETE USING (pg_has_role(owner, 'MEMBER'));

ALTER TABLE collection_readers ENABLE ROW LEVEL SECURITY;
CREATE POLICY readers_read ON collection_readers FOR SELECT USING (true);
CREATE POLICY readers_share ON collection_readers FOR ALL
    USING (collection = ANY ((SELECT imbrex_writable())::text[]))
    WITH CHECK (collection = ANY ((SELECT imbrex_writable())::text[]));

ALTER TABLE documents ENABLE ROW LEVEL SECURITY;
CREATE POLICY documents_read ON documents FOR SELECT
    USING (collection = ANY ((SELECT imbrex_readable())::text[]));
CREATE POLICY documents_write ON documents FOR INSERT
    WITH CHECK (collection = ANY ((SELECT imbrex_writable())::text[]));
CREATE POLICY documents_change ON documents FOR UPDATE
    USING (collection = ANY ((SELECT imbrex_writable())::text[]));
CREATE POLICY documents_remove ON documents FOR DELETE
    USING (collection = ANY ((SELECT imbrex_writable())::text[]));

-- Texts and grams follow their document (a document the role cannot read has no rows it sees).
ALTER TABLE texts ENABLE ROW LEVEL SECURITY;
CREATE POLICY texts_read ON texts FOR SELECT USING (doc IN (SELECT id FROM documents));
CREATE POLICY texts_write ON texts FOR INSERT WITH CHECK (doc IN (SELECT id FROM documents));
ALTER TABLE grams ENABLE ROW LEVEL SECURITY;
CREATE POLICY grams_read ON grams FOR SELECT USING (doc IN (SELECT id FROM documents));
CREATE POLICY grams_write ON grams FOR INSERT WITH CHECK (doc IN (SELECT id FROM documents));
