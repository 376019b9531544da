#!/bin/sh
# Build an AppImage of Imbrex from the PyInstaller bundle folder:
#
#   packaging/linux/appimage.sh DIST_BUNDLE_DIR OUT_DIR      (e.g. dist/imbrex dist)
#
# makes OUT_DIR/Imbrex.AppDir:
#   AppRun                               runs usr/lib/imbrex/imbrex with the AppImage's arguments
#   org.imbrex.Imbrex.desktop            (TryExec removed: the program is inside the AppImage)
#   org.imbrex.Imbrex.png, .DirIcon      the 256 px icon
#   usr/lib/imbrex/                      the bundle (without install.sh/uninstall.sh)
#   usr/share/applications/, usr/share/icons/hicolor/
#   usr/share/metainfo/org.imbrex.Imbrex.appdata.xml
#                                        appimagetool (2024/2025, AppImage/appimagetool) still
#                                        looks only for usr/share/metainfo/<desktop id>.appdata.xml
# and then, if appimagetool is on PATH, runs
#   ARCH=x86_64 VERSION=<version> appimagetool OUT_DIR/Imbrex.AppDir OUT_DIR/Imbrex-<version>-x86_64.AppImage
# Without appimagetool it prints that command and exits 0.
#
# UNTESTED: the appimagetool step. appimagetool could not be installed where this was written (it
# is not in Debian, PyPI or npm, and GitHub was unreachable), so only the AppDir is tested
# (tests/packaging/test_linux_files.py, with a stand-in appimagetool). appimagetool itself needs
# desktop-file-validate on PATH, and validates the AppStream data with appstreamcli if present.
set -eu

APP_ID=org.imbrex.Imbrex

say() { printf '%s\n' "$*"; }
die() {
    printf 'appimage.sh: %s\n' "$*" >&2
    exit 1
}

if [ $# -ne 2 ]; then
    die "usage: packaging/linux/appimage.sh DIST_BUNDLE_DIR OUT_DIR (e.g. dist/imbrex dist)"
fi
[ -d "$1" ] || die "$1 is not a folder (build the bundle first: make package)"
bundle=$(cd -- "$1" && pwd -P)
mkdir -p -- "$2"
out=$(cd -- "$2" && pwd -P)
here=$(cd -- "$(dirname -- "$0")" && pwd -P)

if [ ! -x "$bundle/imbrex" ] || [ ! -d "$bundle/_internal" ]; then
    die "$bundle is not an Imbrex bundle: 'imbrex' and '_internal/' are missing"
fi
version_line=$("$bundle/imbrex" --version 2>&1) || die "$bundle/imbrex --version failed: $version_line"
version=$(printf '%s\n' "$version_line" | sed -n 's/^imbrex \([^ ]*\)$/\1/p' | head -n 1)
case $version in
    "" | *" "*) die "cannot read the version from '$version_line'" ;;
esac
arch=${ARCH:-$(uname -m)}

# first_file FILE...: the first of the files that exists.
first_file() {
    for _f in "$@"; do
        if [ -f "$_f" ]; then
            printf '%s\n' "$_f"
            return 0
        fi
    done
    return 1
}
# The bundle's share/ (the build copies it in); else the files in the source tree.
desktop=$(first_file "$bundle/share/applications/$APP_ID.desktop" "$here/$APP_ID.desktop") ||
    die "no $APP_ID.desktop in $bundle/share/applications"
metainfo=$(first_file "$bundle/share/metainfo/$APP_ID.metainfo.xml" \
    "$here/$APP_ID.metainfo.xml") || die "no $APP_ID.metainfo.xml in $bundle/share/metainfo"
if [ -d "$bundle/share/icons/hicolor" ]; then
    icons=$bundle/share/icons/hicolor
elif [ -d "$here/../icons/hicolor" ]; then
    icons=$(cd -- "$here/../icons/hicolor" && pwd -P)
else
    die "no icons: neither $bundle/share/icons/hicolor nor packaging/icons/hicolor exists"
fi
root_icon=""
for size in 256 512 128 64 48; do
    if [ -f "$icons/${size}x$size/apps/$APP_ID.png" ]; then
        root_icon=$icons/${size}x$size/apps/$APP_ID.png
        break
    fi
done
[ -n "$root_icon" ] || die "no PNG icon of 48 px or more in $icons"

# --- the AppDir -----------------------------------------------------------------------------------
appdir=$out/Imbrex.AppDir
if [ -e "$appdir" ]; then
    if [ ! -e "$appdir/AppRun" ] && [ -n "$(ls -A -- "$appdir")" ]; then
        die "$appdir exists and is not an AppDir made by this script; move it away"
    fi
    rm -rf -- "$appdir"
fi
mkdir -p -- "$appdir/usr/lib/imbrex" "$appdir/usr/share/applications" \
    "$appdir/usr/share/metainfo" "$appdir/usr/share/icons"

cp -RP -- "$bundle/." "$appdir/usr/lib/imbrex/"
# An AppImage is not installed with these (AppImageLauncher or the desktop integrates it).
rm -f -- "$appdir/usr/lib/imbrex/install.sh" "$appdir/usr/lib/imbrex/uninstall.sh" \
    "$appdir/usr/lib/imbrex/.installed-files"

cat >"$appdir/AppRun" <<'EOF'
#!/bin/sh
# Imbrex AppImage entry point: no arguments opens the window; "gui FILE..." or FILE... checks
# those papers; any other imbrex command works too (AppImage --version, --help, check ...).
here=$(dirname -- "$(readlink -f -- "$0")")
exec "$here/usr/lib/imbrex/imbrex" "$@"
EOF
chmod 755 "$appdir/AppRun"

# TryExec=imbrex would hide the menu entry of an integrated AppImage ("imbrex" is not on PATH).
grep -v '^TryExec=' "$desktop" >"$appdir/$APP_ID.desktop"
cp -- "$appdir/$APP_ID.desktop" "$appdir/usr/share/applications/$APP_ID.desktop"
cp -R -- "$icons" "$appdir/usr/share/icons/hicolor"
cp -- "$root_icon" "$appdir/$APP_ID.png"
ln -s "$APP_ID.png" "$appdir/.DirIcon"
cp -- "$metainfo" "$appdir/usr/share/metainfo/$APP_ID.appdata.xml"
chmod -R u+w,go-w,a+rX -- "$appdir"

say "AppDir ready: $appdir (Imbrex $version)"

# --- the AppImage ---------------------------------------------------------------------------------
target=$out/Imbrex-$version-$arch.AppImage
if ! command -v appimagetool >/dev/null 2>&1; then
    say "appimagetool is not on PATH, so no AppImage was made. With appimagetool installed, run:"
    say "  ARCH=$arch VERSION=$version appimagetool '$appdir' '$target'"
    exit 0
fi

# appimagetool stops if `appstreamcli validate-tree` reports a warning. Without a public homepage
# yet, AppStream 1.0 warns "url-homepage-missing": then show the report and skip that check.
set --
if command -v appstreamcli >/dev/null 2>&1; then
    if ! appstreamcli validate-tree --no-net "$appdir" >/dev/null 2>&1; then
        say "appstreamcli validate-tree reports problems (appimagetool would stop on them):"
        appstreamcli validate-tree --no-net "$appdir" || true
        say "Building without appimagetool's AppStream check (--no-appstream)."
        set -- --no-appstream
    fi
fi
rm -f -- "$target"
ARCH=$arch VERSION=$version appimagetool "$@" "$appdir" "$target"
say "AppImage ready: $target"
