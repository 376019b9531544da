"""The evidence bundle: every file it promises, exact texts, hashes that check out, atomic."""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from pathlib import Path

import pytest

from app.errors import UserError
from app.report.bundle import safe_name, source_member_names, write_bundle
from app.report.evidence import Evidence
from app.report.writers import render_json

PDF = b"%PDF-1.7\n% a stand-in for the PDF writer's bytes\n%%EOF\n"


@pytest.fixture()
def bundle(english: Evidence, tmp_path: Path) -> zipfile.ZipFile:
    target = tmp_path / "evidence.zip"
    write_bundle(target, english, pdf=PDF)
    return zipfile.ZipFile(target)


def test_the_bundle_holds_every_promised_file(english: Evidence, bundle: zipfile.ZipFile):
    names = bundle.namelist()
    expected = {
        "README.txt",
        "report.html",
        "report.pdf",
        "report.json",
        "paper.txt",
        "manifest.json",
        "SHA256SUMS.txt",
        *source_member_names(english.report),
    }
    assert set(names) == expected and len(names) == len(expected)
    assert bundle.testzip() is None
    assert bundle.read("report.pdf") == PDF
    assert json.loads(bundle.read("report.json")) == english.report.to_json()
    assert bundle.read("report.json") == render_json(english.report)
    assert bundle.read("report.html").startswith(b"<!DOCTYPE html>")


def test_texts_are_the_exact_extracted_texts(english: Evidence, bundle: zipfile.ZipFile):
    assert bundle.read("paper.txt").decode("utf-8") == english.paper_text
    names = source_member_names(english.report)
    assert [n.split("-", 1)[1] for n in names] == [
        safe_name(s.path) + ".txt" for s in english.report.sources
    ]
    assert names[0].startswith("sources/01-")
    for name, text, source in zip(names, english.source_texts, english.report.sources, strict=True):
        assert bundle.read(name).decode("utf-8") == text
        # The report's offsets index into the bundled texts.
        for passage in source.passages:
            piece = text[passage.source_start : passage.source_end]
            assert piece and piece in bundle.read(name).decode("utf-8")


def test_the_manifest_hashes_check_out(english: Evidence, bundle: zipfile.ZipFile):
    manifest = json.loads(bundle.read("manifest.json"))
    assert manifest["schema"] == "imbrex.bundle/1"
    assert manifest["imbrex"] == english.report.imbrex
    assert manifest["created"] == english.report.created
    assert manifest["paper"]["sha256"] == english.report.document.sha256
    assert manifest["paper"]["text"] == "paper.txt"
    assert [s["sha256"] for s in manifest["sources"]] == [s.sha256 for s in english.report.sources]
    listed = {m["name"]: m for m in manifest["members"]}
    assert set(listed) == set(bundle.namelist()) - {"manifest.json", "SHA256SUMS.txt"}
    for name, member in listed.items():
        data = bundle.read(name)
        assert member["bytes"] == len(data)
        assert member["sha256"] == hashlib.sha256(data).hexdigest()
    assert any("sha256sum -c" in step for step in manifest["recheck"])


def test_sha256sums_covers_every_other_file(bundle: zipfile.ZipFile):
    lines = bundle.read("SHA256SUMS.txt").decode("utf-8").splitlines()
    sums = dict(line.split("  ", 1)[::-1] for line in lines)
    assert set(sums) == set(bundle.namelist()) - {"SHA256SUMS.txt"}
    for name, digest in sums.items():
        assert hashlib.sha256(bundle.read(name)).hexdigest() == digest


def test_the_readme_explains_privacy_and_rechecking(bundle: zipfile.ZipFile):
    readme = bundle.read("README.txt").decode("utf-8")
    assert "FULL TEXTS" in readme and "confidential" in readme
    assert "report.pdf" in readme and "How to re-check" in readme


def test_without_a_pdf_the_bundle_has_none(english: Evidence, tmp_path: Path):
    target = tmp_path / "b.zip"
    write_bundle(target, english, pdf=None)
    with zipfile.ZipFile(target) as archive:
        assert "report.pdf" not in archive.namelist()
        assert "report.pdf" not in archive.read("README.txt").decode("utf-8")


def test_non_latin_names_and_texts(chinese: Evidence, russian: Evidence, tmp_path: Path):
    for evidence in (chinese, russian):
        target = tmp_path / f"{evidence.report.document.path}.zip"
        write_bundle(target, evidence, pdf=None)
        with zipfile.ZipFile(target) as archive:
            (name,) = source_member_names(evidence.report)
            assert archive.read(name).decode("utf-8") == evidence.source_texts[0]
            assert archive.read("paper.txt").decode("utf-8") == evidence.paper_text
    assert source_member_names(chinese.report) == ["sources/01-茶.txt"]


@pytest.mark.parametrize(
    "path, name",
    [
        ("essays/Anna Smith.docx", "Anna-Smith"),
        ("C:\\work\\a:b*c?.pdf", "a-b-c"),
        ("archive.zip/inner/../x.txt", "x"),
        ("...", "source"),
        (".hidden", "hidden"),
        ("Байкал — реферат.odt", "Байкал-реферат"),
        ("x" * 300 + ".txt", "x" * 60),
    ],
)
def test_safe_names(path: str, name: str):
    assert safe_name(path) == name


def test_a_missing_folder_is_a_user_error_and_nothing_is_written(english: Evidence, tmp_path: Path):
    with pytest.raises(UserError, match="folder does not exist"):
        write_bundle(tmp_path / "missing" / "b.zip", english, pdf=None)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_leaves_no_half_written_zip(
    english: Evidence, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    target = tmp_path / "b.zip"
    write_bundle(target, english, pdf=None)
    previous = target.read_bytes()

    def fail(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(UserError, match="No space left"):
        write_bundle(target, english, pdf=PDF)
    assert target.read_bytes() == previous
    assert [p.name for p in tmp_path.iterdir()] == ["b.zip"]
