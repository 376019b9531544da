"""``imbrex compare PAPER SOURCE``: the imbrex.report/1 JSON, the text summary, --out, errors."""

from __future__ import annotations

import hashlib
import json

import pytest

from app.cli import main
from app.engine.analysis import analyse
from app.engine.settings import Settings
from tests.engine.test_align import AQUEDUCTS, BEES, OWN_BEES, source_text
from tests.extract.docx_fixtures import p, raw_docx

PROMPT = (
    "Assignment three: describe how honeybees share the location of food with their "
    "nestmates, and discuss two serious threats that colonies face today, giving concrete "
    "examples from recent research."
)
COPIED = BEES[3:7]
PAPER = "\n\n".join([" ".join(OWN_BEES[:3]), " ".join(COPIED), " ".join(OWN_BEES[5:])]) + "\n"
# The prompt, then a copy from far later in the source (see test_compare for why).
PROMPTED = (
    "\n\n".join([PROMPT, " ".join(OWN_BEES[:4]), " ".join(BEES[7:10]), " ".join(OWN_BEES[4:])])
    + "\n"
)
PASSAGE_KEYS = {"start", "end", "source_start", "source_end", "words", "method", "score"}


@pytest.fixture()
def files(tmp_path):
    (tmp_path / "paper.txt").write_text(PAPER, encoding="utf-8")
    (tmp_path / "source.txt").write_text(source_text(BEES) + "\n", encoding="utf-8")
    (tmp_path / "unrelated.txt").write_text(source_text(AQUEDUCTS), encoding="utf-8")
    (tmp_path / "prompt.txt").write_text(PROMPT + "\n", encoding="utf-8")
    (tmp_path / "prompted.txt").write_text(PROMPTED, encoding="utf-8")
    (tmp_path / "other.txt").write_text(
        PROMPT + "\n\n" + source_text(BEES) + "\n", encoding="utf-8"
    )
    paragraphs = PAPER.strip().split("\n\n")
    (tmp_path / "paper.docx").write_bytes(raw_docx("".join(p(x) for x in paragraphs)))
    return tmp_path


def compare_json(capsys, *args) -> dict:
    assert main(["compare", *map(str, args)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


def test_json_report(files, capsys):
    report = compare_json(capsys, files / "paper.txt", files / "source.txt")

    assert report["schema"] == "imbrex.report/1"
    document = report["document"]
    assert document["path"] == str(files / "paper.txt")
    assert document["chars"] == len(PAPER)
    assert document["words"] == analyse(PAPER).words
    assert document["sha256"] == hashlib.sha256(PAPER.encode("utf-8")).hexdigest()
    copied = len(" ".join(COPIED))
    assert report["similarity"] == pytest.approx(copied / len(PAPER), rel=0.05)
    (source,) = report["sources"]
    assert source["path"] == str(files / "source.txt")
    assert source["similarity"] == report["similarity"]
    assert 0 < source["resemblance"] < source["containment"] < 1
    (passage,) = source["passages"]
    assert set(passage) == PASSAGE_KEYS
    start = PAPER.index(COPIED[0])
    assert (passage["start"], passage["end"]) == (start, start + copied)
    source_text_ = (files / "source.txt").read_text(encoding="utf-8")
    assert source_text_[passage["source_start"] : passage["source_end"]].split() == (
        " ".join(COPIED).split()
    )
    assert passage["method"] == "shingle" and passage["score"] >= 0.95
    assert passage["words"] == len(" ".join(COPIED).split())
    assert report["excluded"] == [] and report["flags"] == []
    assert report["settings"] == Settings().to_dict()


def test_a_docx_paper(files, capsys):
    report = compare_json(capsys, files / "paper.docx", files / "source.txt")
    assert (
        report["document"]["sha256"]
        == hashlib.sha256((files / "paper.docx").read_bytes()).hexdigest()
    )
    (source,) = report["sources"]
    (passage,) = source["passages"]
    assert passage["words"] == len(" ".join(COPIED).split())
    assert report["similarity"] > 0.4


def test_unrelated_documents(files, capsys):
    report = compare_json(capsys, files / "paper.txt", files / "unrelated.txt")
    assert report["similarity"] == 0 and report["sources"] == []
    assert (
        main(
            ["compare", str(files / "paper.txt"), str(files / "unrelated.txt"), "--format", "text"]
        )
        == 0
    )
    assert "0.0% similar" in capsys.readouterr().out


def test_text_format_prints_the_percentage(files, capsys):
    report = compare_json(capsys, files / "paper.txt", files / "source.txt")
    code = main(
        ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--format", "text"]
    )
    out = capsys.readouterr().out
    assert code == 0
    percent = f"{report['similarity']:.1%}"
    assert f"{percent} similar" in out
    assert f"{percent} from source.txt" in out
    assert "1 passage(s)" in out and "shingle" in out
    assert COPIED[0][:40] in out


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_out_writes_the_file_and_nothing_else(files, capsys, fmt):
    target = files / "reports" / f"report.{fmt}"
    target.parent.mkdir()
    code = main(
        [
            "compare",
            str(files / "paper.txt"),
            str(files / "source.txt"),
            "--format",
            fmt,
            "--out",
            str(target),
        ]
    )
    captured = capsys.readouterr()
    assert code == 0 and captured.out == "" and captured.err == ""
    assert [f.name for f in target.parent.iterdir()] == [target.name]
    written = target.read_text(encoding="utf-8")
    if fmt == "json":
        assert json.loads(written)["schema"] == "imbrex.report/1"
    else:
        assert "similar" in written


def test_out_replaces_an_existing_report(files, capsys):
    target = files / "report.json"
    compare = ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--out", str(target)]
    assert main([*compare[:2], str(files / "paper.txt"), "--out", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["sources"][0]["path"].endswith(
        "paper.txt"
    )
    assert main(compare) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["sources"][0]["path"].endswith(
        "source.txt"
    )


def test_out_in_a_missing_folder_fails_cleanly(files, capsys):
    target = files / "no-such-folder" / "report.json"
    code = main(
        ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--out", str(target)]
    )
    captured = capsys.readouterr()
    assert code == 1 and captured.out == ""
    assert str(target) in captured.err and "folder does not exist" in captured.err
    assert "Traceback" not in captured.err
    assert not target.parent.exists()


def test_out_naming_a_folder_fails_without_leaving_a_partial_file(files, capsys):
    folder = files / "existing"
    folder.mkdir()
    before = sorted(f.name for f in files.iterdir())
    code = main(
        ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--out", str(folder)]
    )
    captured = capsys.readouterr()
    assert code == 1 and captured.out == ""
    assert str(folder) in captured.err and "folder" in captured.err
    assert sorted(f.name for f in files.iterdir()) == before  # no .part file left
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("missing", ["paper", "source", "template"])
def test_a_missing_file_exits_1_and_names_it(files, capsys, missing):
    paths = {
        "paper": files / "paper.txt",
        "source": files / "source.txt",
        "template": files / "prompt.txt",
    }
    paths[missing] = files / "nowhere" / f"missing-{missing}.txt"
    out = files / "report.json"
    code = main(
        [
            "compare",
            str(paths["paper"]),
            str(paths["source"]),
            "--template",
            str(paths["template"]),
            "--out",
            str(out),
        ]
    )
    captured = capsys.readouterr()
    assert code == 1 and captured.out == ""
    assert captured.err.startswith("imbrex: ") and str(paths[missing]) in captured.err
    assert "Traceback" not in captured.err
    assert not out.exists()


def test_template_excludes_the_shared_prompt(files, capsys):
    paper, other = files / "prompted.txt", files / "other.txt"
    without = compare_json(capsys, paper, other)
    assert [(p["start"], p["end"]) for p in without["sources"][0]["passages"]][0] == (
        0,
        len(PROMPT),
    )

    report = compare_json(capsys, paper, other, "--template", files / "prompt.txt")

    assert {"start": 0, "end": len(PROMPT), "reason": "template"} in report["excluded"]
    passages = report["sources"][0]["passages"]
    assert len(passages) == 1 and passages[0]["start"] > len(PROMPT)
    assert report["similarity"] < without["similarity"]
    copied = len(" ".join(BEES[7:10]))
    assert report["similarity"] == pytest.approx(copied / len(PROMPTED), rel=0.05)


def test_options_reach_the_settings(files, capsys):
    quoted = files / "quoted.txt"
    quoted.write_text(
        " ".join(OWN_BEES[:3])
        + " \u201c"
        + " ".join(COPIED)
        + "\u201d (Seeley 2010). "  # cited: a quotation, not a quoted copy
        + OWN_BEES[5]
        + "\n",
        encoding="utf-8",
    )
    default = compare_json(capsys, quoted, files / "source.txt")
    assert default["sources"] == [] and default["similarity"] == 0
    assert [e["reason"] for e in default["excluded"]] == ["quote"]

    report = compare_json(
        capsys,
        quoted,
        files / "source.txt",
        "--include-quotes",
        "--include-bibliography",
        "--min-words",
        "100",
    )
    assert report["settings"]["exclude_quotes"] is False
    assert report["settings"]["exclude_bibliography"] is False
    assert report["settings"]["min_words"] == 100
    assert report["sources"] == []  # the one passage has fewer than 100 words
    assert [e["reason"] for e in report["excluded"]] == ["too-short"]

    counted = compare_json(capsys, quoted, files / "source.txt", "--include-quotes")
    assert counted["similarity"] > 0.4


def test_usage_errors_exit_2(files, capsys):
    for argv in (
        ["compare", str(files / "paper.txt")],
        ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--format", "xml"],
        ["compare", str(files / "paper.txt"), str(files / "source.txt"), "--min-words", "many"],
    ):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
    capsys.readouterr()
    pdf_to_terminal = [
        "compare",
        str(files / "paper.txt"),
        str(files / "source.txt"),
        "--format",
        "pdf",
    ]
    assert main(pdf_to_terminal) == 2
    assert "--report FILE.pdf" in capsys.readouterr().err


def test_report_formats_by_file_name_and_the_bundle(files, capsys):
    import zipfile

    paper, source = str(files / "paper.txt"), str(files / "source.txt")
    for name in ("r.html", "r.csv", "r.pdf"):
        assert main(["compare", paper, source, "--report", str(files / name)]) == 0
    assert "<mark" in (files / "r.html").read_text(encoding="utf-8")
    assert (files / "r.pdf").read_bytes().startswith(b"%PDF")
    assert "source.txt" in (files / "r.csv").read_text(encoding="utf-8-sig")
    assert main(["compare", paper, source, "--format", "html"]) == 0
    assert capsys.readouterr().out.startswith("<!DOCTYPE html>")
    bundle = files / "evidence.zip"
    assert main(["compare", paper, source, "--bundle", str(bundle), "--format", "text"]) == 0
    assert "similar" in capsys.readouterr().out
    names = zipfile.ZipFile(bundle).namelist()
    assert {"report.html", "report.pdf", "report.json", "paper.txt", "manifest.json"} <= set(names)


def test_a_negative_min_words_is_a_usage_error(files):
    with pytest.raises(SystemExit) as exc:
        main(["compare", str(files / "paper.txt"), str(files / "source.txt"), "--min-words", "-1"])
    assert exc.value.code == 2


def test_a_block_quote_of_the_paper_is_excluded(files, capsys):
    body = "".join(f"<p>{s}</p>" for s in OWN_BEES[:3])
    quoted = "<blockquote>" + " ".join(COPIED) + "</blockquote>"
    html = f"<html><body>{body}{quoted}<p>{' '.join(OWN_BEES[5:])}</p></body></html>"
    (files / "quoting.html").write_text(html, encoding="utf-8")
    args = ["compare", str(files / "quoting.html"), str(files / "source.txt")]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    # no citation nearby: not counted, but listed with its source as a quoted copy
    assert report["similarity"] == 0 and report["quoted"] > 0
    assert [len(s["quoted_passages"]) for s in report["sources"] if not s["passages"]] == [1]
    assert any(e["reason"] == "quote" for e in report["excluded"])
    assert main([*args, "--include-quotes"]) == 0
    assert json.loads(capsys.readouterr().out)["sources"]
