"""The Settings dialog: language, animation speed, hand order, highlighting, card style, sound
and the cards for poor sight (high contrast, enlarging)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..kit.controls import offer_choices
from ..kit.language_change import FollowsLanguage
from ..model.settings import (
    ANIMATION_SPEEDS,
    COLLECT_MODES,
    COLLECT_SECONDS_RANGE,
    SORT_ORDERS,
    SOUND_VOLUME_RANGE,
    ZOOM_SIZES,
    Settings,
)

#: Each language named in itself, so that anyone can find their own.
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}
#: The settings shown as check boxes, in the dialog's order.
CHECKED_SETTINGS = ("sort_descending", "highlight_legal", "show_last_trick", "four_colour", "point_marks",
                    "french_tarot", "high_contrast", "zoom_on_hover", "sound", "allow_undo")


class SettingsDialog(FollowsLanguage, QDialog):
    """Edits a copy of the settings; :meth:`result_settings` gives the edited copy."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        offer_choices(self.language, LANGUAGE_NAMES.items(), settings.language)
        self.animation = QComboBox(self)
        self.sort_order = QComboBox(self)
        #: The check boxes by the setting each one edits.
        self.checks = {name: QCheckBox(self) for name in CHECKED_SETTINGS}
        for name, box in self.checks.items():
            box.setChecked(getattr(settings, name))
        self.allow_undo = self.checks["allow_undo"]
        self.allow_undo.setObjectName("settingsAllowUndo")
        # "Collect tricks: automatically after [2.0] s / on a click"
        self.collect = QComboBox(self)
        self.collect.setObjectName("settingsCollectTricks")
        self.collect_seconds = QDoubleSpinBox(self)
        self.collect_seconds.setObjectName("settingsCollectSeconds")
        self.collect_seconds.setRange(*COLLECT_SECONDS_RANGE)
        self.collect_seconds.setSingleStep(0.5)
        self.collect_seconds.setDecimals(1)
        self.collect_seconds.setValue(settings.collect_seconds)
        self.collect.currentIndexChanged.connect(self._collect_changed)
        collect_row = QHBoxLayout()
        collect_row.addWidget(self.collect, 1)
        collect_row.addWidget(self.collect_seconds)
        self.labels = [QLabel(self) for _ in range(6)]
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], self.animation)
        form.addRow(self.labels[3], collect_row)
        form.addRow(self.labels[2], self.sort_order)
        for box in self.checks.values():
            form.addRow(box)
        self._access_rows(form, settings)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   parent=self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def _access_rows(self, form: QFormLayout, settings: Settings) -> None:
        # The volume beside the sound's check box, and the size of an enlarged card.
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("settingsVolume")
        self.volume.setRange(*SOUND_VOLUME_RANGE)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.checks["sound"].toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(settings.sound)
        self.zoom_size = QComboBox(self)
        self.zoom_size.setObjectName("settingsZoomSize")
        form.addRow(self.labels[4], self.volume)
        form.addRow(self.labels[5], self.zoom_size)

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        self.labels[4].setText(self.tr("Volume"))
        self.labels[5].setText(self.tr("Enlarged card"))
        self.volume.setAccessibleName(self.tr("Volume"))
        offer_choices(self.zoom_size, ((size, self.tr("%1 % of the hand's cards").replace("%1", str(size)))
                                       for size in ZOOM_SIZES), self.zoom_size.currentData() or self._settings.zoom_size)
        self.labels[0].setText(self.tr("Language"))
        self.labels[1].setText(self.tr("Animation speed"))
        self.labels[2].setText(self.tr("Hand order"))
        self.labels[3].setText(self.tr("Collect tricks"))
        collect_names = {"auto": self.tr("Automatically, after"), "click": self.tr("On a click")}
        offer_choices(self.collect, ((k, collect_names[k]) for k in COLLECT_MODES),
                      self.collect.currentData() or self._settings.collect_tricks)
        self.collect_seconds.setSuffix(self.tr(" s", "seconds"))
        self.collect.setToolTip(self.tr("A completed trick (or a capture) stays on the table until then, so that "
                                        "every card of it can be read; a click on the table collects it at once."))
        self._collect_changed()
        speed_names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                       "slow": self.tr("Slow")}
        # Until the person chooses, the system decides (no movement where it asks for reduced motion).
        system = Settings(language=self._settings.language).animation_speed
        follow = self.tr("As the system prefers (%1)").replace("%1", speed_names[system])
        chosen = self.animation.currentData() if self.animation.count() else self._settings.animation
        offer_choices(self.animation, [("", follow), *((k, speed_names[k]) for k in ANIMATION_SPEEDS)], chosen)
        self.animation.setToolTip(self.tr("How fast the cards move. Instant places them at once; a completed "
                                          "trick still stays for the pause chosen below."))
        order_names = {"trumps-first": self.tr("Trumps first, then the suits"),
                       "trumps-last": self.tr("The suits first, then the trumps")}
        offer_choices(self.sort_order, ((k, order_names[k]) for k in SORT_ORDERS),
                      self.sort_order.currentData() or self._settings.sort_order)
        check_texts = {
            "sort_descending": self.tr("Highest cards first"),
            "highlight_legal": self.tr("Dim the cards that cannot be played"),
            "show_last_trick": self.tr("Show the last trick"),
            "four_colour": self.tr("Four-colour suits"),
            "point_marks": self.tr("Mark the cards that score points"),
            "french_tarot": self.tr("French-style tarot faces"),
            "high_contrast": self.tr("High-contrast cards: large indices, four strong colours, strong outlines"),
            "zoom_on_hover": self.tr("Enlarge a card when the pointer rests on it (right-click or Z always does)"),
            "sound": self.tr("Play sounds (a card played, a trick taken, your turn, a deal's end)"),
            "allow_undo": self.tr("Allow undo (practice: such games are marked in the statistics)"),
        }
        for name, box in self.checks.items():
            box.setText(check_texts[name])

    def result_settings(self) -> Settings:
        """The settings as edited."""
        return replace(
            self._settings,
            language=self.language.currentData(),
            animation=self.animation.currentData(),
            sort_order=self.sort_order.currentData(),
            collect_tricks=self.collect.currentData(),
            collect_seconds=self.collect_seconds.value(),
            sound_volume=self.volume.value(),
            zoom_size=self.zoom_size.currentData(),
            **{name: box.isChecked() for name, box in self.checks.items()},
        )

    def _collect_changed(self) -> None:
        self.collect_seconds.setEnabled(self.collect.currentData() != "click")
