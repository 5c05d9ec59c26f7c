#!/bin/sh
# Install tarotdesk for the current user from the unpacked tarball, or remove it again.
#
#   ./install.sh              copy the program to ~/.local/lib/tarotdesk and add the command
#                             ~/.local/bin/tarotdesk, the menu entry, the icons and the file type
#   ./install.sh --uninstall  remove exactly those files
#
# The desktop's caches (MIME, icons, menu) are refreshed, not removed.
# Honours XDG_DATA_HOME. Never touches anything outside the user's folders, and never replaces
# a ~/.local/lib/tarotdesk or ~/.local/bin/tarotdesk that it did not install itself.
set -eu

APP_ID=io.github.tarotdesk.tarotdesk
HERE=$(cd "$(dirname "$0")" && pwd)
LIB="$HOME/.local/lib/tarotdesk"
BIN="$HOME/.local/bin/tarotdesk"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
MARK=".installed-by-tarotdesk-install.sh"

fail() { echo "install.sh: $*" >&2; exit 1; }

refresh() {
    # The desktop's caches, where the tools exist; a missing tool only delays the menu entry.
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

uninstall() {
    if [ -e "$LIB" ] && [ ! -e "$LIB/$MARK" ]; then
        fail "$LIB was not installed by install.sh; leaving it alone"
    fi
    rm -rf "$LIB"
    if [ -L "$BIN" ] && [ "$(readlink "$BIN")" = "$LIB/tarotdesk" ]; then rm -f "$BIN"; fi
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
          "$DATA/mime/packages/$APP_ID.xml"
    for icon in "$DATA"/icons/hicolor/*/apps/"$APP_ID".png "$DATA"/icons/hicolor/scalable/apps/"$APP_ID".svg; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    refresh
    echo "tarotdesk removed (your games and settings are kept)"
}

install_here() {
    [ -x "$HERE/tarotdesk" ] && [ -d "$HERE/_internal" ] || fail "run install.sh from the unpacked tarotdesk folder"
    if [ -e "$LIB" ] && [ ! -e "$LIB/$MARK" ]; then
        fail "$LIB exists and was not installed by install.sh; remove it first"
    fi
    if [ -e "$BIN" ] && ! { [ -L "$BIN" ] && [ "$(readlink "$BIN")" = "$LIB/tarotdesk" ]; }; then
        fail "$BIN exists and is not tarotdesk's link; remove it first"
    fi
    # Copy to a new folder first, then swap it in: an interrupted copy leaves the old one working.
    mkdir -p "$(dirname "$LIB")"
    rm -rf "$LIB.new"
    mkdir "$LIB.new"
    cp -R "$HERE/tarotdesk" "$HERE/_internal" "$HERE/LICENSE.txt" "$HERE/THIRD-PARTY-LICENSES.txt" \
          "$HERE/README.txt" "$LIB.new/"
    touch "$LIB.new/$MARK"
    rm -rf "$LIB"
    mv "$LIB.new" "$LIB"
    mkdir -p "$(dirname "$BIN")"
    ln -sf "$LIB/tarotdesk" "$BIN"
    mkdir -p "$DATA/applications" "$DATA/metainfo" "$DATA/mime/packages"
    # The menu entry starts the installed copy by its full path (~/.local/bin may not be on PATH).
    sed "s|^Exec=tarotdesk |Exec=$LIB/tarotdesk |" "$HERE/share/applications/$APP_ID.desktop" \
        > "$DATA/applications/$APP_ID.desktop"
    cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
    cp "$HERE/share/mime/packages/$APP_ID.xml" "$DATA/mime/packages/"
    (cd "$HERE/share/icons" && find hicolor -type f) | while read -r icon; do
        mkdir -p "$DATA/icons/$(dirname "$icon")"
        cp "$HERE/share/icons/$icon" "$DATA/icons/$icon"
    done
    refresh
    echo "tarotdesk installed: $LIB (command: $BIN)"
}

case "${1:-}" in
    "") install_here ;;
    --uninstall) uninstall ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) fail "unknown option '$1' (use --uninstall, or nothing to install)" ;;
esac
