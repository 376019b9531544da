"""The index's content does not change when its computation is made faster.

Each text (the demo corpus's English, Russian and Chinese sources, and short German, French,
Spanish, mixed-script and numeric texts) is fingerprinted and analysed, and a digest of every
array and field is compared with the digest the code gave before the vocabulary pass, the
batched workers and the bounded language sample (issue 20). A changed key, stem, stop-word
test, language, span or sentence range changes the digest. Retrieval (and its benchmark) reads
these keys from corpora indexed by older versions, so they must stay bit for bit the same.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import xxhash

from app.engine.analysis import analyse
from app.engine.fingerprints import document_fingerprints, query_keys

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "sources"

INLINE = {
    "de": (
        "Die Wasserkreislauf bewegt das Wasser zwischen den Ozeanen, der Luft und dem Land. "
        "Wenn die Sonne die Oberfläche des Meeres erwärmt, verdunstet das Wasser und steigt "
        "als Dampf in die Höhe. Dort kühlt es ab, bildet Wolken und fällt als Regen oder "
        "Schnee wieder auf die Erde zurück, wo es in Flüssen zum Meer fließt."
    ),
    "fr": (
        "Le cycle de l'eau déplace l'eau entre les océans, l'air et la terre. Quand le soleil "
        "chauffe la surface de la mer, l'eau s'évapore et monte sous forme de vapeur. Elle se "
        "refroidit, forme des nuages et retombe en pluie ou en neige sur les continents, où "
        "les rivières la ramènent vers la mer."
    ),
    "es": (
        "El ciclo del agua mueve el agua entre los océanos, el aire y la tierra. Cuando el sol "
        "calienta la superficie del mar, el agua se evapora y sube como vapor. Luego se enfría, "
        "forma nubes y cae otra vez como lluvia o nieve sobre los continentes, donde los ríos "
        "la llevan de nuevo hacia el mar."
    ),
    "mixed": (
        "Mixed: the аs-typed Cyrillic letters and zero\u200bwidth spaces, ﬁne ligatures, "
        "ＦＵＬＬ width, 3.14 and 2,5. Тhе pаpеr sаys 造纸术是中国古代的四大发明之一 and more!"
    ),
    "numbers": "1 2 3 4 5 6 7 8 9 10 11 12 3.14 2,5 1999 2024",
    "empty": "",
    "punctuation": "...!!! ,,,",
}


def _texts() -> dict[str, str]:
    texts = {f.stem: f.read_text(encoding="utf-8") for f in sorted(DEMO.glob("*.txt"))}
    english = "\n\n".join(texts[name] for name in sorted(texts) if name.startswith("en-"))
    # Longer than the language guess's sample, and one whose first 3,000 words hold no letter.
    long = {"long": english * 2 + texts["ru-baikal"], "numbers-then-en": "7 " * 3000 + english}
    return texts | INLINE | long


def _digest(*parts: object) -> str:
    h = xxhash.xxh3_64()
    for part in parts:
        if isinstance(part, np.ndarray):
            h.update(str(part.dtype).encode() + str(part.shape).encode())
            h.update(np.ascontiguousarray(part).tobytes())
        else:
            h.update(repr(part).encode("utf-8", "surrogatepass"))
        h.update(b"|")
    return h.hexdigest()


def fingerprint_digest(text: str, sampling: str) -> str:
    """Digest of everything the index stores about ``text``'s wording."""
    p = document_fingerprints(text, sampling=sampling)
    return _digest(
        p.words, p.language, p.rank, p.checksum, p.super_shingle, p.kept, p.pairs, p.stored
    )


def analysis_digest(text: str) -> str:
    """Digest of every array and field of the engine's analysis of ``text``."""
    a = analyse(text)
    return _digest(
        a.language,
        a.tokens.forms,
        a.tokens.starts,
        a.tokens.ends,
        a.token_hashes,
        a.stem_hashes,
        a.content,
        a.sentence_tokens,
        a.unit_sentences,
        a.shingles,
        a.checksum,
        a.records,
        a.unit_token_ranges,
    )


# Digests made by the code at 2006622 (before issue 20's changes).
EXPECTED: dict[str, str] = {
    "de": "a6c1ee50272c5439 34b9986b0c1e8c0f 38fc6d05e310fab5 2d8dc6e8f698b5ca",
    "empty": "8846138901abab54 8846138901abab54 cba8a343a2989232 8b036dbfa8ef20df",
    "en-honey-bees": "bef6f016baa5a491 9e42f92dbf222be7 cb4d3844606f6a46 342614264b8c6da3",
    "en-photosynthesis": "70e8a2e678ff2944 b10bd55fdd99b7ca 63b0bd91d7d661bd d43193d420e44fbc",
    "en-printing-press": "b580f5ad08afc174 5dd3b277658a7d18 7ccde88d3e5992bf b6010e5ee2823485",
    "en-roman-aqueducts": "70c3d945ece02b83 64b2548bded2bb40 3cd079ca67832b55 424157c17f32b83d",
    "en-volcanoes": "a241281ba7026887 82b4f8984651510f 0d157bcf07c79759 1e0fc0ed2cd50507",
    "en-water-cycle": "878973c35bf2bc3d e38eef6b992fd8f6 f4ad95938d286c66 f44f4583503123b1",
    "es": "454d899c6b37192b 7cfe973e65fc8687 dae85f8f9fc06e9c 307dcdf14d0651a7",
    "fr": "fc54d67a453386d8 1278d4c762221044 ba903945e93554a1 cdefe2b1ef857b01",
    "long": "6563f84079127c4c c09c399403b5775b 87cd028b35a87a6a 8008a32cbb39af41",
    "mixed": "cc3ae46fc215f601 6d7d1cf6aa10e8b3 55ab3148c7fb3748 83d263d3fd62d24f",
    "numbers": "3b06e09ed0145221 9a327aa964d64c74 a3d31317ffcd8511 a79fa829bba90027",
    "numbers-then-en": "9380267f8534f7e9 b66b10dac3cfd4fb 4e186136239b2dba 9141c34531ff162a",
    "punctuation": "8846138901abab54 8846138901abab54 cba8a343a2989232 8b036dbfa8ef20df",
    "ru-baikal": "08ff7d4e9f87c95d 97cd244086b0f3e3 3016ca2e7c6565ca cd90d878c1e625eb",
    "ru-lomonosov": "ff7de58d4feb2f8a 47a2c2d95bc738ee b1a6b8fa3b6013a6 2d044259ca17d381",
    "ru-taiga": "f8e2fec4b03d9fb3 f790988dc0061901 297d69d17d355a57 637f50145404f538",
    "zh-giant-panda": "7267225083684670 dfd510878a3d2a5b f565f16e2251143e c1ee944801238e7a",
    "zh-great-wall": "57bc1feb943c305d 80dacdbeb070859e 006377efa2c06aa0 3588d2a5aec87e0c",
    "zh-papermaking": "88f2b6c04e60deff bcb1adab473c51de e813e5d331179395 e2a2a7ac39efab61",
}


@pytest.mark.parametrize("name", sorted(_texts()))
def test_index_keys_and_analysis_are_those_of_the_previous_code(name):
    text = _texts()[name]
    got = (
        fingerprint_digest(text, "winnow"),
        fingerprint_digest(text, "mod-m"),
        _digest(query_keys(text)),
        analysis_digest(text),
    )
    assert " ".join(got) == EXPECTED[name]
