"""Honest per-source shares (issue 14 item 4): a passage claims no more of the paper than its
evidence supports, and text that differs from a source only in its numbers (a template filled
in with other figures) is set aside as ``templated``."""

from __future__ import annotations

from app.engine.align import align
from app.engine.compare import analyse, compare
from app.engine.numbers import is_templated
from app.engine.passage import Passage
from app.engine.passage_diff import shared_words

SOURCE = (
    "Inheritance lets a new class reuse the fields and the methods of an existing class, so that "
    "common code is written only once and shared by every class that needs it. "
    "The existing class is called the parent or the base class, and the new class is called the "
    "child or the derived class of that base class in most languages. "
    "A derived class can override any method of its base class in order to change its "
    "behaviour, while the methods it does not override keep working as before. "
    "Multiple inheritance, where a single class has several parents at the same time, is "
    "allowed in some programming languages such as C++ but not in others such as Java. "
)
# Four sentences reworded from SOURCE, with the student's own sentences between them.
REWORDED = (
    "Inheritance lets a new class reuse the fields and also the methods of an existing class, "
    "so that the common code is written only once and is shared by all classes that need it.",
    "The existing class is known as the parent or the base class, and the new class is called "
    "the child or the derived class of the base class in most languages.",
    "A derived class can override any method of its base class to change the way it behaves, "
    "while the methods that it does not override keep on working as before.",
    "Multiple inheritance, where a class has several parents at the same time, is allowed in "
    "some programming languages like C++ but not in other languages like Java.",
)
OWN = (
    "My grandmother kept chickens in a small yard behind her kitchen.",
    "Every morning she collected the eggs in a straw basket.",
    "In winter the yard froze and the hens stayed inside the shed.",
    "One summer a fox got in and took three of the birds.",
)
LOOSE_PAPER = " ".join(
    [REWORDED[0], OWN[0], OWN[1], REWORDED[1], OWN[2], REWORDED[2], OWN[3], REWORDED[3]]
)


def test_a_loose_passage_claims_only_the_sentences_that_match():
    """The old engine joined the four reworded sentences and the six own sentences between
    them into one passage: "100 % of the paper". Each own sentence matches nothing of the
    source, so it is not claimed."""
    match = compare(analyse(LOOSE_PAPER), analyse(SOURCE))
    covered = [LOOSE_PAPER[p.start : p.end] for p in match.passages]
    assert all(own not in part for own in OWN for part in covered)
    assert all(any(sentence in part for part in covered) for sentence in REWORDED)
    own_share = sum(len(own) for own in OWN) / len(LOOSE_PAPER)
    assert match.similarity <= 1 - own_share + 0.01


def test_a_match_that_shares_few_words_claims_nothing():
    """Short sentences on the topic of the source, each sharing only scattered words with it:
    fewer than ``min_words`` words are shared, so nothing is claimed (the old engine claimed
    OLD_SHARE of this paper)."""
    paper = " ".join(
        [
            "Inheritance allows a new class to reuse the methods and fields of a class that "
            "already exists.",
            *OWN[:2],
            "The existing class is known as the base or parent class, while the new one is the "
            "derived or child class.",
            OWN[2],
            "We children were allowed to feed them grain and scraps.",
            "The old rooster crowed long before sunrise and woke the whole street.",
            OWN[3],
            "After that my grandfather built a taller fence from planks.",
            "A derived class may override a method of the base class so that it behaves "
            "differently.",
        ]
    )
    match = compare(analyse(paper), analyse(SOURCE))
    assert match.passages == () and match.similarity == 0.0
    assert match.excluded and {e.reason for e in match.excluded} == {"too-short"}


CENSUS = (
    "As of the census of 2000, there were {0} people, {1} households, and {2} families residing "
    "in the town. The population density was {3} people per square mile. There were {4} housing "
    "units at an average density of {5} per square mile. The racial makeup of the town was {6}% "
    "White, {7}% African American, {8}% Native American, {9}% Asian, and {10}% from two or more "
    "races. Hispanic or Latino of any race were {11}% of the population.\n\n"
    "There were {1} households out of which {12}% had children under the age of 18 living with "
    "them, {13}% were married couples living together, {14}% had a female householder with no "
    "husband present, and {15}% were non-families. The average household size was {16} and the "
    "average family size was {17}."
)
TOWN_A = CENSUS.format(
    "1,348", "541", "379", "34.6", "616", "15.8", "97.55", "0.22", "0.67", "0.15", "0.82",
    "1.04", "30.7", "58.6", "7.6", "29.8", "2.49", "2.98",
)  # fmt: skip
TOWN_B = CENSUS.format(
    "2,911", "1,102", "804", "61.2", "1,230", "25.9", "95.10", "1.84", "0.35", "0.41", "1.27",
    "2.66", "33.1", "52.9", "9.8", "31.4", "2.61", "3.12",
)  # fmt: skip


def test_a_template_filled_in_with_other_numbers_is_not_a_copy():
    """Seed 002's numbers criterion: the census paragraph of another town shares every word of
    its template and none of its figures (the old engine: 100 % similar)."""
    match = compare(analyse(TOWN_A), analyse(TOWN_B))
    assert match.passages == () and match.similarity == 0.0 and match.identical == 0.0
    assert [e.reason for e in match.excluded] == ["templated"]
    assert match.excluded[0].end - match.excluded[0].start > 0.9 * len(TOWN_A)


def test_the_same_town_with_the_same_numbers_is_a_copy():
    match = compare(analyse(TOWN_A), analyse("Demographics\n\n" + TOWN_A))
    assert match.similarity > 0.99 and not match.excluded


def test_a_copy_that_also_changes_numbers_and_words_is_still_a_copy():
    """Other numbers alone do not make a passage templated: the differences must be mostly
    numbers. A reworded copy with a few changed figures stays a copy."""
    paper, source = analyse(TOWN_A), analyse(TOWN_B)
    whole = Passage(0, len(TOWN_A), 0, len(TOWN_B), 200, "shingle", 0.9)
    assert is_templated(paper, source, whole)
    reworded = (
        "The 2000 census counted 1,348 residents living in 541 households, 379 of them "
        "families. With 34.6 inhabitants on each square mile the town is thinly settled; its "
        "616 homes stand at 15.8 per square mile. Most people are White (97.55%), with 0.22% "
        "African Americans, 0.67% Native Americans, 0.15% Asians and 0.82% of mixed race; "
        "1.04% are Hispanic or Latino.\n\n"
        "Children under 18 live in 30.7% of the households, married couples in 58.6%, a woman "
        "without a husband heads 7.6%, and 29.8% are not families. A household has 2.49 "
        "members on average and a family 2.98."
    )
    changed = analyse(reworded)
    mixed = Passage(0, len(reworded), 0, len(TOWN_B), 200, "shingle", 0.9)
    assert not is_templated(changed, source, mixed)


def test_a_template_passage_drawn_wider_than_its_source_is_still_templated():
    """PAN's suspicious-document00640: a census passage whose paper side starts a sentence
    before anything the other town's paragraph matches. Those leading words are not differences
    from the template; counted as such they hid it (53.8 % 'similar' to another town)."""
    lead = (
        "The town lies on the river where the old road crosses it, and most of its people work "
        "in the mills or on the farms around it. "
    )
    paper_text = lead + TOWN_A.split("\n\n")[1]
    source_text = TOWN_B.split("\n\n")[1]
    paper, source = analyse(paper_text), analyse(source_text)
    passage = Passage(0, len(paper_text), 0, len(source_text), 60, "shingle", 0.5)
    assert is_templated(paper, source, passage)


# A summary (PAN's summary obfuscation): two sentences, one after the other, each compressing a
# sentence from another place of a longer source. Each shares fewer than ``min_words`` words.
HIVE = (
    "A honey bee colony is organised around a single queen, who lays all of the eggs of the "
    "hive, while many thousands of sterile female workers gather nectar and pollen, build the "
    "wax comb and defend the entrance against wasps and other intruders.",
    "The weather in the valley changes quickly in the spring, and farmers watch the clouds.",
    "Roads across the hills were built by hand in the last century and are still narrow today.",
    "Local markets sell cheese, bread and apples every Saturday morning in the main square.",
    "Children walk to the village school along the river path when the water is low.",
    "An old stone bridge crosses the river near the mill, and its arches are covered in moss.",
    "Tourists come in the summer to climb the peaks and to photograph the lakes at dawn.",
    "In late summer the workers drive the male drones out of the hive, because the drones eat "
    "the stored honey and do no work at all during the long months of winter.",
)
COMPRESSED = (
    "Each colony has one queen laying the eggs, and thousands of female workers collect nectar, "
    "build comb and defend the entrance.",
    "Before winter the drones, who eat honey and do no work, are driven out.",
)
UNCLE = (
    "My uncle keeps four hives at the bottom of his garden.",
    "He sells what they make to his neighbours every autumn.",
)


def test_a_summary_of_compressed_sentences_is_reported():
    """Two neighbouring compressed sentences share 16 and 10 words with two distant sentences
    of the source: each alone is too little (the old rule set both aside as too short), but
    together they are one stretch of the paper taken from the source, and are one passage."""
    paper_text = " ".join([*UNCLE, *COMPRESSED])
    paper, source = analyse(paper_text), analyse(" ".join(HIVE))
    assert [shared_words(paper, source, p) for p in align(paper, source)] == [16, 10]
    match = compare(paper, source)
    assert len(match.passages) == 1 and not match.excluded
    covered = paper_text[match.passages[0].start : match.passages[0].end]
    assert covered.startswith("colony has one queen") and "are driven out" in covered
    assert all(own not in covered for own in UNCLE)


def test_compressed_sentences_apart_are_judged_one_by_one():
    """The same two sentences with the writer's own sentence between them (a Clough & Stevenson
    "non" answer: sentences on the topic of the source, each sharing a dozen words with it)
    claim nothing."""
    paper = analyse(" ".join([UNCLE[0], COMPRESSED[0], UNCLE[1], COMPRESSED[1]]))
    match = compare(paper, analyse(" ".join(HIVE)))
    assert match.passages == () and {e.reason for e in match.excluded} == {"too-short"}


def test_neighbouring_fragments_do_not_make_a_stretch(monkeypatch):
    """Neighbouring passages judged together need one of them to be ``min_words`` long on both
    sides: fragments of a few words each (a loose match's scraps) stay too short, even when
    together they share more than ``min_words`` words."""
    import app.engine.compare as compare_module

    paper_text = " ".join(HIVE[1:4])
    paper, source = analyse(paper_text), analyse(" ".join(HIVE[1:4]))
    cuts = [paper_text.index(s) for s in HIVE[1:4]] + [len(paper_text)]
    pieces = [
        Passage(a, a + len(s), a, a + len(s), 16, "sentence-similarity", 0.5)
        for a, s in zip(cuts, HIVE[1:4], strict=False)
    ]
    assert all(p.words < 20 for p in pieces) and sum(p.words for p in pieces) > 20
    monkeypatch.setattr(compare_module, "align", lambda *_args: pieces)
    match = compare(paper, source)
    assert match.passages == () and len(match.excluded) == 3


# A summary whose compressed sentences lie apart (PAN 00222/01073: 42, 21 and 28 paper words
# sharing 18, 12 and 17 with three places of the source, the writer's own text between them).
GLACIER = (
    "A glacier forms where the snow that falls in winter does not melt away in summer, so that "
    "year after year the layers pile up and are pressed into dense blue ice by their own weight.",
    "The weather in the valley changes quickly in the spring, and farmers watch the clouds.",
    "Roads across the hills were built by hand in the last century and are still narrow today.",
    "Under the pressure of the ice above it, the lowest layer of a glacier deforms like a very "
    "thick liquid and slowly flows downhill, carrying rocks and gravel along with it for miles.",
    "Local markets sell cheese, bread and apples every Saturday morning in the main square.",
    "Children walk to the village school along the river path when the water is low.",
    "When a glacier retreats it leaves behind long ridges of rock and gravel called moraines, "
    "which mark the furthest points the ice once reached and can block rivers to form lakes.",
    "Tourists come in the summer to climb the peaks and to photograph the lakes at dawn.",
)
GLACIER_SUMMARY = (
    "Glaciers form once snow falling every winter stops melting each summer: year upon year, "
    "layers pile up, pressed by weight into dense blue ice.",
    "Pressed by ice above, its lowest layer deforms like some very thick liquid, flowing "
    "slowly downhill and carrying rocks plus gravel for miles.",
    "When a glacier retreats it leaves moraines, long ridges of stone and grit that show the "
    "furthest reach of the ice, and these sometimes dam streams into ponds.",
)
TRIP = (
    "Last year our class went on a trip to the mountains in the north.",
    "We stayed in a wooden hut and cooked our own dinners on a small stove.",
    "On the last day it rained so hard that the bus could not leave until noon.",
)


def test_three_compressed_sentences_of_one_source_corroborate_each_other():
    """Three sentences apart, each compressing another sentence of one source and sharing 15,
    17 and 16 words with it: each alone is a sentence on the topic (the old engine set all
    three aside as too short), three of one source are a summary of it. The writer's own
    sentences between them stay unclaimed."""
    paper_text = " ".join(s for pair in zip(TRIP, GLACIER_SUMMARY, strict=True) for s in pair)
    paper, source = analyse(paper_text), analyse(" ".join(GLACIER))
    assert [shared_words(paper, source, p) for p in align(paper, source)] == [15, 17, 16]
    match = compare(paper, source)
    assert len(match.passages) == 3 and not match.excluded
    covered = [paper_text[p.start : p.end] for p in match.passages]
    assert all(own not in part for own in TRIP for part in covered)
