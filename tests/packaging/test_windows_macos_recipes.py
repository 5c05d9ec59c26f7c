"""The Windows and macOS build recipes and the CI workflows, checked by reading them on Linux
(they run only on their own systems: the release workflow builds and self-tests them there)."""

from __future__ import annotations

import ast
import plistlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import ROOT, load  # noqa: E402

WINDOWS = ROOT / "packaging" / "windows"
MACOS = ROOT / "packaging" / "macos"
WORKFLOWS = ROOT / ".github" / "workflows"
version_info = load("tarotdesk_version_info", "packaging/windows/version_info.py")


def test_build_ps1_checks_the_exit_status_of_every_program_it_runs():
    lines = (WINDOWS / "build.ps1").read_text(encoding="utf-8").splitlines()
    code = [(i, line) for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]
    calls = 0
    for n, (i, line) in enumerate(code):
        if re.match(r"\s*(\$\w+\s*=\s*\()?&\s", line):  # a native program run with the call operator
            calls += 1
            inside_helper = any("function Invoke-Native" in lines[j] for j in range(max(0, i - 4), i))
            following = code[n + 1][1] if n + 1 < len(code) else ""
            assert inside_helper or "$LASTEXITCODE" in following, f"line {i + 1} runs a program unchecked: {line}"
    invoked = sum("Invoke-Native " in line for _, line in code if "function" not in line)
    assert calls == 2 and invoked >= 6  # the helper itself, the version read; everything else goes through it
    text = "\n".join(lines)
    assert '$ErrorActionPreference = "Stop"' in text and "throw" in text
    assert "TAROTDESK_SIGN_CERT" in text and "/DSign=1" in text


def test_inno_setup_script_directives():
    text = (WINDOWS / "tarotdesk.iss").read_text(encoding="utf-8")
    assert re.search(r"^ArchitecturesAllowed=x64compatible$", text, re.M)
    assert re.search(r"^ArchitecturesInstallIn64BitMode=x64compatible$", text, re.M)
    assert re.search(r'^\[InstallDelete\]\nType: filesandordirs; Name: "\{app\}\\_internal"$', text.replace(
        "; An upgrade replaces the program folder's bundled libraries as a whole: files a newer\n"
        "; build no longer has must not stay behind and be loaded by it.\n", ""), re.M)
    assert re.search(r'Subkey: "Software\\Classes\\tarotdesk\.record\\DefaultIcon".*tarotdesk\.exe"",0"', text)
    assert re.search(r"^VersionInfoVersion=\{#AppVersion\}$", text, re.M)
    sign = re.search(r"^#ifdef Sign\n(.*?)^#endif", text, re.M | re.S)
    assert sign and "SignTool=tarotdesksign" in sign.group(1) and "SignedUninstaller=yes" in sign.group(1)
    sections = re.findall(r"^\[(\w+)\]", text, re.M)
    assert sections.index("InstallDelete") < sections.index("Files")


def test_version_resource_of_the_exe():
    assert version_info.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert version_info.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    text = version_info.version_file_text("0.1.0")
    tree = ast.parse(text)  # PyInstaller evaluates this text
    call = tree.body[0].value
    assert isinstance(call, ast.Call) and call.func.id == "VSVersionInfo"
    for needle in ("filevers=(0, 1, 0, 0)", "StringStruct('FileVersion', '0.1.0.0')",
                   "StringStruct('ProductVersion', '0.1.0')", "StringStruct('OriginalFilename', 'tarotdesk.exe')"):
        assert needle in text, needle


def test_macos_bundle_declares_the_file_type_and_minimum_system():
    spec = (ROOT / "packaging" / "tarotdesk.spec").read_text(encoding="utf-8")
    for needle in ('"LSMinimumSystemVersion": "13.0"', '"CFBundleDocumentTypes"', '"UTExportedTypeDeclarations"',
                   '"public.filename-extension": ["tarotdesk"]', '"LSItemContentTypes": ["io.github.tarotdesk.record"]',
                   'os.environ.get("TAROTDESK_MACOS_ARCH")'):
        assert needle in spec, needle
    entitlements = plistlib.loads((MACOS / "entitlements.plist").read_bytes())
    assert entitlements == {"com.apple.security.cs.disable-library-validation": True}


def test_macos_build_script():
    text = (MACOS / "build.sh").read_text(encoding="utf-8")
    assert subprocess.run(["sh", "-n", str(MACOS / "build.sh")]).returncode == 0
    assert "set -eu" in text and 'ln -s /Applications "$STAGE/Applications"' in text
    assert 'hdiutil create -volname "tarotdesk $VERSION" -srcfolder "$STAGE"' in text
    assert re.search(r'if \[ -n "\$\{TAROTDESK_MACOS_SIGN_IDENTITY:-\}" \]; then\n\s+codesign --force --deep '
                     r'--options runtime', text)
    assert "xcrun notarytool submit" in text and "xcrun stapler staple" in text
    assert '-macos-$ARCH.dmg' in text


def test_release_workflow_builds_self_tests_and_publishes_every_package():
    text = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    for job in ("linux:", "python:", "wheels:", "windows:", "macos:", "publish:"):
        assert re.search(rf"^  {job}$", text, re.M), job
    assert text.count("--self-test") >= 3 and "fresh_system.py" in text
    assert "runner: macos-15\n" in text and "runner: macos-15-intel" in text
    assert "needs: [linux, python, wheels, windows, macos]" in text
    # The wheels: one per platform with the compiled kernels, each imported where it was built.
    assert "cibuildwheel" in text and 'CIBW_BUILD: "cp311-*"' in text and "assert native.ON" in text
    assert not re.search(r"uses: [\w/-]+@v\d", text)  # actions pinned to commits


def test_workflows_match_the_workflow_schema():
    # check-jsonschema is a test dependency: it carries the workflow schema, so no network is needed.
    pytest.importorskip("check_jsonschema", reason="check-jsonschema is not installed")
    files = sorted(str(p) for p in WORKFLOWS.glob("*.yml"))
    proc = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           *files],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
