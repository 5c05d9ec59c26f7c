"""The Japanese translation of the window: complete, consistent with the code, compiled by every build.

* every entry of ``translations/tarotdesk_ja.ts`` is finished and keeps its placeholders and
  menu accelerators;
* lupdate finds no text in the code that the ``.ts`` lacks (a new ``tr()`` must be translated);
* a checkout compiles the ``.ts`` at run time into the cache folder, and again when it changes;
* a frozen build (only the ``.qm`` beside the program) and an installed wheel find their ``.qm``;
* ``pip wheel .`` produces a wheel that carries the compiled ``.qm``.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations" / "tarotdesk_ja.ts"

#: Translations that may stay in Latin letters: key names on the keyboard and team letters.
LATIN_OK = {"Enter", "Esc", "C", "L", "H", "W", "T", "S", "E", "AB"}


def _tool():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _messages(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def _translations(message: ET.Element) -> list[str]:
    tr = message.find("translation")
    if tr is None:
        return []
    if message.get("numerus") == "yes":
        return [n.text or "" for n in tr.iter("numerusform")]
    return [tr.text or ""]


def test_the_japanese_ts_has_no_unfinished_entry():
    assert _tool().missing(TS) == []
    count = 0
    for name, message in _messages(TS):
        tr = message.find("translation")
        assert tr is not None and tr.get("type") is None, (name, message.findtext("source"))
        assert all(t.strip() for t in _translations(message)), (name, message.findtext("source"))
        count += 1
    assert count > 100


def test_translations_keep_placeholders_and_accelerators():
    problems = []
    for name, message in _messages(TS):
        source = message.findtext("source") or ""
        for t in _translations(message):
            for ph in set(re.findall(r"%\d|%n", source)):
                if ph not in t:
                    problems.append(f"{name}: {source!r} loses {ph} in {t!r}")
            if re.search(r"&\w", source) and not re.search(r"&\w", t):
                problems.append(f"{name}: {source!r} loses its accelerator in {t!r}")
            if t not in LATIN_OK and not any(ch > "\u2e7f" for ch in t):
                problems.append(f"{name}: {source!r} is not translated into Japanese ({t!r})")
    assert not problems, "\n".join(problems)


def test_lupdate_finds_no_text_the_ts_lacks(tmp_path):
    tool = _tool()
    copy = tmp_path / "copy.ts"
    shutil.copy(TS, copy)
    files = [str(p) for p in tool.sources()]
    subprocess.run([tool.lupdate_program(), "-silent", "-no-obsolete", *files, "-ts", str(copy)], check=True,
                   capture_output=True)
    missing = tool.missing(copy)
    assert not missing, "texts in the code without a Japanese translation (run tools/update_translations.py):\n" \
        + "\n".join(missing)
    # ... and the .ts keeps nothing the code no longer has.
    before = {(n, m.findtext("source"), m.findtext("comment")) for n, m in _messages(TS)}
    after = {(n, m.findtext("source"), m.findtext("comment")) for n, m in _messages(copy)}
    assert before == after, f"obsolete: {sorted(before - after, key=str)}"


@pytest.fixture
def qt_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def test_a_checkout_compiles_the_ts_into_the_cache_and_again_when_it_changes(tmp_path, monkeypatch, qt_app):
    # The compiled file is named after the text's digest: an edit is compiled again even when the
    # file's time says nothing (a checkout of an older version, another checkout on the machine).
    from PySide6.QtCore import QCoreApplication

    from tarotdesk.ui.kit import i18n

    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy(TS, folder / TS.name)
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    monkeypatch.setenv(i18n.CACHE_ENV, str(tmp_path / "cache"))
    try:
        assert "tarotdesk_ja" in i18n.install_language("ja"), i18n.last_problem
        compiled = list((tmp_path / "cache" / "translations").glob("tarotdesk_ja-*.qm"))
        assert len(compiled) == 1
        assert QCoreApplication.translate("MainWindow", "&Game") == "ゲーム(&G)"
        # An edited .ts is compiled again, though it looks older than what was compiled.
        text = (folder / TS.name).read_text(encoding="utf-8").replace("ゲーム(&amp;G)", "対局(&amp;G)")
        (folder / TS.name).write_text(text, encoding="utf-8")
        earlier = time.time() - 3600
        os.utime(folder / TS.name, (earlier, earlier))
        assert "tarotdesk_ja" in i18n.install_language("ja"), i18n.last_problem
        assert QCoreApplication.translate("MainWindow", "&Game") == "対局(&G)"
        assert len(list((tmp_path / "cache" / "translations").glob("tarotdesk_ja-*.qm"))) == 2
    finally:
        i18n.install_language("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_a_frozen_build_uses_the_qm_beside_it(tmp_path, monkeypatch, qt_app):
    from PySide6.QtCore import QCoreApplication

    from tarotdesk.ui.kit import i18n

    bundle = tmp_path / "bundle" / "translations"
    bundle.mkdir(parents=True)
    assert i18n.compile_ts(TS, bundle / "tarotdesk_ja.qm") == ""
    monkeypatch.setattr(i18n, "translations_dir", lambda: bundle)
    monkeypatch.setenv(i18n.CACHE_ENV, str(tmp_path / "cache"))
    try:
        assert "tarotdesk_ja" in i18n.install_language("ja")
        assert QCoreApplication.translate("RulePane", "Contents") == "目次"
        assert not (tmp_path / "cache").exists()  # nothing compiled: the shipped file was used
    finally:
        i18n.install_language("en")


def test_a_missing_translation_is_reported_not_fatal(tmp_path, monkeypatch, qt_app):
    from tarotdesk.ui.kit import i18n

    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    try:
        assert "tarotdesk_ja" not in i18n.install_language("ja")
        assert "no translation file" in i18n.last_problem
    finally:
        i18n.install_language("en")


def test_the_resources_module_finds_a_wheels_translations(tmp_path):
    # The layout of an installed wheel: tarotdesk/_translations beside the modules.
    pkg = tmp_path / "tarotdesk"
    (pkg / "_translations").mkdir(parents=True)
    shutil.copy(ROOT / "tarotdesk" / "resources.py", pkg / "resources.py")
    (pkg / "__init__.py").write_text("")
    code = "import tarotdesk.resources as r; print(r.translations_dir())"
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)}, check=True).stdout.strip()
    assert Path(out) == pkg / "_translations"


@pytest.mark.slow
def test_pip_wheel_carries_the_compiled_translation(tmp_path):
    out = tmp_path / "wheel"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr[-3000:]
    wheel = next(out.glob("tarotdesk-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        assert "tarotdesk/_translations/tarotdesk_ja.qm" in names
        qm = z.read("tarotdesk/_translations/tarotdesk_ja.qm")
    assert qm[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # Qt's .qm magic number
    assert len(qm) > 1000
