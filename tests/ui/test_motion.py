"""Cards move by default, at the speed a player would choose; the system's reduced-motion
preference makes them still, unless the person chose a speed."""

from __future__ import annotations

import json

import pytest

from tarotdesk.ui.model import motion
from tarotdesk.ui.model.settings import ANIMATION_SPEEDS, Settings, load_settings, save_settings


@pytest.fixture
def system(monkeypatch):
    """Set what the system asks for: ``system(True)`` = reduced motion."""
    def set_it(reduced: bool) -> None:
        monkeypatch.setattr("tarotdesk.ui.model.settings.system_reduces_motion", lambda: reduced)
    return set_it


def test_by_default_the_cards_move(system):
    system(False)
    settings = Settings(language="en")
    assert settings.animation == ""  # nobody chose a speed
    assert settings.animation_speed == "normal" and settings.animation_ms == ANIMATION_SPEEDS["normal"] > 0


def test_a_system_asking_for_reduced_motion_keeps_them_still(system):
    system(True)
    assert Settings(language="en").animation_ms == 0


@pytest.mark.parametrize("reduced", [False, True])
def test_a_speed_the_person_chose_always_wins(system, reduced):
    system(reduced)
    assert Settings(language="en", animation="slow").animation_ms == ANIMATION_SPEEDS["slow"]
    assert Settings(language="en", animation="instant").animation_ms == 0


def test_the_choice_is_kept_in_the_file_and_no_choice_stays_none(private_settings, system):
    system(False)
    private_settings.mkdir(parents=True)
    path = private_settings / "settings.json"
    assert save_settings(Settings(language="en"), path) is None
    assert json.loads(path.read_text(encoding="utf-8"))["animation"] == ""
    settings, problem = load_settings(path)
    assert problem is None and settings.animation == ""
    path.write_text('{"animation": "fast"}', encoding="utf-8")
    assert load_settings(path)[0].animation == "fast"


def test_the_settings_dialog_offers_the_systems_choice_and_keeps_it_until_another_is_chosen(qtbot, system):
    from tarotdesk.ui.dialogs.settings_dialog import SettingsDialog

    system(True)
    dialog = SettingsDialog(Settings(language="en"))
    qtbot.addWidget(dialog)
    assert dialog.animation.currentData() == "" and "Instant" in dialog.animation.currentText()
    assert dialog.result_settings().animation == ""  # OK without a change chooses nothing
    dialog.animation.setCurrentIndex(dialog.animation.findData("normal"))
    assert dialog.result_settings().animation == "normal"
    system(False)
    again = SettingsDialog(Settings(language="en"))
    qtbot.addWidget(again)
    assert "Normal" in again.animation.currentText()


def test_gnome_kde_windows_and_macos_answers_are_read(monkeypatch):
    answers = {"gsettings": "false", "defaults": "1"}
    monkeypatch.setattr(motion, "_tool_output", lambda args: answers.get(args[0]))
    monkeypatch.setattr(motion, "_kde", lambda: None)
    assert motion.read_reduced_motion("linux") is True
    answers["gsettings"] = "true"
    assert motion.read_reduced_motion("linux") is False
    assert motion.read_reduced_motion("darwin") is True
    answers["defaults"] = "0"
    assert motion.read_reduced_motion("darwin") is False
    # Nothing to ask (no gsettings, no KDE file): no preference, the cards move.
    answers.clear()
    assert motion.read_reduced_motion("linux") is False
    monkeypatch.setattr(motion, "_windows", lambda: True)
    assert motion.read_reduced_motion("win32") is True


def test_kde_animation_factor():
    assert motion.kde_reduces_motion("[General]\nx=1\n[KDE]\nAnimationDurationFactor=0\n") is True
    assert motion.kde_reduces_motion("[KDE]\nAnimationDurationFactor=0.5\n") is False
    assert motion.kde_reduces_motion("[General]\nAnimationDurationFactor=0\n") is None  # another group
    assert motion.kde_reduces_motion("[KDE]\nAnimationDurationFactor=fast\n") is None
    assert motion.kde_reduces_motion("") is None


def test_a_kde_file_is_read_only_when_it_is_a_small_regular_file(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert motion._kde() is None
    (tmp_path / "kdeglobals").mkdir()  # a folder in its place
    assert motion._kde() is None
    (tmp_path / "kdeglobals").rmdir()
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0\n", encoding="utf-8")
    assert motion._kde() is True
