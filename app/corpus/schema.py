"""The corpus file's schema and its ordered migrations (docs/corpus.md describes the format).

``PRAGMA user_version`` holds the number of migrations applied; ``PRAGMA application_id`` marks
the file as an Imbrex corpus. A new migration is appended to :data:`MIGRATIONS`, never edited.
"""

from __future__ import annotations

#: "IMBX": tells an Imbrex corpus from any other SQLite file.
APPLICATION_ID = 0x494D4258

MIGRATIONS: tuple[str, ...] = (
    # 1: documents, their compressed texts, and the inverted index of sampled fingerprints.
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        path TEXT NOT NULL UNIQUE,
        origin TEXT NOT NULL,
        origin_size INTEGER NOT NULL,
        origin_mtime_ns INTEGER NOT NULL,
        file_hash TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        size INTEGER NOT NULL,
        format TEXT NOT NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        collection TEXT NOT NULL,
        language TEXT NOT NULL,
        words INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        checksum INTEGER NOT NULL,
        super_shingle INTEGER NOT NULL,
        gram_count INTEGER NOT NULL,
        grams BLOB NOT NULL,
        added TEXT NOT NULL
    );
    CREATE INDEX documents_origin ON documents (origin);
    CREATE INDEX documents_checksum ON documents (checksum);
    CREATE INDEX documents_collection ON documents (collection);
    CREATE TABLE texts (
        doc INTEGER PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
        chars INTEGER NOT NULL,
        text_hash INTEGER NOT NULL,
        data BLOB NOT NULL
    );
    CREATE TABLE grams (
        hash INTEGER NOT NULL,
        doc INTEGER NOT NULL,
        PRIMARY KEY (hash, doc)
    ) WITHOUT ROWID;
    """,
    # 2: a checksum of each document's own gram list (xxh3_64 of the ``grams`` blob), so that
    # damage to the blob is found (``corpus verify``) before a remove trusts it. Existing
    # documents get theirs here, on the first writable open; ``imbrex_xxh3`` is a function
    # each connection registers (sqlite_store.py).
    """
    ALTER TABLE documents ADD COLUMN grams_hash INTEGER;
    UPDATE documents SET grams_hash = imbrex_xxh3(grams);
    """,
    # 3: near-duplicates of whole documents (seed 001). Each document's min-hash sketch, and
    # the index of its super-shingles, so that a paper's near-duplicates are found with a few
    # look-ups; existing documents get theirs from their stored texts (``imbrex_sketch`` and
    # ``imbrex_super_shingle`` are functions each connection registers: sqlite_store.py).
    # ``rank`` and ``super_shingle`` (a checksum of the whole set of kept grams) were never
    # read: dropped (SQLite 3.35 or newer).
    """
    ALTER TABLE documents DROP COLUMN rank;
    ALTER TABLE documents DROP COLUMN super_shingle;
    ALTER TABLE documents ADD COLUMN sketch BLOB;
    UPDATE documents SET sketch = imbrex_sketch(
        (SELECT data FROM texts WHERE texts.doc = documents.id), language);
    CREATE TABLE super_shingles (
        hash INTEGER NOT NULL,
        doc INTEGER NOT NULL,
        PRIMARY KEY (hash, doc)
    ) WITHOUT ROWID;
    WITH RECURSIVE part (n) AS (
        SELECT 0 UNION ALL SELECT n + 1 FROM part WHERE n + 1 < imbrex_super_shingle_count()
    )
    INSERT INTO super_shingles (hash, doc)
        SELECT DISTINCT imbrex_super_shingle(sketch, n), id FROM documents, part
        WHERE sketch IS NOT NULL;
    """,
    # 4: a summary of the stored keys, so that a check's look-up skips the keys the index does
    # not hold and those too common to rank (docs/corpus.md, "Skipping absent and common
    # keys"): a Bloom filter of the keys and a bound, and the documents of the frequent keys.
    # Made from the index right after this migration (``sqlite_key_summary.remake``).
    """
    CREATE TABLE key_summary (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        filter BLOB NOT NULL,
        bound INTEGER NOT NULL
    );
    CREATE TABLE key_counts (
        hash INTEGER PRIMARY KEY,
        docs INTEGER NOT NULL,
        postings BLOB NOT NULL
    );
    """,
    # 5: texts are stored as Zstandard frames from now on (app/corpus/text_codec.py); those
    # stored before stay zlib streams and are read as they are. Nothing is rewritten: the number
    # alone keeps an older Imbrex, which reads zlib only, from opening a corpus that may hold
    # Zstandard texts.
    """
    -- texts.data: a Zstandard frame, or a zlib stream written before format 5
    """,
    # 6: the term index (app/corpus/sqlite_stems.py): for each content stem, how many documents
    # hold it and, while it is rare, which (ascending ids as varint gaps; NULL once too many
    # hold it), and the highest id among them; the documents' lengths in words, indexed, for
    # the stretch queries' BM25. A corpus made before gets its stems from its stored texts
    # (``sqlite_stems.fill``, by ``SqliteCorpus._migrate``).
    """
    CREATE TABLE IF NOT EXISTS stems (
        stem INTEGER PRIMARY KEY,
        docs INTEGER NOT NULL,
        last INTEGER NOT NULL,
        postings BLOB
    );
    CREATE INDEX IF NOT EXISTS documents_words ON documents (words);
    """,
)

#: The first format with sketches and their super-shingles (migration 3).
SKETCH_VERSION = 3
#: The first format with the key summary (migration 4).
KEY_SUMMARY_VERSION = 4
#: The first format whose texts may be Zstandard frames (migration 5; app/corpus/text_codec.py).
TEXT_CODEC_VERSION = 5
#: The first format with the term index (migration 6; app/corpus/sqlite_stems.py).
STEMS_VERSION = 6

SCHEMA_VERSION = len(MIGRATIONS)
