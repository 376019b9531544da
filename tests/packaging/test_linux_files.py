"""Linux desktop integration (packaging/linux): the menu entry, the AppStream metainfo,
install.sh / uninstall.sh and the AppImage recipe.

No display, network or built bundle is needed: the scripts run on a fake bundle folder made in
tmp_path (an ``imbrex`` shell script, ``_internal/`` and the ``share/`` tree the build copies in),
with HOME and the XDG folders inside tmp_path. The desktop-file-validate / appstreamcli /
shellcheck checks run only where those tools are installed (they are not in CI)."""

from __future__ import annotations

import os
import platform
import re
import shutil
import stat
import struct
import subprocess
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest

from app import __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.imbrex.Imbrex"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
SCRIPTS = ("install.sh", "uninstall.sh", "appimage.sh")
CORE_TYPES = {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/pdf",
    "application/vnd.oasis.opendocument.text",
    "text/plain",
}
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


# --- reading desktop entries (Desktop Entry Specification 1.5) ------------------------------------


def parse_desktop(text: str) -> dict[str, dict[str, str]]:
    """Groups of key -> raw value; fails on anything the spec does not allow."""
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            assert line.endswith("]"), f"line {number}: bad group header {line!r}"
            name = line[1:-1]
            assert name not in groups, f"line {number}: group {name} twice"
            current = groups[name] = {}
            continue
        assert current is not None, f"line {number}: a key before the first group"
        key, sep, value = line.partition("=")
        key = key.rstrip()
        assert sep and re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@.]+\])?", key), (
            f"line {number}: not a key=value line: {line!r}"
        )
        assert key not in current, f"line {number}: {key} twice"
        current[key] = value.lstrip()
    return groups


def unescape_string(value: str) -> str:
    """A desktop-entry string value: \\s \\n \\t \\r \\\\ escapes."""
    return re.sub(
        r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]), value
    )


def exec_argv(value: str) -> list[str]:
    """The arguments of an Exec value, by the spec's quoting rules (%% is a literal %)."""
    text = unescape_string(value)
    args: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        if text[i] == '"':
            arg, i = "", i + 1
            while text[i] != '"':
                if text[i] == "\\":
                    assert text[i + 1] in '"`$\\', f"bad escape in {value!r}"
                    i += 1
                arg += text[i]
                i += 1
            i += 1
        else:
            end = text.find(" ", i)
            end = len(text) if end < 0 else end
            arg, i = text[i:end], end
            assert not re.search(r"[\"'\\><~|&;$*?#()`]", arg), f"unquoted reserved char: {arg}"
        args.append(arg.replace("%%", "%"))
    return args


def entry(path: Path = DESKTOP) -> dict[str, str]:
    groups = parse_desktop(path.read_text(encoding="utf-8"))
    assert list(groups) == ["Desktop Entry"], "one group, no actions"
    return groups["Desktop Entry"]


def string_list(value: str) -> list[str]:
    assert value.endswith(";"), f"a list ends with ';': {value!r}"
    return value[:-1].split(";")


# --- the menu entry -------------------------------------------------------------------------------


def test_desktop_entry_has_the_keys_a_menu_needs():
    assert DESKTOP.name == f"{APP_ID}.desktop"
    keys = entry()
    assert keys["Type"] == "Application"
    assert keys["Version"] in {"1.4", "1.5"}
    assert keys["Name"] == "Imbrex"
    assert keys["GenericName"] == "Plagiarism Checker"
    assert len(keys["Comment"]) > 20 and not keys["Comment"].endswith(".")
    assert keys["Icon"] == APP_ID
    assert keys["TryExec"] == "imbrex"
    assert keys["Terminal"] == "false"
    assert keys["StartupNotify"] == "true"
    assert keys["StartupWMClass"] == "imbrex"  # Qt's WM_CLASS instance: the executable's name
    categories = string_list(keys["Categories"])
    assert categories == ["Education"]  # one main category: listed once in menus
    assert "plagiarism" in string_list(keys["Keywords"])


def test_desktop_exec_opens_the_window_with_the_chosen_files():
    assert exec_argv(entry()["Exec"]) == ["imbrex", "gui", "%F"]


def test_desktop_mime_types_are_the_papers_imbrex_reads_but_not_zip():
    types = string_list(entry()["MimeType"])
    assert len(types) == len(set(types))
    assert CORE_TYPES <= set(types)
    assert {"application/rtf", "text/rtf", "text/html"} <= set(types)
    # Offering Imbrex for every .zip would be a nuisance; the file says why it is left out.
    assert "application/zip" not in types
    assert re.search(r"^#.*application/zip", DESKTOP.read_text(encoding="utf-8"), re.M)


@pytest.mark.parametrize(("lang", "script"), [("ru", "[А-яЁё]"), ("zh_CN", "[\u4e00-\u9fff]")])
def test_desktop_entry_is_translated(lang, script):
    keys = entry()
    assert keys[f"Name[{lang}]"] == "Imbrex"
    for key in ("GenericName", "Comment", "Keywords"):
        translated = keys[f"{key}[{lang}]"]
        assert translated != keys[key]
        assert re.search(script, translated), f"{key}[{lang}] is not in the language's script"
    assert len(string_list(keys[f"Keywords[{lang}]"])) >= 5


# --- the AppStream metainfo -----------------------------------------------------------------------


def metainfo() -> ET.Element:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    return root


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def test_metainfo_describes_the_app():
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert root.find("developer").get("id") and root.findtext("developer/name")
    assert root.find("content_rating").get("type") == "oars-1.1"
    summary = root.findtext("summary")
    assert summary and not summary.endswith(".")
    description = root.find("description")
    paragraphs = description.findall("p")
    assert len(paragraphs) >= 2 and description.find("ul") is not None
    assert len(" ".join(paragraphs[0].text.split())) >= 80  # appstreamcli: first para >= 80
    for lang in ("ru", "zh_CN"):
        for tag in ("name", "summary"):
            assert [e for e in root.findall(tag) if e.get(XML_LANG) == lang], f"{tag} {lang}"


def test_metainfo_provides_the_command_and_the_desktop_mime_types():
    root = metainfo()
    assert [e.text for e in root.findall("provides/binary")] == ["imbrex"]
    mediatypes = [e.text for e in root.findall("provides/mediatype")]
    assert len(mediatypes) == len(set(mediatypes))
    assert set(mediatypes) == set(string_list(entry()["MimeType"]))


def test_metainfo_newest_release_is_this_version():
    releases = metainfo().findall("releases/release")
    assert releases, "at least one release"
    versions = [r.get("version") for r in releases]
    assert versions == sorted(versions, key=version_key, reverse=True), "newest first"
    assert versions[0] == __version__
    for release in releases:
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date"))
        assert release.find("description/p") is not None


# --- the validators, where installed --------------------------------------------------------------


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_desktop_file_validate_accepts_the_source_and_the_installed_entry(bundle, tmp_path):
    # A prefix with every character the Exec quoting rules care about.
    prefix = tmp_path / 'odd "pre" $fix \\ %p `x`'
    result = run([bundle / "install.sh", "--prefix", prefix], env=environment(tmp_path))
    assert result.returncode == 0, result.stderr
    installed = prefix / "share" / "applications" / DESKTOP.name
    for path in (DESKTOP, installed):
        check = run(["desktop-file-validate", path], env=environment(tmp_path))
        problems = [line for line in check.stdout.splitlines() if ": hint: " not in line]
        assert check.returncode == 0 and not problems, check.stdout + check.stderr
    assert exec_argv(entry(installed)["Exec"])[0] == str(prefix / "lib" / "imbrex" / "imbrex")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="no appstream")
def test_appstreamcli_validate_finds_no_errors():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    issues = set(re.findall(r"^([EW]): \S+: ([\w-]+)", result.stdout, re.M))
    # There is no public homepage yet; AppStream 1.0 warns about that and nothing else.
    assert issues <= {("W", "url-homepage-missing")}, result.stdout
    if not issues:
        assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="no shellcheck")
def test_the_scripts_are_shellcheck_clean():
    result = subprocess.run(
        ["shellcheck", "-s", "sh", *(str(LINUX / name) for name in SCRIPTS)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --- a fake bundle and a sandboxed environment ----------------------------------------------------


def png(size: int = 1) -> bytes:
    """A valid (tiny, opaque) PNG file."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\0" + b"\xa8\x43\x2a" * size for _ in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def make_bundle(folder: Path) -> Path:
    """What `make package` puts in dist/imbrex/, with a shell script for the program."""
    folder.mkdir(parents=True)
    program = folder / "imbrex"
    program.write_text(
        "#!/bin/sh\n"
        f'if [ "${{1:-}}" = --version ]; then echo "imbrex {__version__}"; exit 0; fi\n'
        'echo "imbrex ran with: $*"\n',
        encoding="utf-8",
    )
    program.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "libpython.so").write_text("version 1\n", encoding="utf-8")
    (folder / "README.txt").write_text("Imbrex\n", encoding="utf-8")
    for name in ("install.sh", "uninstall.sh"):
        shutil.copy2(LINUX / name, folder / name)
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(DESKTOP, share / "applications" / DESKTOP.name)
    (share / "metainfo").mkdir()
    shutil.copy2(METAINFO, share / "metainfo" / METAINFO.name)
    hicolor = share / "icons" / "hicolor"
    made = ROOT / "packaging" / "icons" / "hicolor"
    if list(made.glob(f"*/apps/{APP_ID}.png")):
        shutil.copytree(made, hicolor)
    for size in (16, 256):  # whatever packaging/icons holds, these two sizes exist
        icon = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        if not icon.exists():
            icon.parent.mkdir(parents=True, exist_ok=True)
            icon.write_bytes(png())
    svg = ROOT / "resources" / "icons" / "imbrex.svg"
    if svg.exists():
        (hicolor / "scalable" / "apps").mkdir(parents=True)
        shutil.copy2(svg, hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
    return folder


@pytest.fixture
def bundle(tmp_path) -> Path:
    return make_bundle(tmp_path / "Down loads" / f"imbrex-{__version__}")


def fake_tools(folder: Path) -> Path:
    """Stand-ins for the desktop cache tools: each logs its call and writes its cache file."""
    folder.mkdir(parents=True, exist_ok=True)
    caches = {
        "update-desktop-database": "mimeinfo.cache",
        "gtk-update-icon-cache": "icon-theme.cache",
        "update-mime-database": "mime.cache",
    }
    for tool, cache in caches.items():
        script = folder / tool
        script.write_text(
            "#!/bin/sh\n"
            f'echo "{tool} $*" >> "{folder}/calls.log"\n'
            'for last in "$@"; do :; done\n'
            f'touch "$last/{cache}"\n',
            encoding="utf-8",
        )
        script.chmod(0o755)
    return folder


def minimal_path(folder: Path) -> str:
    """A PATH with only the basic commands the scripts use: no desktop cache tools at all."""
    folder.mkdir(parents=True)
    for name in (
        "awk", "cat", "chmod", "cp", "cut", "dirname", "find", "grep", "head", "id", "ln",
        "ls", "mkdir", "mv", "readlink", "rm", "rmdir", "sed", "sort", "uname",
    ):  # fmt: skip
        found = shutil.which(name)
        assert found, f"{name} is not installed"
        (folder / name).symlink_to(found)
    return str(folder)


def environment(tmp_path: Path, path: str | None = None) -> dict[str, str]:
    home = tmp_path / "home"
    return {
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_DIRS": "/usr/local/share:/usr/share",
        "PATH": path if path is not None else os.environ.get("PATH", "/usr/bin:/bin"),
        "LC_ALL": "C.UTF-8",
    }


def run(args, env, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(a) for a in args], env=env, cwd=cwd, capture_output=True, text=True, timeout=60
    )


def files_under(folder: Path) -> set[str]:
    """Everything but folders, relative to ``folder``."""
    if not folder.exists():
        return set()
    return {
        str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_symlink() or not p.is_dir()
    }


def user_data(tmp_path: Path) -> dict[Path, bytes]:
    """A teacher's corpus and settings: the installer must never touch them."""
    home = tmp_path / "home"
    files = {
        home / ".local" / "share" / "Imbrex" / "corpus.imbrex": b"SQLite format 3\0corpus",
        home / ".config" / "Imbrex" / "Imbrex.conf": b"[General]\nlanguage=ru\n",
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return files


def test_the_scripts_are_executable():
    for name in SCRIPTS:
        mode = (LINUX / name).stat().st_mode
        assert mode & stat.S_IXUSR, f"{name} must be committed executable (git add --chmod=+x)"
        assert (LINUX / name).read_text(encoding="utf-8").startswith("#!/bin/sh\n")


# --- install.sh / uninstall.sh --------------------------------------------------------------------


def test_install_upgrade_and_uninstall_in_a_prefix(bundle, tmp_path):
    prefix = tmp_path / "pre fix"
    tools = fake_tools(tmp_path / "tools")
    env = environment(tmp_path, f"{tools}{os.pathsep}{os.environ['PATH']}")
    data = user_data(tmp_path)
    (prefix / "share" / "applications").mkdir(parents=True)
    (prefix / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    before = files_under(prefix)

    result = run([bundle / "install.sh", "--prefix", prefix], env=env)
    assert result.returncode == 0, result.stderr
    assert "kept" in result.stdout

    lib = prefix / "lib" / "imbrex"
    exe = lib / "imbrex"
    link = prefix / "bin" / "imbrex"
    assert link.is_symlink() and os.readlink(link) == str(exe)
    assert run([link, "--version"], env=env).stdout == f"imbrex {__version__}\n"
    assert (lib / "_internal" / "libpython.so").is_file()
    assert (lib / "uninstall.sh").is_file()

    installed = entry(prefix / "share" / "applications" / DESKTOP.name)
    assert exec_argv(installed["Exec"]) == [str(exe), "gui", "%F"]
    assert unescape_string(installed["TryExec"]) == str(exe)
    source = entry()
    assert {k: v for k, v in installed.items() if "Exec" not in k} == {
        k: v for k, v in source.items() if "Exec" not in k
    }
    icons = files_under(bundle / "share" / "icons")
    assert icons and icons <= files_under(prefix / "share" / "icons")
    assert (prefix / "share" / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    calls = (tools / "calls.log").read_text()
    assert "update-desktop-database" in calls and "gtk-update-icon-cache -q -t -f" in calls
    assert (lib / ".installed-files").is_file()

    # Upgrade: a new _internal, one icon size fewer.
    (bundle / "_internal" / "libpython.so").write_text("version 2\n", encoding="utf-8")
    dropped = f"icons/hicolor/16x16/apps/{APP_ID}.png"
    (bundle / "share" / dropped).unlink()
    result = run([bundle / "install.sh", "--prefix", prefix], env=env)
    assert result.returncode == 0, result.stderr
    assert "Upgrading" in result.stdout
    assert (lib / "_internal" / "libpython.so").read_text() == "version 2\n"
    assert not (prefix / "share" / dropped).exists()
    assert sorted(p.name for p in (prefix / "lib").iterdir()) == ["imbrex"]  # no temp copies

    # The downloaded folder may go; the installed uninstall.sh finds its own installation.
    shutil.rmtree(bundle)
    result = run([lib / "uninstall.sh"], env=env)
    assert result.returncode == 0, result.stderr
    assert "Kept your corpus and settings" in result.stdout
    # What is left: what was there, plus the refreshed menu cache of the folder other.desktop
    # is in (the icon cache only Imbrex needed is gone).
    assert files_under(prefix) == before | {"share/applications/mimeinfo.cache"}
    assert sorted(p.name for p in prefix.iterdir()) == ["share"]
    assert sorted(p.name for p in (prefix / "share").iterdir()) == ["applications"]
    for path, content in data.items():
        assert path.read_bytes() == content


def test_default_install_is_per_user_and_works_without_the_cache_tools(bundle, tmp_path):
    env = environment(tmp_path, minimal_path(tmp_path / "bin"))
    env["XDG_DATA_HOME"] = str(tmp_path / "home" / "data home")
    home = tmp_path / "home"
    data = user_data(tmp_path)
    before = files_under(home)

    result = run([bundle / "install.sh"], env=env, cwd=bundle)
    assert result.returncode == 0, result.stderr
    exe = home / ".local" / "lib" / "imbrex" / "imbrex"
    assert os.readlink(home / ".local" / "bin" / "imbrex") == str(exe)
    desktop = home / "data home" / "applications" / DESKTOP.name
    assert exec_argv(entry(desktop)["Exec"])[0] == str(exe)
    assert (
        home / "data home" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
    ).exists()
    assert not list(home.rglob("*.cache"))
    assert "not on your PATH" in result.stderr

    result = run(["./uninstall.sh"], env=env, cwd=bundle)
    assert result.returncode == 0, result.stderr
    assert files_under(home) == before
    assert not (home / ".local" / "lib").exists() and not (home / "data home").exists()
    for path, content in data.items():
        assert path.read_bytes() == content


def test_install_leaves_someone_elses_imbrex_command_alone(bundle, tmp_path):
    prefix = tmp_path / "prefix"
    theirs = prefix / "bin" / "imbrex"  # e.g. pip install --user imbrex
    theirs.parent.mkdir(parents=True)
    theirs.write_text("#!/bin/sh\necho pip\n")
    env = environment(tmp_path)

    result = run([bundle / "install.sh", "--prefix", prefix], env=env)
    assert result.returncode == 0, result.stderr
    assert "left alone" in result.stderr
    assert not theirs.is_symlink() and theirs.read_text() == "#!/bin/sh\necho pip\n"
    result = run([bundle / "uninstall.sh", "--prefix", prefix], env=env)
    assert result.returncode == 0, result.stderr
    assert files_under(prefix) == {"bin/imbrex"}


def test_uninstall_without_an_installation_says_so(bundle, tmp_path):
    prefix = tmp_path / "nothing here"
    result = run([bundle / "uninstall.sh", "--prefix", prefix], env=environment(tmp_path))
    assert result.returncode != 0
    assert "no Imbrex installation found" in result.stderr
    assert "--prefix" in result.stderr and "Nothing was removed" in result.stderr
    assert not prefix.exists()


@pytest.mark.parametrize("missing", ["imbrex", "_internal"])
def test_install_refuses_a_folder_that_is_not_a_bundle(bundle, tmp_path, missing):
    victim = bundle / missing
    if victim.is_dir():
        shutil.rmtree(victim)
    else:
        victim.unlink()
    prefix = tmp_path / "prefix"
    result = run([bundle / "install.sh", "--prefix", prefix], env=environment(tmp_path))
    assert result.returncode != 0
    assert "is not an unpacked Imbrex folder" in result.stderr
    assert "Nothing was installed" in result.stderr
    assert not prefix.exists()


def test_install_rejects_unknown_arguments(bundle, tmp_path):
    result = run([bundle / "install.sh", "--prefx", "/tmp"], env=environment(tmp_path))
    assert result.returncode != 0 and "unknown argument: --prefx" in result.stderr
    assert not (tmp_path / "home").exists()


# --- appimage.sh ----------------------------------------------------------------------------------


def path_without_appimagetool() -> str:
    """PATH without the folders that hold an appimagetool. ``os.path.exists`` is False for a
    folder this user may not look into (root's ~/.cargo/bin on a non-root user's PATH), where
    ``Path.exists`` raises on Python 3.11."""
    dirs = os.environ.get("PATH", "/usr/bin:/bin").split(os.pathsep)
    return os.pathsep.join(d for d in dirs if not os.path.exists(os.path.join(d, "appimagetool")))


def test_appimage_recipe_builds_the_appdir_without_appimagetool(bundle, tmp_path):
    out = tmp_path / "out"
    env = environment(tmp_path, path_without_appimagetool())
    result = run([LINUX / "appimage.sh", bundle, out], env=env)
    assert result.returncode == 0, result.stderr
    appdir = out / "Imbrex.AppDir"
    assert "appimagetool is not on PATH" in result.stdout
    assert f"appimagetool '{appdir}' '{out}/Imbrex-{__version__}-" in result.stdout

    apprun = appdir / "AppRun"
    assert os.access(apprun, os.X_OK)
    assert run([apprun, "--version"], env=env).stdout == f"imbrex {__version__}\n"
    assert run([apprun, "gui", "a b.docx"], env=env).stdout == "imbrex ran with: gui a b.docx\n"

    root_entry = entry(appdir / DESKTOP.name)
    assert "TryExec" not in root_entry  # would hide the entry: imbrex is not on PATH
    assert root_entry == {k: v for k, v in entry().items() if k != "TryExec"}
    assert (appdir / "usr" / "share" / "applications" / DESKTOP.name).read_bytes() == (
        appdir / DESKTOP.name
    ).read_bytes()
    icon = appdir / f"{APP_ID}.png"
    assert icon.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert (appdir / ".DirIcon").resolve() == icon.resolve()
    metadata = appdir / "usr" / "share" / "metainfo" / f"{APP_ID}.appdata.xml"
    assert metadata.read_bytes() == METAINFO.read_bytes()
    assert files_under(bundle / "share" / "icons") <= {
        f"hicolor/{p}" for p in files_under(appdir / "usr" / "share" / "icons" / "hicolor")
    }
    lib = appdir / "usr" / "lib" / "imbrex"
    assert os.access(lib / "imbrex", os.X_OK) and (lib / "_internal" / "libpython.so").exists()
    assert not (lib / "install.sh").exists() and not (lib / "uninstall.sh").exists()
    assert not list(out.glob("*.AppImage"))

    # Running it again replaces the AppDir.
    result = run([LINUX / "appimage.sh", bundle, out], env=env)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("appstream_ok", [True, False])
def test_appimage_recipe_calls_appimagetool_when_present(bundle, tmp_path, appstream_ok):
    tools = tmp_path / "tools"
    tools.mkdir()
    log = tmp_path / "appimagetool.log"
    (tools / "appimagetool").write_text(
        "#!/bin/sh\n"
        f'printf "ARCH=%s VERSION=%s\\n" "$ARCH" "$VERSION" > "{log}"\n'
        f'for a in "$@"; do printf "%s\\n" "$a" >> "{log}"; last=$a; done\n'
        'touch "$last"\n'
    )
    # appstreamcli validate-tree: passes, or fails as AppStream 1.0 does without a homepage.
    (tools / "appstreamcli").write_text(
        "#!/bin/sh\n" + ("exit 0\n" if appstream_ok else "echo 'W: url-homepage-missing'; exit 3\n")
    )
    for tool in tools.iterdir():
        tool.chmod(0o755)
    out = tmp_path / "out"
    env = environment(tmp_path, f"{tools}{os.pathsep}{path_without_appimagetool()}")
    result = run([LINUX / "appimage.sh", bundle, out], env=env)
    assert result.returncode == 0, result.stderr

    target = out / f"Imbrex-{__version__}-{platform.machine()}.AppImage"
    assert target.exists()
    lines = log.read_text().splitlines()
    assert lines[0] == f"ARCH={platform.machine()} VERSION={__version__}"
    flags = [] if appstream_ok else ["--no-appstream"]
    assert lines[1:] == [*flags, str(out / "Imbrex.AppDir"), str(target)]
