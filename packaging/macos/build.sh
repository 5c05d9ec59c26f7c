#!/bin/sh
# Build tarotdesk.app and a .dmg on macOS. From the repository root:
#   python3.11 -m venv .venv && .venv/bin/pip install . pyinstaller
#   sh packaging/macos/build.sh
# Uses only tools that come with macOS (sips, iconutil, hdiutil, codesign, xcrun) besides
# PyInstaller. The .dmg holds the app and a link to /Applications to drag it onto.
#
# Architecture: the bundle has the architecture of the Python that builds it (arm64 on Apple
# silicon, x86_64 on Intel), named in the .dmg; TAROTDESK_MACOS_ARCH=universal2 makes one
# bundle for both (it needs a universal2 Python, such as python.org's installer).
#
# Signing and notarisation (optional, all through the environment; nothing secret is stored):
#   TAROTDESK_MACOS_SIGN_IDENTITY  a "Developer ID Application: …" identity in the keychain:
#                                  the app and the .dmg are signed with the hardened runtime
#   TAROTDESK_NOTARY_PROFILE       a notarytool keychain profile (xcrun notarytool
#                                  store-credentials): the .dmg is notarised and stapled
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PY="$ROOT/.venv/bin/python"
[ -x "$PY" ] || { echo "build.sh: no virtual environment at $PY (see the comment at the top)" >&2; exit 1; }
VERSION=$("$PY" -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
ARCH=${TAROTDESK_MACOS_ARCH:-$(uname -m)}

for ts in translations/*.ts; do
    [ -e "$ts" ] || continue
    "$ROOT/.venv/bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done

# Icon set rendered from the SVG by Qt, then packed by iconutil.
ICONSET="build/macos/tarotdesk.iconset"
rm -rf "$ICONSET"
mkdir -p "$ICONSET"
"$PY" - "$ICONSET" <<'PYEOF'
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
app = QGuiApplication([])
r = QSvgRenderer("resources/icons/tarotdesk.svg")
if not r.isValid():
    sys.exit("resources/icons/tarotdesk.svg is not a valid SVG")
for base in (16, 32, 128, 256, 512):
    for scale in (1, 2):
        size = base * scale
        img = QImage(size, size, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img); p.setRenderHint(QPainter.RenderHint.Antialiasing); r.render(p); p.end()
        name = f"icon_{base}x{base}" + ("@2x" if scale == 2 else "") + ".png"
        if not img.save(os.path.join(sys.argv[1], name)):
            sys.exit(f"could not write {name}")
PYEOF
iconutil -c icns "$ICONSET" -o packaging/macos/tarotdesk.icns

"$PY" -m PyInstaller --noconfirm --clean --distpath build/macos/dist --workpath build/macos/pyi packaging/tarotdesk.spec
APP="build/macos/dist/tarotdesk.app"
[ -x "$APP/Contents/MacOS/tarotdesk" ] || { echo "build.sh: PyInstaller did not write $APP" >&2; exit 1; }
"$APP/Contents/MacOS/tarotdesk" --version  # the frozen program must start before it is packed

if [ -n "${TAROTDESK_MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp \
        --entitlements packaging/macos/entitlements.plist --sign "$TAROTDESK_MACOS_SIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
fi

# The disk image: the app beside a link to /Applications.
STAGE="build/macos/dmg"
rm -rf "$STAGE"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
mkdir -p dist
DMG="dist/tarotdesk-$VERSION-macos-$ARCH.dmg"
rm -f "$DMG"
hdiutil create -volname "tarotdesk $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DMG"

if [ -n "${TAROTDESK_MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$TAROTDESK_MACOS_SIGN_IDENTITY" "$DMG"
fi
if [ -n "${TAROTDESK_NOTARY_PROFILE:-}" ]; then
    [ -n "${TAROTDESK_MACOS_SIGN_IDENTITY:-}" ] || { echo "build.sh: notarisation needs a signed app (TAROTDESK_MACOS_SIGN_IDENTITY)" >&2; exit 1; }
    xcrun notarytool submit "$DMG" --keychain-profile "$TAROTDESK_NOTARY_PROFILE" --wait
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
fi
echo "disk image: $DMG"
