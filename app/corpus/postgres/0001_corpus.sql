-- 1: documents, their compressed texts and the inverted index of sampled fingerprints, as in the
-- SQLite corpus (app/corpus/schema.py, docs/corpus.md) with the types widened. Hashes are
-- unsigned 64-bit values kept in signed bigint (same bits).
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE documents (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    path text NOT NULL UNIQUE,
    origin text NOT NULL,
    origin_size bigint NOT NULL,
    origin_mtime_ns bigint NOT NULL,
    file_hash text NOT NULL,
    sha256 text NOT NULL,
    size bigint NOT NULL,
    format text NOT NULL,
    title text NOT NULL,
    author text NOT NULL,
    collection text NOT NULL,
    language text NOT NULL,
    words integer NOT NULL,
    rank integer NOT NULL,
    checksum bigint NOT NULL,
    super_shingle bigint NOT NULL,
    gram_count integer NOT NULL,
    grams bytea NOT NULL,
    grams_hash bigint NOT NULL,
    added text NOT NULL
);
CREATE INDEX documents_origin ON documents (origin);
CREATE INDEX documents_checksum ON documents (checksum);
CREATE INDEX documents_collection ON documents (collection);

-- The texts are zlib data already: stored out of line, never compressed again.
CREATE TABLE texts (
    doc bigint PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    chars integer NOT NULL,
    text_hash bigint NOT NULL,
    data bytea NOT NULL
);
ALTER TABLE texts ALTER COLUMN data SET STORAGE EXTERNAL;

-- Partitioned by hash so that each probe of a lookup touches one small B-tree and vacuum
-- works partition by partition (docs/scaling.md): 64 partitions, made below. Removing a
-- document removes its rows through the foreign key (found by grams_doc).
CREATE TABLE grams (
    hash bigint NOT NULL,
    doc bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (hash, doc)
) PARTITION BY HASH (hash);
CREATE INDEX grams_doc ON grams (doc);
DO $$
BEGIN
    FOR part IN 0..63 LOOP
        EXECUTE format(
            'CREATE TABLE grams_%s PARTITION OF grams FOR VALUES WITH (MODULUS 64, REMAINDER %s)',
            lpad(part::text, 2, '0'), part);
    END LOOP;
END
$$;
