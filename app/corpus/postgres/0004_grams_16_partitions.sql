-- 4: the grams in 16 hash partitions instead of 64 (docs/scaling.md, "Measured"). A binary
-- COPY keeps a multi-row buffer for at most 32 partitions at a time; with 64 it kept flushing
-- them and a load cost a quarter more server time, for B-trees that are hardly smaller.
-- PostgreSQL lets moduli 16 and 64 live side by side, so each new partition takes the place of
-- the four old ones it covers (remainder r of 16 = remainders r, r+16, r+32, r+48 of 64): the
-- table itself, its privileges, policies, foreign key and indexes stay as they are.
DO $$
DECLARE
    old text;
BEGIN
    FOR part IN 0..15 LOOP
        CREATE TEMPORARY TABLE moving (hash bigint, doc bigint) ON COMMIT DROP;
        FOR quarter IN 0..3 LOOP
            old := format('grams_%s', lpad((part + 16 * quarter)::text, 2, '0'));
            EXECUTE format('ALTER TABLE grams DETACH PARTITION %I', old);
            EXECUTE format('INSERT INTO moving SELECT hash, doc FROM %I', old);
            EXECUTE format('DROP TABLE %I', old);
        END LOOP;
        EXECUTE format(
            'CREATE TABLE grams_of_16_%s PARTITION OF grams'
            ' FOR VALUES WITH (MODULUS 16, REMAINDER %s)', lpad(part::text, 2, '0'), part);
        INSERT INTO grams (hash, doc) SELECT hash, doc FROM moving ORDER BY hash;
        DROP TABLE moving;
    END LOOP;
END
$$;
