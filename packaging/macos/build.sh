#!/bin/sh
# Build tarotdesk.app and a .dmg on macOS. From the repository root:
#   python3.11 -m venv .venv && .venv/bin/pip install . pyinstaller
#   sh packaging/macos/build.sh
# Uses only tools that come with macOS (sips, iconutil, hdiutil) besides PyInstaller.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PY="$ROOT/.venv/bin/python"
VERSION=$("$PY" -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")

for ts in translations/*.ts; do
    [ -e "$ts" ] || continue
    "$ROOT/.venv/bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done

# Icon set rendered from the SVG by Qt, then packed by iconutil.
ICONSET="build/macos/tarotdesk.iconset"
mkdir -p "$ICONSET"
"$PY" - "$ICONSET" <<'PYEOF'
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
app = QGuiApplication([])
r = QSvgRenderer("resources/icons/tarotdesk.svg")
for base in (16, 32, 128, 256, 512):
    for scale in (1, 2):
        size = base * scale
        img = QImage(size, size, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img); p.setRenderHint(QPainter.RenderHint.Antialiasing); r.render(p); p.end()
        name = f"icon_{base}x{base}" + ("@2x" if scale == 2 else "") + ".png"
        img.save(os.path.join(sys.argv[1], name))
PYEOF
iconutil -c icns "$ICONSET" -o packaging/macos/tarotdesk.icns

"$PY" -m PyInstaller --noconfirm --clean --distpath build/macos/dist --workpath build/macos/pyi packaging/tarotdesk.spec
mkdir -p dist
DMG="dist/tarotdesk-$VERSION-macos.dmg"
rm -f "$DMG"
hdiutil create -volname "tarotdesk $VERSION" -srcfolder build/macos/dist/tarotdesk.app -ov -format UDZO "$DMG"
echo "disk image: $DMG"
