"""Passages found by `align`: verbatim copies, light disguise, look-alike letters, other
languages, and properties of papers assembled from own and copied sentences.

The texts below are written for these tests (no corpus, no network). Each topic has its own
vocabulary, so unrelated texts share no five-word shingle. `tests.engine.test_compare` and
`tests.test_cli_compare` reuse them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.align import align
from app.engine.analysis import analyse
from app.engine.compare import compare
from app.engine.passage import METHODS

# --- the texts -------------------------------------------------------------------------------

BEES = (
    "Honeybee colonies depend on a careful division of labour among thousands of sterile "
    "female workers.",
    "Young workers clean the wax cells and feed the developing larvae with a secretion "
    "called royal jelly.",
    "After about three weeks inside the hive, the same insects begin to forage for nectar "
    "and pollen in the surrounding meadows.",
    "A returning forager performs a waggle dance whose angle and duration tell her "
    "sisters the direction and distance of the flowers.",
    "Karl von Frisch decoded this remarkable language in the nineteen forties and later "
    "received a Nobel Prize for the discovery.",
    "Pollination by bees is responsible for a large share of the fruit and vegetables "
    "that reach European markets every summer.",
    "Orchards of apples, cherries and almonds produce much smaller harvests when wild "
    "pollinators disappear from the landscape.",
    "Pesticides known as neonicotinoids impair the navigation of foragers, so many of "
    "them never find their way back to the colony.",
    "Parasitic mites of the genus Varroa spread viruses between pupae and have weakened "
    "apiaries on almost every continent.",
    "Beekeepers now monitor hive weight, temperature and humidity with inexpensive "
    "sensors that transmit readings to a phone.",
    "Conservation programmes encourage farmers to leave strips of wildflowers along field "
    "margins where solitary bees can nest.",
)
AQUEDUCTS = (
    "Roman engineers carried fresh water into their cities through aqueducts that "
    "stretched for dozens of kilometres across hills and valleys.",
    "The channel descended at a gentle and remarkably constant gradient, often less than "
    "one metre for every kilometre of its course.",
    "Where a valley interrupted the route, builders raised tiers of stone arches such as "
    "the famous Pont du Gard in southern Gaul.",
    "Surveyors used a long wooden table called a chorobates, levelled with water, to "
    "establish the slope before any digging began.",
    "Inside the city the water flowed into distribution tanks and then through lead pipes "
    "to fountains, baths and private houses.",
    "Wealthy owners paid a fee for a private connection, and inspectors regularly "
    "punished those who tapped the mains illegally.",
    "The architect Frontinus, appointed water commissioner in the first century, wrote a "
    "detailed treatise about the system of Rome.",
    "He complained about fraud, leaks and neglected maintenance, and he recorded the "
    "capacity of each of the nine aqueducts he supervised.",
    "Calcium carbonate deposits gradually narrowed the channels, so slaves had to chip "
    "away the hard crust every few years.",
    "Several of these ancient structures still supply water today, an astonishing "
    "testimony to the durability of Roman concrete.",
)
PRINTING = (
    "Johannes Gutenberg combined several existing crafts into a new method of producing "
    "books in Mainz around the middle of the fifteenth century.",
    "His most important invention was a hand mould that allowed a typefounder to cast "
    "thousands of identical metal letters quickly.",
    "An alloy of lead, tin and antimony melted at a low temperature yet produced type "
    "that was hard enough for repeated pressing.",
    "Gutenberg also developed an oil-based ink that adhered to metal far better than the "
    "water-based inks used by scribes.",
    "The screw press he adapted had long been employed by vintners to squeeze grapes and "
    "by papermakers to dry damp sheets.",
    "Around one hundred and eighty copies of his Latin Bible were completed, some on "
    "paper and some on expensive vellum.",
    "Within fifty years printing shops had spread to more than two hundred towns across "
    "Europe, from Venice to London.",
    "Cheaper pamphlets allowed reformers such as Martin Luther to reach audiences that no "
    "preacher could have addressed in person.",
    "Scholars argue that standardised texts encouraged the comparison of sources and thus "
    "contributed to the scientific revolution.",
    "Printed vernacular grammars gradually stabilised spelling in languages that had "
    "previously been written in many regional forms.",
)
OWN_BEES = (
    "When I started this essay I knew almost nothing about the insects in my grandfather's garden.",
    "My aim here is to explain why so many people worry about them at the moment.",
    "I visited a local apiary last spring and asked the owner a lot of questions.",
    "She let me hold a frame covered with buzzing workers, which was a little frightening.",
    "In my opinion, schools should teach children more about the creatures that feed us.",
    "To sum up, protecting these small helpers is cheaper than replacing the work they do "
    "for free.",
    "Everyone can contribute by planting flowers on a balcony or avoiding garden chemicals.",
    "I hope that future generations will still hear the familiar humming on warm afternoons.",
)
OWN_GENERIC = (
    "Cycling to work has become popular in many northern cities over the last decade.",
    "My brother repairs old bicycles in a small workshop behind the railway station.",
    "A good helmet and bright lights matter more than an expensive frame.",
    "Some councils paint green lanes on busy roads, while others build separate tracks.",
    "Winter is the hardest season, because ice and darkness discourage even keen riders.",
    "Statistics from Copenhagen suggest that commuters there save hours every month.",
    "Children who ride to school often arrive more awake and in a better mood.",
    "Nobody in our neighbourhood expected the new bridge for cyclists to be so busy.",
)
RU_SOURCE = (
    "Байкал считается самым глубоким озером на планете: его максимальная глубина "
    "превышает тысячу шестьсот метров.",
    "В этой огромной котловине сосредоточено около двадцати процентов мировых запасов "
    "пресной поверхностной воды.",
    "Озеро возникло примерно двадцать пять миллионов лет назад в зоне, где земная кора "
    "медленно раскалывается на части.",
    "В Байкал впадают более трёхсот рек, а вытекает из него лишь одна широкая и быстрая "
    "река Ангара.",
    "Зимой поверхность покрывается прозрачным льдом, толщина которого местами достигает "
    "почти двух метров.",
    "Большинство обитающих здесь животных и растений не встречается больше нигде на Земле.",
    "Особую известность получила байкальская нерпа, единственный пресноводный тюлень в "
    "этом регионе.",
    "Маленький рачок эпишура неустанно фильтрует воду и поддерживает её удивительную чистоту.",
    "Строительство целлюлозного комбината на южном берегу вызвало в прошлом веке широкие "
    "протесты учёных.",
    "Сегодня главной угрозой считаются неочищенные стоки посёлков и быстрый рост "
    "неорганизованного туризма.",
)
RU_OWN = (
    "Прошлым летом я впервые поехал в Иркутск вместе с родителями и младшей сестрой.",
    "Мне давно хотелось своими глазами увидеть место, о котором так много пишут в учебниках.",
    "В этом реферате я постараюсь кратко рассказать о самом интересном.",
    "Я считаю, что каждый школьник должен хотя бы раз побывать в Сибири.",
    "Надеюсь, что наши внуки тоже смогут любоваться этой красотой.",
)
ZH_SOURCE = (
    "茶叶最早在中国西南地区被人们发现和利用，距今已有数千年的历史。",
    "唐代的陆羽写成了《茶经》，系统地记载了种茶、制茶和饮茶的方法。",
    "宋朝时期，文人们喜欢点茶和斗茶，把饮茶变成了一种高雅的艺术。",
    "明朝以后，散茶逐渐取代了团茶，冲泡的方式也变得更加简单。",
    "根据加工工艺的不同，茶可以分为绿茶、红茶、乌龙茶、白茶、黄茶和黑茶六大类。",
    "绿茶不经过发酵，因此保留了鲜叶中较多的天然物质。",
    "乌龙茶属于半发酵茶，主要产于福建、广东和台湾等地。",
    "十七世纪，荷兰商人把茶叶运到欧洲，饮茶之风很快在英国流行起来。",
    "古代的茶马古道连接了云南、四川和西藏，促进了各民族之间的贸易往来。",
    "如今，中国仍然是世界上最大的茶叶生产国和消费国之一。",
)
ZH_OWN = (
    "我在这篇短文里想谈谈自己对这种饮料的理解。",
    "小时候，我常常看到爷爷每天早上在院子里泡一壶。",
    "他总是说，慢慢喝才能品出真正的味道。",
    "总之，它不仅是一种饮品，也是一种生活态度。",
    "希望以后有机会去杭州亲眼看看那里的山。",
)

# A light disguise of BEES[3:7]: synonyms, a word left out, words added, sentences 2 and 3
# swapped. `DISGUISED_FROM` is the slice of BEES they come from.
DISGUISED_BEES = (
    "A returning forager performs a waggle dance whose direction and length tell her sisters "
    "the bearing and distance of the blossoms.",
    "Pollination by bees is responsible for a large part of the fruit and vegetables that "
    "reach markets every summer.",
    "Karl von Frisch, an Austrian zoologist, decoded this remarkable language in the nineteen "
    "forties and later received a Nobel Prize for that discovery.",
    "Orchards of apples, cherries and almonds yield much smaller crops when wild pollinators "
    "vanish from the countryside.",
)
# ... and of PRINTING[1:5], the same kinds of edits.
DISGUISED_PRINTING = (
    "His most significant invention was a hand mould which allowed a typefounder to cast "
    "thousands of identical metal letters rapidly.",
    "Gutenberg also created an oil-based ink that stuck to metal far better than the "
    "water-based inks of the scribes.",
    "An alloy of lead, tin and antimony melted at a low heat yet gave type that was hard "
    "enough for pressing again and again.",
    "The screw press he adapted had long been used by winemakers to squeeze grapes and by "
    "papermakers to dry wet sheets.",
)
DISGUISED_FROM = {DISGUISED_BEES: (BEES, 3, 7), DISGUISED_PRINTING: (PRINTING, 1, 5)}


# --- builders --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Built:
    """A text assembled from pieces, and where each piece lies in it: (kind, start, end)."""

    text: str
    pieces: tuple[tuple[str, int, int], ...]

    def span(self, kind: str) -> tuple[int, int]:
        """From the first piece of ``kind`` to the end of the last one."""
        spans = [(s, e) for k, s, e in self.pieces if k == kind]
        return spans[0][0], spans[-1][1]


def assemble(pieces, sep: str = " ") -> Built:
    """Join (kind, text) pieces with ``sep``, remembering the span of each piece."""
    text, spans = "", []
    for kind, piece in pieces:
        if text:
            text += sep
        spans.append((kind, len(text), len(text) + len(piece)))
        text += piece
    return Built(text, tuple(spans))


def source_text(sentences, sep: str = " ", paragraph: int = 5) -> str:
    """Sentences as paragraphs of ``paragraph`` sentences separated by a blank line."""
    groups = [sentences[i : i + paragraph] for i in range(0, len(sentences), paragraph)]
    return "\n\n".join(sep.join(g) for g in groups)


def span_in(text: str, first: str, last: str) -> tuple[int, int]:
    """From the start of sentence ``first`` to the end of sentence ``last`` in ``text``."""
    start = text.index(first)
    return start, text.index(last, start) + len(last)


def paper_with_copy(own, copied, sep: str = " ", before: int = 3) -> Built:
    """``before`` own sentences, the copied ones, then the remaining own sentences."""
    return assemble(
        [("own", s) for s in own[:before]]
        + [("copy", s) for s in copied]
        + [("own", s) for s in own[before:]],
        sep,
    )


def union_length(spans) -> int:
    total, last = 0, -1
    for start, end in sorted(spans):
        if end > last:
            total += end - max(start, last)
            last = end
    return total


def overlap(passage_span: tuple[int, int], span: tuple[int, int]) -> int:
    return max(0, min(passage_span[1], span[1]) - max(passage_span[0], span[0]))


def find(paper: str, source: str):
    return align(analyse(paper), analyse(source))


# --- verbatim copies -------------------------------------------------------------------------

LANGUAGES = {
    "en": (BEES, OWN_BEES[:3] + OWN_BEES[5:7], " ", slice(3, 7)),
    "ru": (RU_SOURCE, RU_OWN, " ", slice(2, 6)),
    "zh": (ZH_SOURCE, ZH_OWN, "", slice(2, 6)),
}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_verbatim_copy_is_one_exact_shingle_passage(language):
    """Own intro + four copied sentences + own conclusion: one passage, exact on both sides
    (the copy crosses a paragraph break of the source, where the paper has a space)."""
    sentences, own, sep, copied = LANGUAGES[language]
    source = source_text(sentences, sep)
    paper = paper_with_copy(own, sentences[copied], sep, before=2)
    true_start, true_end = paper.span("copy")
    source_start, source_end = span_in(source, sentences[copied][0], sentences[copied][-1])
    assert "\n\n" in source[source_start:source_end]

    passages = find(paper.text, source)

    assert len(passages) == 1
    (p,) = passages
    # Measured: both ends exact to the character on both sides (the final full stop included).
    assert (p.start, p.end) == (true_start, true_end)
    assert (p.source_start, p.source_end) == (source_start, source_end)
    assert p.method == "shingle"
    assert p.score >= 0.95
    assert p.words == len(analyse(paper.text[true_start:true_end]).tokens)


LEADS = (
    # own words that the source also uses ("to", "the", "hive"): must not be taken in
    "As the beekeeper explained while we stood next to her hives, ",
    "Our guide Maria explained that by midsummer ",
)


@pytest.mark.parametrize("lead", LEADS)
def test_a_copy_starting_and_ending_mid_sentence(lead):
    """The copy starts inside a paper sentence and inside a source sentence ("the same
    insects ..."), and ends inside one ("... in the nineteen forties")."""
    source = source_text(BEES)
    copy = (
        "the same insects begin to forage for nectar and pollen in the surrounding meadows. "
        + BEES[3]
        + " Karl von Frisch decoded this remarkable language in the nineteen forties"
    )
    tail = ", long before my grandparents were even born."
    paper = " ".join(OWN_BEES[:3]) + " " + lead + copy + tail + " " + " ".join(OWN_BEES[5:7])
    true_start = paper.index(copy)
    true_end = true_start + len(copy)
    source_start = source.index(copy)
    source_end = source_start + len(copy)

    (p,) = find(paper, source)

    # Measured: starts exact; ends take in the comma after "forties" (closing punctuation).
    assert abs(p.start - true_start) <= 2 and abs(p.end - true_end) <= 2
    assert abs(p.source_start - source_start) <= 2 and abs(p.source_end - source_end) <= 2
    assert p.method == "shingle"


# --- light disguise --------------------------------------------------------------------------


@pytest.mark.parametrize("disguised", [DISGUISED_BEES, DISGUISED_PRINTING], ids=["bees", "print"])
def test_a_lightly_disguised_copy_is_still_one_passage(disguised):
    sentences, first, last = DISGUISED_FROM[disguised]
    source = source_text(sentences)
    own = OWN_BEES if sentences is BEES else OWN_GENERIC
    paper = paper_with_copy(own[:3] + own[5:7], disguised)
    copy_span = paper.span("copy")
    original = span_in(source, sentences[first], sentences[last - 1])

    passages = find(paper.text, source)

    assert len(passages) == 1
    (p,) = passages
    assert overlap((p.start, p.end), copy_span) >= 0.8 * (copy_span[1] - copy_span[0])
    assert overlap((p.source_start, p.source_end), original) >= 0.8 * (original[1] - original[0])
    # ... and neither side spills into the neighbouring own (or uncopied) sentences.
    assert copy_span[0] - 2 <= p.start and p.end <= copy_span[1] + 2
    assert original[0] - 2 <= p.source_start and p.source_end <= original[1] + 2


# --- look-alike letters and invisible characters ---------------------------------------------

_LOOKALIKES = str.maketrans({"a": "\u0430", "o": "\u043e", "e": "\u0435"})  # Cyrillic а о е
ZWSP = "\u200b"


def disguise_letters(text: str) -> str:
    """Cyrillic а/о/е for Latin a/o/e in every third word, a zero-width space inside every
    fourth word of more than four letters."""
    words = text.split(" ")
    out = []
    for i, word in enumerate(words):
        if i % 3 == 0:
            word = word.translate(_LOOKALIKES)
        if i % 4 == 1 and len(word) > 4:
            word = word[:2] + ZWSP + word[2:]
        out.append(word)
    return " ".join(out)


def test_lookalike_letters_and_zero_width_spaces_do_not_hide_a_copy():
    source = source_text(AQUEDUCTS)
    copied = AQUEDUCTS[2:6]
    evil = disguise_letters(" ".join(copied))
    assert "\u0430" in evil and "\u043e" in evil and "\u0435" in evil and ZWSP in evil
    paper = paper_with_copy(OWN_GENERIC[:5], [evil])
    true_start, true_end = paper.span("copy")
    source_start, source_end = span_in(source, copied[0], copied[-1])

    passages = find(paper.text, source)

    assert len(passages) == 1
    (p,) = passages
    assert abs(p.start - true_start) <= 2 and abs(p.end - true_end) <= 2
    assert abs(p.source_start - source_start) <= 2 and abs(p.source_end - source_end) <= 2
    assert p.method == "shingle"
    # Not 1.0: short words such as "оf" (Cyrillic о) stay unfolded; see test_analysis.
    assert p.score >= 0.9


# --- other languages -------------------------------------------------------------------------


def test_chinese_tokens_are_single_characters_and_a_copy_is_found_mid_paragraph():
    source = source_text(ZH_SOURCE, "")
    copy = "".join(ZH_SOURCE[5:8])
    paper = "".join(ZH_OWN[:2]) + copy + "".join(ZH_OWN[2:])
    analysed = analyse(paper)
    assert " " not in paper
    assert all(len(form) == 1 for form in analysed.tokens.forms)

    (p,) = align(analysed, analyse(source))

    start = paper.index(copy)
    assert (p.start, p.end) == (start, start + len(copy))
    assert source[p.source_start : p.source_end] == copy


def test_a_russian_copy_with_changed_case_and_line_breaks_is_found():
    source = source_text(RU_SOURCE)
    copy = "\n".join(RU_SOURCE[6:9]).upper()
    paper = " ".join(RU_OWN[:3]) + "\n" + copy + "\n" + " ".join(RU_OWN[3:])

    (p,) = find(paper, source)

    start = paper.index(copy)
    assert (p.start, p.end) == (start, start + len(copy))
    assert (p.source_start, p.source_end) == span_in(source, RU_SOURCE[6], RU_SOURCE[8])


# --- unrelated texts and empty input ---------------------------------------------------------


@pytest.mark.parametrize(
    "paper, source",
    [
        (OWN_GENERIC, AQUEDUCTS),
        (BEES, PRINTING),
        (AQUEDUCTS, PRINTING),
        (OWN_BEES, BEES),  # same topic, own words
        (RU_OWN, RU_SOURCE),
        (ZH_OWN, ZH_SOURCE),
    ],
)
def test_unrelated_texts_have_no_passage(paper, source):
    sep = "" if paper is ZH_OWN else " "
    assert find(sep.join(paper), source_text(source, sep)) == []


@pytest.mark.parametrize(
    "paper, source", [("", " ".join(BEES)), (" ".join(BEES), ""), ("", ""), (" \n\t ", "...!?")]
)
def test_an_empty_text_gives_no_passage(paper, source):
    assert find(paper, source) == []


# --- properties ------------------------------------------------------------------------------

COPY_POOL = BEES + AQUEDUCTS[:4]
OWN_POOL = OWN_BEES + OWN_GENERIC
SOURCE = source_text(COPY_POOL)

pieces = st.lists(
    st.one_of(
        st.sampled_from(OWN_POOL).map(lambda s: ("own", s)),
        st.sampled_from(COPY_POOL).map(lambda s: ("copy", s)),
    ),
    min_size=1,
    max_size=9,
    unique=True,  # a sentence repeated in one text: see test_one_sentence_against_itself
)
separators = st.sampled_from([" ", "\n", "\n\n", "  "])


def check_passages(passages, paper: str, source: str) -> None:
    for p in passages:
        assert 0 <= p.start < p.end <= len(paper)
        assert 0 <= p.source_start < p.source_end <= len(source)
        assert 0.0 <= p.score <= 1.0
        assert p.method in METHODS
        assert 0 < p.words <= len(analyse(paper).tokens)
    starts = [p.start for p in passages]
    assert starts == sorted(starts)
    for a, b in pairwise(passages):
        assert a.end <= b.start


@settings(max_examples=30, deadline=None)
@given(pieces, separators)
def test_passages_lie_inside_both_texts_sorted_and_disjoint(chosen, sep):
    paper = assemble(chosen, sep)
    first = find(paper.text, SOURCE)
    check_passages(first, paper.text, SOURCE)
    assert find(paper.text, SOURCE) == first  # deterministic, fresh analyses


@settings(max_examples=25, deadline=None)
@given(pieces, separators)
def test_passages_start_and_end_in_copied_sentences(chosen, sep):
    """Precision: a passage starts and ends inside copied sentences (it may bridge an own
    sentence between two copies); and a paper holding any copied sentence has a passage."""
    paper = assemble(chosen, sep)
    passages = find(paper.text, SOURCE)
    copies = [(s, e) for kind, s, e in paper.pieces if kind == "copy"]
    for p in passages:
        assert any(s - 2 <= p.start < e for s, e in copies), paper.text[p.start : p.end]
        assert any(s < p.end <= e + 2 for s, e in copies), paper.text[p.start : p.end]
    assert bool(passages) == bool(copies)


@settings(max_examples=20, deadline=None)
@given(pieces.filter(lambda chosen: len(chosen) >= 2), separators)
def test_a_text_aligned_with_itself_is_covered(chosen, sep):
    """(Two sentences at least: a one-sentence text is `test_one_sentence_against_itself`.)"""
    paper = assemble(chosen, sep)
    analysed = analyse(paper.text)
    passages = align(analysed, analysed)
    check_passages(passages, paper.text, paper.text)
    covered = union_length((p.start, p.end) for p in passages)
    assert covered >= 0.95 * len(paper.text.strip())


# --- known gaps (reported, not fixed here) ---------------------------------------------------


@pytest.mark.parametrize("text", [OWN_BEES[0], BEES[3], RU_SOURCE[0], ZH_SOURCE[4]])
def test_one_sentence_against_itself(text):
    """log(n_units / sf) is log(2 / 2) = 0 for every term of two one-unit texts, so the
    candidate's cosine is 0 and it is rejected although every shingle is shared."""
    analysed = analyse(text)
    assert [(p.start, p.end) for p in align(analysed, analysed)] == [(0, len(text))]


@pytest.mark.parametrize("picks", [(3, 5), (0, 2), (3, 4, 6, 7), (7, 9)])
def test_sentences_copied_with_a_source_sentence_skipped_are_all_found(picks):
    """Copying source sentences 3 and 5 (leaving out 4) gives one candidate; the verbatim
    branch of `_passage` keeps its longest exact run and the other sentence is lost."""
    source = source_text(BEES)
    paper = paper_with_copy(OWN_BEES[:3] + OWN_BEES[5:7], [BEES[i] for i in picks])
    passages = find(paper.text, source)
    for kind, start, end in paper.pieces:
        if kind == "copy":
            inside = sum(overlap((p.start, p.end), (start, end)) for p in passages)
            assert inside >= 0.9 * (end - start), paper.text[start:end]


def test_a_copy_does_not_grow_into_the_next_own_sentence_by_a_chance_word():
    """The source's next sentence and the student's own one both start with "A": the passage
    ends with the copied sentence (found by Hypothesis; fewer than edge_gram words across a
    sentence boundary are not grown over). A whole copied sentence is still taken in."""
    copied = (
        "The great river carries melted snow from the northern mountains down to the wide "
        "valley farms every spring."
    )
    source = (
        "Farmers have long depended on the seasons. "
        + copied
        + " A network of canals then spreads the water across the fields of wheat and barley."
    )
    own = "A friend of mine once told me that she had never seen such a river in her life."
    paper = "Water matters to everyone in my village. " + copied + " " + own
    (passage,) = find(paper, source)
    assert paper[passage.start : passage.end] == copied
    assert source[passage.source_start : passage.source_end] == copied

    whole = "A network of canals then spreads the water across the fields of wheat and barley."
    paper = "Water matters to everyone in my village. " + copied + " " + whole
    (passage,) = find(paper, source)
    assert paper[passage.start : passage.end] == copied + " " + whole


# Web text without full stops: the sentence splitter cuts such a run-on "sentence" only at 400
# words, so a copied paragraph inside it is a small part of its unit (PAN 00498, a museum
# page's 57-word caption copied into 450 words of a glossary without any full stop).
RUN_ON_WORDS = (
    "medicine hygiene panacea health vitality goddess sneeze invocation salary earnings guard "
    "preventive energy living liver abdomen venture trilogy sisters myth rome salute sanitary "
    "sane discipline concerned animated animal ventral greek latin"
).split()
CAPTION = (
    "Signed lower right by the painter, inscribed on the back in his hand with the title of the "
    "picture and the address of his studio in San Diego, California, and in the hand of his "
    "daughter a note that the lower part at the left is a later addition made in 1927 when the "
    "board was cut down to fit the frame"
)


def test_a_verbatim_copy_inside_a_run_on_sentence_is_found():
    """The paper's unit holding the copy is 500 words, the source's 60: as wholes the two units
    are not similar (cosine under ``passage_cosine``), so the old engine found no passage. The
    shared exact run of 60 words keeps the candidate, and its passage is that run only."""
    rng = random.Random(7)

    def run_on(n: int) -> str:
        return " ".join(rng.choice(RUN_ON_WORDS) for _ in range(n))

    paper = f"Notes on words. {run_on(220)} {CAPTION} {run_on(220)}"
    source = (
        f"Great Grandfather's House. Oil on board, 16 x 20 inches. {CAPTION}. The house stood "
        "on the hill above the village for two hundred years."
    )
    match = compare(analyse(paper), analyse(source))
    assert [paper[p.start : p.end] for p in match.passages] == [CAPTION]
    assert match.similarity == pytest.approx(len(CAPTION) / len(paper))


# A shop's list of items copied into one long "sentence" of the paper and reworded (PAN
# 00804/01911: a product list, random obfuscation): the only direct seed is one shared shingle
# of the first item, and that paper unit (the whole list) against the source's first item
# alone is not similar as a whole (cosine under ``passage_cosine``). Its neighbours on the
# source side, the list's other items, each match the unit weakly.
GARDEN_SHOP = (
    "Garden tools for the spring. "
    "The cedar planter box holds four bags of potting soil. "
    "The copper watering can pours a gentle shower over seedlings without washing them out. "
    "The steel hand trowel digs narrow holes for bulbs in heavy clay. "
    "The bamboo rake gathers fallen leaves from lawns and gravel paths. "
    "The canvas kneeling pad protects knees on wet stone and frozen ground. "
    "The brass hose nozzle switches between mist, jet and flat spray. "
    "Every order ships within two working days."
)
GARDEN_LIST = (
    "cedar planter box holds four bags, watering can of copper, gentle shower for seedlings, no "
    "washing out, steel trowel for narrow bulb holes in heavy clay, rake of bamboo for fallen "
    "leaves on lawns and gravel paths, canvas pad for kneeling on frozen ground or wet stones, "
    "brass nozzle with mist, jet, flat spray."
)


def test_a_reworded_list_whose_one_seed_is_weak_alone_is_found_by_growing_it():
    """The old engine rejected the seed's cluster (one paper unit, one source unit, cosine
    0.25) and found nothing; grown by the weakly matching neighbours first (as every kept
    candidate is), the list against the source's items is similar as a whole."""
    paper = (
        "My grandmother kept a small notebook about her kitchen, her recipes and her neighbours. "
        "She wrote about the long winters and the price of flour at the village market. "
        f"Catalogue copied below: {GARDEN_LIST} "
        "She never threw anything away and mended every sock twice. "
        "Her letters to my mother were full of weather and small news from the farms."
    )
    match = compare(analyse(paper), analyse(GARDEN_SHOP))
    assert len(match.passages) == 1
    (p,) = match.passages
    start = paper.index(GARDEN_LIST)
    assert start <= p.start and p.end <= start + len(GARDEN_LIST)
    assert p.end - p.start >= 0.9 * len(GARDEN_LIST)
    item = GARDEN_SHOP.index("The cedar")
    assert item <= p.source_start < GARDEN_SHOP.index("The copper")
    assert p.source_end >= GARDEN_SHOP.index("The canvas")


# A reworded passage whose source has a sentence between the two it copies (PAN 01557/01387, a
# report's page with a heading between two paragraphs): the first sentence seeds, the second
# matches only weakly, and the sentence between them matches nothing of the paper.
HARBOUR = (
    "Annual report of the harbour board. "
    "The board has published its yearly accounts every spring since the year two thousand. "
    "Ferries leave the northern quay hourly for the islands. "
    "These accounts compare every objective with the actions taken and list the results in "
    "detail, showing the successes and failures of each season. "
    "Visitors may read them in the library."
)
HARBOUR_COPY = (
    "Since the year two thousand the board has published yearly accounts every spring. "
    "In them every objective sits beside the work really done, and the outcome of each season "
    "is listed, the failures as well as the successes."
)


def test_growth_steps_over_a_source_sentence_the_paper_left_out():
    """Growth looks for the next paper sentence's match up to two source sentences past the
    candidate's end (and the same on every side). The old window of one found no match for the
    second sentence (it lies past the ferry sentence), and the first alone shares fewer than
    ``min_words`` words with its source: no passage."""
    paper = (
        "My uncle worked on the fishing boats for forty years and rarely talked about it. "
        "He preferred to speak of the weather, of his garden and of the old church bells. "
        f"{HARBOUR_COPY} "
        "In the evenings he mended nets by the stove and listened to the radio."
    )
    match = compare(analyse(paper), analyse(HARBOUR))
    assert len(match.passages) == 1
    (p,) = match.passages
    assert (p.start, p.end) == (
        paper.index(HARBOUR_COPY),
        paper.index(HARBOUR_COPY) + len(HARBOUR_COPY),
    )
    assert p.source_start == HARBOUR.index("The board")
    assert p.source_end > HARBOUR.index("These accounts")


def test_sorted_member_is_np_isin() -> None:
    """The binary-search set test that replaced ``np.isin`` in alignment gives its mask,
    with repeats, misses at both ends and an empty side."""
    from app.engine.shingles import sorted_member

    rng = np.random.default_rng(20)
    values = rng.integers(0, 50, 400).astype(np.uint64)
    for ordered in (
        np.unique(rng.integers(5, 45, 20)).astype(np.uint64),
        np.zeros(0, dtype=np.uint64),
        np.array([49], dtype=np.uint64),
    ):
        assert np.array_equal(sorted_member(values, ordered), np.isin(values, ordered))
