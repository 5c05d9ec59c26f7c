"""The settings of sound, high-contrast cards and enlarged cards: in the dialog, kept, checked when read."""

from __future__ import annotations

import json

from tarotdesk.ui.dialogs.settings_dialog import SettingsDialog
from tarotdesk.ui.model.settings import Settings, load_settings, save_settings


def test_the_dialog_edits_sound_volume_contrast_and_enlarging(qtbot) -> None:
    start = Settings(language="en")
    assert (start.sound, start.sound_volume, start.high_contrast, start.zoom_on_hover, start.zoom_size) == \
        (True, 60, False, False, 300)
    dialog = SettingsDialog(start)
    qtbot.addWidget(dialog)
    dialog.checks["sound"].setChecked(False)
    assert not dialog.volume.isEnabled()  # no volume to set for no sound
    dialog.checks["sound"].setChecked(True)
    dialog.volume.setValue(35)
    dialog.checks["high_contrast"].setChecked(True)
    dialog.checks["zoom_on_hover"].setChecked(True)
    dialog.zoom_size.setCurrentIndex(dialog.zoom_size.findData(400))
    got = dialog.result_settings()
    assert (got.sound, got.sound_volume, got.high_contrast, got.zoom_on_hover, got.zoom_size) == (True, 35, True, True, 400)
    assert dialog.volume.accessibleName() == "Volume"
    assert [dialog.zoom_size.itemData(i) for i in range(dialog.zoom_size.count())] == [200, 300, 400]


def test_the_settings_are_kept_and_bad_values_are_refused(private_settings) -> None:
    kept = Settings(language="en", sound=False, sound_volume=20, high_contrast=True, zoom_on_hover=True, zoom_size=200)
    assert save_settings(kept) is None
    again, problem = load_settings()
    assert problem is None
    assert (again.sound, again.sound_volume, again.high_contrast, again.zoom_on_hover, again.zoom_size) == \
        (False, 20, True, True, 200)
    path = private_settings / "settings.json"
    path.write_text(json.dumps({"sound_volume": 150, "zoom_size": 250, "high_contrast": "yes", "sound": 1}),
                    encoding="utf-8")
    settings, problem = load_settings()
    assert problem is not None and problem.kind == "invalid-values"
    for name in ("sound_volume", "zoom_size", "high_contrast", "sound"):
        assert name in problem.detail
    assert (settings.sound, settings.sound_volume, settings.high_contrast, settings.zoom_size) == (True, 60, False, 300)
    path.write_text(json.dumps({"sound_volume": True}), encoding="utf-8")
    assert load_settings()[1] is not None  # a yes/no is not a volume
