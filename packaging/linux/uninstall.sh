#!/bin/sh
# Remove an Imbrex installation made by install.sh: exactly the files listed in
# PREFIX/lib/imbrex/.installed-files. Your corpus and settings (~/.local/share/Imbrex,
# ~/.config/Imbrex) are never touched.
#
#   ~/.local/lib/imbrex/uninstall.sh          (or ./uninstall.sh from the unpacked folder)
#   sudo /usr/local/lib/imbrex/uninstall.sh   (or ./uninstall.sh --prefix /usr/local)
set -eu

MANIFEST_NAME=.installed-files

say() { printf '%s\n' "$*"; }
warn() { printf 'uninstall.sh: warning: %s\n' "$*" >&2; }
die() {
    printf 'uninstall.sh: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
Usage: uninstall.sh [--prefix DIR]

Removes what install.sh installed.
  (no option)     the installation this script is part of, else the one for you only
                  (~/.local/lib/imbrex)
  --prefix DIR    the installation in DIR/lib/imbrex (the --prefix given to install.sh)
Your corpus and settings are kept.
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
        *) die "unknown argument: $1 (see uninstall.sh --help)" ;;
    esac
done

if [ -n "$prefix" ]; then
    case $prefix in
        /*) ;;
        *) prefix=$(pwd -P)/$prefix ;;
    esac
    while [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done
    lib_dir=$prefix/lib/imbrex
else
    here=$(cd -- "$(dirname -- "$0")" && pwd -P) || here=""
    if [ -n "$here" ] && [ -f "$here/$MANIFEST_NAME" ]; then
        lib_dir=$here
    else
        [ -n "${HOME:-}" ] || die "HOME is not set; give the install folder with --prefix DIR"
        lib_dir=$HOME/.local/lib/imbrex
    fi
fi
manifest=$lib_dir/$MANIFEST_NAME
exe=$lib_dir/imbrex

if [ ! -f "$manifest" ]; then
    die "no Imbrex installation found in $lib_dir: the list of installed files ($manifest) is \
missing. If you installed with --prefix DIR, run: uninstall.sh --prefix DIR. Nothing was removed."
fi
case $lib_dir in
    */imbrex) ;;
    *) die "$lib_dir does not look like an Imbrex installation; nothing was removed" ;;
esac
if [ ! -w "$lib_dir" ] || [ ! -w "$(dirname -- "$lib_dir")" ]; then
    die "cannot remove $lib_dir: permission denied. An installation for everyone is removed as \
root, e.g. sudo $lib_dir/uninstall.sh. Nothing was removed."
fi

entries=$(grep -v '^#' "$manifest" || true)
version=$(sed -n 's/^# Imbrex \([^:]*\):.*/\1/p' "$manifest" | head -n 1)
cd / # the folder we are in may be the one being removed

# --- files and the command link -------------------------------------------------------------------
removed=0
apps_dirs=""
hicolor_dirs=""
NL='
'
while IFS= read -r line; do
    path=${line#* }
    case $line in
        "file "*)
            if [ -f "$path" ] || [ -L "$path" ]; then
                rm -f -- "$path"
                removed=$((removed + 1))
            fi
            case $path in
                */applications/*.desktop) apps_dirs="$apps_dirs${path%/*}$NL" ;;
                */icons/hicolor/*) hicolor_dirs="$hicolor_dirs${path%%/icons/hicolor/*}/icons/hicolor$NL" ;;
            esac
            ;;
        "link "*)
            if [ -L "$path" ] && [ "$(readlink -- "$path")" = "$exe" ]; then
                rm -f -- "$path"
                say "Removed the command $path"
            elif [ -e "$path" ] || [ -L "$path" ]; then
                say "Kept $path: it no longer points to this installation"
            fi
            ;;
    esac
done <<EOF
$entries
EOF

# --- desktop caches: refresh them (where the tools exist), remove the ones only we needed ---------
run_if_present() {
    if command -v "$1" >/dev/null 2>&1; then
        "$@" >/dev/null 2>&1 || warn "$1 failed (harmless: the menu may need a new login to update)"
    fi
}
apps_list=$(printf '%s' "$apps_dirs" | sort -u)
while IFS= read -r d; do
    if [ -n "$d" ] && [ -d "$d" ]; then run_if_present update-desktop-database -q "$d"; fi
done <<EOF
$apps_list
EOF
hicolor_list=$(printf '%s' "$hicolor_dirs" | sort -u)
while IFS= read -r d; do
    if [ -z "$d" ] || [ ! -d "$d" ]; then continue; fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        run_if_present gtk-update-icon-cache -q -t -f "$d"
    else
        run_if_present gtk4-update-icon-cache -q -t -f "$d"
    fi
done <<EOF
$hicolor_list
EOF
while IFS= read -r line; do
    case $line in
        "cache "*) ;;
        *) continue ;;
    esac
    cache=${line#* }
    [ -f "$cache" ] || continue
    others=$(find "${cache%/*}" ! -type d | grep -Fvx -- "$cache" | head -n 1 || true)
    if [ -z "$others" ]; then rm -f -- "$cache"; fi
done <<EOF
$entries
EOF

# --- the program itself, then the folders install.sh created (if empty now) ------------------------
rm -rf -- "$lib_dir"
say "Removed Imbrex${version:+ $version}: the program in $lib_dir and $removed files of its menu \
entry, icons and AppStream data"
dirs=$(printf '%s\n' "$entries" | sed -n 's/^dir //p' | awk -F/ '{ print NF "\t" $0 }' |
    sort -rn | cut -f2-)
while IFS= read -r d; do
    if [ -n "$d" ] && [ -d "$d" ]; then rmdir -- "$d" 2>/dev/null || true; fi
done <<EOF
$dirs
EOF

say "Kept your corpus and settings (~/.local/share/Imbrex, ~/.config/Imbrex): delete those \
folders yourself if you no longer need them."
