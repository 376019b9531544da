-- Texts are stored as Zstandard frames from now on (app/corpus/text_codec.py); those stored
-- before stay zlib streams and are read as they are. Nothing is rewritten: the number alone
-- keeps an older Imbrex, which reads zlib only, from opening a corpus that may hold Zstandard
-- texts.
COMMENT ON COLUMN texts.data IS
    'UTF-8 of the text: a Zstandard frame, or a zlib stream written before format 6';
