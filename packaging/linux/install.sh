#!/bin/sh
# Install Imbrex from this unpacked folder (imbrex-<version>/ from the Linux tarball).
#
#   ./install.sh                       for you only: ~/.local/lib/imbrex, ~/.local/bin/imbrex and
#                                      the menu entry in ${XDG_DATA_HOME:-~/.local/share}
#   sudo ./install.sh --prefix /usr/local   for everyone on this computer
#
# The whole folder is copied to PREFIX/lib/imbrex, so you may delete the downloaded folder
# afterwards. Running it again upgrades (or repairs) the installation. What it installs is listed
# in PREFIX/lib/imbrex/.installed-files; uninstall.sh removes exactly that. Your corpus and
# settings (~/.local/share/Imbrex, ~/.config/Imbrex) are never touched.
set -eu

APP_ID=org.imbrex.Imbrex
MANIFEST_NAME=.installed-files
NL='
'

say() { printf '%s\n' "$*"; }
warn() { printf 'install.sh: warning: %s\n' "$*" >&2; }
die() {
    printf 'install.sh: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
Usage: ./install.sh [--prefix DIR]

Installs Imbrex from this folder.
  (no option)     for you only: ~/.local/lib/imbrex, a link ~/.local/bin/imbrex, and the menu
                  entry, icons and AppStream data in ${XDG_DATA_HOME:-~/.local/share}
  --prefix DIR    into DIR/lib/imbrex, DIR/bin and DIR/share (e.g. --prefix /usr/local as root,
                  for everyone on this computer)
Run it again to upgrade. uninstall.sh removes the installation again.
EOF
}

prefix=""
while [ $# -gt 0 ]; do
    case $1 in
        --prefix)
            if [ $# -lt 2 ] || [ -z "$2" ]; then
                die "--prefix needs a folder, e.g. --prefix /usr/local"
            fi
            prefix=$2
            shift 2
            ;;
        --prefix=?*)
            prefix=${1#--prefix=}
            shift
            ;;
        -h | --help)
            usage
            exit 0
            ;;
        *) die "unknown argument: $1 (see ./install.sh --help)" ;;
    esac
done

# --- the folder this script was unpacked in -------------------------------------------------------
src=$(cd -- "$(dirname -- "$0")" && pwd -P) || die "cannot find the folder install.sh is in"
if [ ! -f "$src/imbrex" ] || [ ! -x "$src/imbrex" ] || [ ! -d "$src/_internal" ]; then
    die "$src is not an unpacked Imbrex folder: the program 'imbrex' and its '_internal' folder \
are not next to install.sh. Unpack imbrex-<version>-linux-x86_64.tar.gz and run install.sh from \
the folder it makes. Nothing was installed."
fi
desktop_src=$src/share/applications/$APP_ID.desktop
[ -f "$desktop_src" ] || die "$desktop_src is missing: this Imbrex folder is incomplete. \
Nothing was installed."
case $src in *"$NL"*) die "the folder's path contains a line break; move it elsewhere" ;; esac

# --- where to install -----------------------------------------------------------------------------
if [ -n "$prefix" ]; then
    case $prefix in
        /*) ;;
        *) prefix=$(pwd -P)/$prefix ;;
    esac
    while [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done
    [ -n "$prefix" ] || die "--prefix / is not supported; use e.g. --prefix /usr/local"
    bin_dir=$prefix/bin
    lib_dir=$prefix/lib/imbrex
    data_dir=$prefix/share
else
    [ -n "${HOME:-}" ] || die "HOME is not set; give a folder with --prefix DIR"
    if [ "$(id -u)" = 0 ]; then
        warn "installing for the root user only; for everyone use: ./install.sh --prefix /usr/local"
    fi
    bin_dir=$HOME/.local/bin
    lib_dir=$HOME/.local/lib/imbrex
    data_dir=${XDG_DATA_HOME:-$HOME/.local/share}
fi
case $bin_dir$lib_dir$data_dir in
    *"$NL"*) die "the install folders' paths must not contain line breaks" ;;
esac
lib_parent=$(dirname -- "$lib_dir")
exe=$lib_dir/imbrex
manifest=$lib_dir/$MANIFEST_NAME

case $lib_dir/ in
    "$src"/?*/) die "cannot install into the folder being installed ($src)" ;;
esac
if [ -e "$lib_dir" ] && [ ! -f "$lib_dir/$MANIFEST_NAME" ] && [ ! -f "$lib_dir/imbrex" ]; then
    die "$lib_dir exists but is not an Imbrex installation; move it away first. Nothing was installed."
fi

# Every folder we write to must be writable (or creatable): check before changing anything.
for target in "$lib_parent" "$bin_dir" "$data_dir"; do
    d=$target
    while [ ! -d "$d" ]; do d=$(dirname -- "$d"); done
    if [ ! -w "$d" ]; then
        die "cannot write to $d. For a system-wide install run as root, e.g. \
sudo ./install.sh --prefix /usr/local; for yourself only, run ./install.sh without --prefix. \
Nothing was installed."
    fi
done

# The program must start on this system (a too old Linux fails here, not in the menu).
version_line=$("$src/imbrex" --version 2>&1) || die "the program does not start on this \
computer, so nothing was installed. It said: $version_line"
version=$(printf '%s\n' "$version_line" | sed -n 's/^imbrex \([^ ]*\)$/\1/p' | head -n 1)
[ -n "$version" ] || die "cannot read the version from: $version_line"

umask 022 # installed files readable by everyone (matters for system-wide installs)

# --- helpers --------------------------------------------------------------------------------------
new_entries=""  # the manifest being built, one "KIND PATH" a line

# make_dir DIR: mkdir -p DIR, remembering each folder that did not exist yet.
make_dir() {
    _d=$1
    _missing=""
    while [ ! -d "$_d" ]; do
        _missing="$_d$NL$_missing"
        _d=$(dirname -- "$_d")
    done
    mkdir -p -- "$1"
    while [ -n "$_missing" ]; do
        _line=${_missing%%"$NL"*}
        _missing=${_missing#*"$NL"}
        record dir "$_line"
    done
}

# record KIND PATH: add one entry to the manifest (written into lib_dir once it exists).
record() {
    new_entries="$new_entries$1 $2$NL"
    if [ -f "$manifest.new" ]; then
        printf '%s %s\n' "$1" "$2" >>"$manifest.new"
    fi
}

# install_file SRC DEST: copy a file, replacing DEST atomically, and record it.
install_file() {
    make_dir "$(dirname -- "$2")"
    cp -- "$1" "$2.imbrex-new"
    chmod 644 "$2.imbrex-new"
    mv -f -- "$2.imbrex-new" "$2"
    record file "$2"
}

# exec_quote PATH: PATH as one argument of a desktop-entry Exec key (quoted only when needed;
# inside quotes " ` $ \ take a backslash, % is doubled, then \ is doubled for the string value).
exec_quote() {
    case $1 in
        *[!A-Za-z0-9_./+@,:=-]*)
            _q=$(printf '%s\n' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g')
            printf '"%s"' "$_q"
            ;;
        *) printf '%s' "$1" | sed -e 's/%/%%/g' ;;
    esac
}

# string_escape VALUE: VALUE as a desktop-entry string (a backslash is written \\).
string_escape() { printf '%s\n' "$1" | sed -e 's/\\/\\\\/g'; }

# refresh CACHE-FILE COMMAND...: run a cache tool if it is installed, never failing without it;
# a cache file it creates is recorded so that uninstall.sh can remove it again.
refresh() {
    _cache=$1
    shift
    command -v "$1" >/dev/null 2>&1 || return 0
    _had=no
    [ -e "$_cache" ] && _had=yes
    "$@" >/dev/null 2>&1 || warn "$1 failed (harmless: the menu may need a new login to update)"
    if [ "$_had" = no ] && [ -e "$_cache" ]; then record cache "$_cache"; fi
    return 0
}

tmp_dir=""
old_dir=""
cleanup() {
    if [ -n "$tmp_dir" ] && [ -d "$tmp_dir" ]; then rm -rf -- "$tmp_dir"; fi
    if [ -n "$old_dir" ] && [ -d "$old_dir" ]; then rm -rf -- "$old_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# --- 1. the program: copy, then swap the new copy in ----------------------------------------------
old_manifest=""
if [ -f "$manifest" ]; then
    old_manifest=$(cat -- "$manifest")
    say "Upgrading the Imbrex installation in $lib_dir to $version"
else
    say "Installing Imbrex $version into $lib_dir"
fi

make_dir "$lib_parent"
tmp_dir=$lib_parent/.imbrex-new.$$
rm -rf -- "$tmp_dir"
mkdir -- "$tmp_dir"
cp -RP -- "$src/." "$tmp_dir/"
rm -f -- "$tmp_dir/$MANIFEST_NAME" "$tmp_dir/$MANIFEST_NAME.new"
[ -x "$tmp_dir/imbrex" ] || die "copying to $tmp_dir failed"

if [ -e "$lib_dir" ]; then
    old_dir=$lib_parent/.imbrex-old.$$
    mv -- "$lib_dir" "$old_dir"
fi
mv -- "$tmp_dir" "$lib_dir"
tmp_dir=""
if [ -n "$old_dir" ]; then
    rm -rf -- "$old_dir"
    old_dir=""
fi

# The manifest from here on is written as we go, so a failed run can still be uninstalled.
{
    printf '# Imbrex %s: what install.sh installed. uninstall.sh removes these.\n' "$version"
    # Folders and caches an earlier install created stay ours.
    printf '%s\n' "$old_manifest" | while IFS= read -r line; do
        case $line in
            "dir "* | "cache "*) if [ -e "${line#* }" ]; then printf '%s\n' "$line"; fi ;;
        esac
    done
    printf '%s' "$new_entries"
    printf 'tree %s\n' "$lib_dir"
} >"$manifest.new"
new_entries="$new_entries${NL}tree $lib_dir$NL"
# keep the carried-over folders in new_entries too, so that they are not seen as stale below
new_entries="$new_entries$(printf '%s\n' "$old_manifest" | grep -E '^(dir|cache) ' || true)$NL"

# --- 2. the command: PREFIX/bin/imbrex -> the installed program -----------------------------------
link=$bin_dir/imbrex
if [ -L "$link" ] && [ "$(readlink -- "$link")" = "$exe" ]; then
    record link "$link"
elif [ -L "$link" ] || [ -e "$link" ]; then
    warn "$link already exists and is not Imbrex's link: left alone. The menu entry still works; \
in a terminal run $exe"
else
    make_dir "$bin_dir"
    ln -s -- "$exe" "$link"
    record link "$link"
fi

# --- 3. the menu entry, with the full path of the installed program -------------------------------
apps_dir=$data_dir/applications
make_dir "$apps_dir"
desktop_tmp=$apps_dir/$APP_ID.desktop.imbrex-new
exec_arg=$(exec_quote "$exe")
try_arg=$(string_escape "$exe")
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        "Exec=imbrex "* | "Exec=imbrex") printf 'Exec=%s%s\n' "$exec_arg" "${line#Exec=imbrex}" ;;
        "TryExec="*) printf 'TryExec=%s\n' "$try_arg" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$lib_dir/share/applications/$APP_ID.desktop" >"$desktop_tmp"
chmod 644 "$desktop_tmp"
mv -f -- "$desktop_tmp" "$apps_dir/$APP_ID.desktop"
record file "$apps_dir/$APP_ID.desktop"

# --- 4. icons and AppStream data ------------------------------------------------------------------
icons_found=no
if [ -d "$lib_dir/share/icons" ]; then
    files=$(cd -- "$lib_dir/share/icons" && find . -type f | sort)
    while IFS= read -r rel; do
        [ -n "$rel" ] || continue
        rel=${rel#./}
        install_file "$lib_dir/share/icons/$rel" "$data_dir/icons/$rel"
        icons_found=yes
    done <<EOF
$files
EOF
fi
[ "$icons_found" = yes ] || warn "no icons in $lib_dir/share/icons: the menu entry has no icon"

if [ -f "$lib_dir/share/metainfo/$APP_ID.metainfo.xml" ]; then
    install_file "$lib_dir/share/metainfo/$APP_ID.metainfo.xml" \
        "$data_dir/metainfo/$APP_ID.metainfo.xml"
fi

# --- 5. files of an earlier version that this one no longer has -----------------------------------
printf '%s\n' "$old_manifest" | while IFS= read -r line; do
    case $line in
        "file "* | "link "*) ;;
        *) continue ;;
    esac
    if printf '%s' "$new_entries" | grep -Fxq -- "$line"; then continue; fi
    path=${line#* }
    case $line in
        "link "*) if [ -L "$path" ] && [ "$(readlink -- "$path")" = "$exe" ]; then rm -f -- "$path"; fi ;;
        *) if [ -f "$path" ] || [ -L "$path" ]; then rm -f -- "$path"; fi ;;
    esac
done

# --- 6. desktop caches (only where the tools exist) -----------------------------------------------
refresh "$apps_dir/mimeinfo.cache" update-desktop-database -q "$apps_dir"
if [ -d "$data_dir/icons/hicolor" ]; then
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        refresh "$data_dir/icons/hicolor/icon-theme.cache" \
            gtk-update-icon-cache -q -t -f "$data_dir/icons/hicolor"
    else
        refresh "$data_dir/icons/hicolor/icon-theme.cache" \
            gtk4-update-icon-cache -q -t -f "$data_dir/icons/hicolor"
    fi
fi
# Imbrex adds no MIME types of its own; refresh an existing MIME database only.
if [ -d "$data_dir/mime/packages" ]; then
    refresh "$data_dir/mime/mime.cache" update-mime-database "$data_dir/mime"
fi

mv -f -- "$manifest.new" "$manifest"

# --- done -----------------------------------------------------------------------------------------
say "Imbrex $version is installed:"
say "  program:    $lib_dir"
if [ -L "$link" ] && [ "$(readlink -- "$link")" = "$exe" ]; then say "  command:    $link"; fi
say "  menu entry: $apps_dir/$APP_ID.desktop"
case ":${PATH:-}:" in
    *":$bin_dir:"*) ;;
    *) warn "$bin_dir is not on your PATH: to type 'imbrex' in a terminal, add it to PATH (on many \
systems logging out and in again is enough for ~/.local/bin), or run $exe" ;;
esac
case ":${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:${XDG_DATA_HOME:-${HOME:-}/.local/share}:" in
    *":$data_dir:"*) ;;
    *) warn "$data_dir is not one of the folders desktops read menu entries from \
(XDG_DATA_DIRS): the menu may not show Imbrex" ;;
esac
if [ -n "$prefix" ]; then
    say "Each user's corpus and settings (~/.local/share/Imbrex, ~/.config/Imbrex) are kept."
else
    say "Your corpus and settings are kept: ${XDG_DATA_HOME:-$HOME/.local/share}/Imbrex and \
${XDG_CONFIG_HOME:-$HOME/.config}/Imbrex."
fi
if [ "$src" != "$lib_dir" ]; then
    say "You may delete $src now. To uninstall: $lib_dir/uninstall.sh"
else
    say "To uninstall: $lib_dir/uninstall.sh"
fi
