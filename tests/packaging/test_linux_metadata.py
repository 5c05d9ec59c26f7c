"""Desktop entry, AppStream metadata and release history of the Linux packages (no build)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import ROOT, load  # noqa: E402

build = load("tarotdesk_linux_build", "packaging/linux/build.py")
needs = pytest.mark.skipif(shutil.which("appstreamcli") is None or shutil.which("desktop-file-validate") is None,
                           reason="needs appstream and desktop-file-utils (Debian packages)")


@needs
def test_desktop_entry_validates():
    desktop = ROOT / "packaging" / "linux" / f"{build.APP_ID}.desktop"
    proc = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout
    text = desktop.read_text(encoding="utf-8")
    assert f"Icon={build.APP_ID}\n" in text  # the icon is named after the application id


@needs
def test_metainfo_validates_pedantically(tmp_path):
    meta = tmp_path / f"{build.APP_ID}.metainfo.xml"
    meta.write_text(build.metainfo(build.version()), encoding="utf-8")
    proc = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", str(meta)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # Only an information that appstream 0.16 does not know <developer> yet is allowed.
    findings = [line for line in proc.stdout.splitlines() if line[:2] in ("E:", "W:", "I:", "P:")]
    assert all("unknown-tag developer" in line for line in findings), findings


def test_metainfo_has_screenshots_urls_releases_and_rating():
    text = build.metainfo(build.version())
    for needle in ('<url type="homepage">', '<url type="bugtracker">', '<developer id="',
                   '<content_rating type="oars-1.1"', f'<icon type="stock">{build.APP_ID}</icon>',
                   '<caption xml:lang="ja">'):
        assert needle in text, needle
    for shot in ("tarokk-en.png", "tarokk-ja.png", "cirulla-en.png", "cirulla-ja.png"):
        assert shot in text and (ROOT / "packaging" / "linux" / "screenshots" / shot).is_file()
    version, date, _ = build.releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))[0]
    assert f'<release version="{version}" date="{date}"/>' in text


def test_releases_carry_the_dates_of_the_changelog():
    text = "# Changelog\n\n## 0.2.0 — 2027-03-01\n- Faster.\n- Nicer.\n\n## 0.1.0 — 2026-11-28 — first\n- First.\n"
    assert build.releases(text) == [("0.2.0", "2027-03-01", ["Faster.", "Nicer."]),
                                     ("0.1.0", "2026-11-28", ["First."])]
    with pytest.raises(SystemExit, match="gives no release date"):
        build.releases("## 0.3.0 — soon\n- x\n")
    with pytest.raises(ValueError):
        build.releases("## 0.3.0 — 2027-02-30\n")


def test_debian_changelog_is_dated_by_release():
    import gzip

    text = gzip.decompress(build.debian_changelog(build.version())).decode()
    version, date, _ = build.releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))[0]
    assert text.startswith(f"tarotdesk ({version}) unstable; urgency=medium")
    day = date.split("-")
    assert f" {int(day[2]):02d} " in text and day[0] in text


def test_install_script_is_valid_shell():
    proc = subprocess.run(["sh", "-n", str(ROOT / "packaging" / "linux" / "install.sh")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
