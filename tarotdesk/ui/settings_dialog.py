"""The Settings dialog: language, animation speed, hand order, highlighting, card style."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .language_change import FollowsLanguage
from .settings import ANIMATION_SPEEDS, COLLECT_MODES, COLLECT_SECONDS_RANGE, SORT_ORDERS, Settings

#: Each language named in itself, so that anyone can find their own.
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}


class SettingsDialog(FollowsLanguage, QDialog):
    """Edits a copy of the settings; :meth:`result_settings` gives the edited copy."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.animation = QComboBox(self)
        self.sort_order = QComboBox(self)
        self.descending = QCheckBox(self)
        self.descending.setChecked(settings.sort_descending)
        self.highlight = QCheckBox(self)
        self.highlight.setChecked(settings.highlight_legal)
        self.last_trick = QCheckBox(self)
        self.last_trick.setChecked(settings.show_last_trick)
        self.four_colour = QCheckBox(self)
        self.four_colour.setChecked(settings.four_colour)
        self.point_marks = QCheckBox(self)
        self.point_marks.setChecked(settings.point_marks)
        self.french_tarot = QCheckBox(self)
        self.french_tarot.setChecked(settings.french_tarot)
        self.allow_undo = QCheckBox(self)
        self.allow_undo.setObjectName("settingsAllowUndo")
        self.allow_undo.setChecked(settings.allow_undo)
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
        self.labels = [QLabel(self) for _ in range(4)]
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], self.animation)
        form.addRow(self.labels[3], collect_row)
        form.addRow(self.labels[2], self.sort_order)
        for box in (self.descending, self.highlight, self.last_trick, self.four_colour, self.point_marks,
                    self.french_tarot, self.allow_undo):
            form.addRow(box)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   parent=self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        self.labels[0].setText(self.tr("Language"))
        self.labels[1].setText(self.tr("Animation speed"))
        self.labels[2].setText(self.tr("Hand order"))
        self.labels[3].setText(self.tr("Collect tricks"))
        collect_names = {"auto": self.tr("Automatically, after"), "click": self.tr("On a click")}
        current = self.collect.currentData() or self._settings.collect_tricks
        self.collect.blockSignals(True)
        self.collect.clear()
        for key in COLLECT_MODES:
            self.collect.addItem(collect_names[key], key)
        self.collect.setCurrentIndex(max(0, self.collect.findData(current)))
        self.collect.blockSignals(False)
        self.collect_seconds.setSuffix(self.tr(" s", "seconds"))
        self.collect.setToolTip(self.tr("A completed trick (or a capture) stays on the table until then, so that "
                                        "every card of it can be read; a click on the table collects it at once."))
        self._collect_changed()
        speed_names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                       "slow": self.tr("Slow")}
        current = self.animation.currentData() or self._settings.animation
        self.animation.clear()
        for key in ANIMATION_SPEEDS:
            self.animation.addItem(speed_names[key], key)
        self.animation.setCurrentIndex(max(0, self.animation.findData(current)))
        order_names = {"trumps-first": self.tr("Trumps first, then the suits"),
                       "trumps-last": self.tr("The suits first, then the trumps")}
        current = self.sort_order.currentData() or self._settings.sort_order
        self.sort_order.clear()
        for key in SORT_ORDERS:
            self.sort_order.addItem(order_names[key], key)
        self.sort_order.setCurrentIndex(max(0, self.sort_order.findData(current)))
        self.descending.setText(self.tr("Highest cards first"))
        self.highlight.setText(self.tr("Dim the cards that cannot be played"))
        self.last_trick.setText(self.tr("Show the last trick"))
        self.four_colour.setText(self.tr("Four-colour suits"))
        self.point_marks.setText(self.tr("Mark the cards that score points"))
        self.french_tarot.setText(self.tr("French-style tarot faces"))
        self.allow_undo.setText(self.tr("Allow undo (practice: such games are marked in the statistics)"))

    def result_settings(self) -> Settings:
        """The settings as edited."""
        return replace(
            self._settings,
            language=self.language.currentData(),
            animation=self.animation.currentData(),
            sort_order=self.sort_order.currentData(),
            sort_descending=self.descending.isChecked(),
            highlight_legal=self.highlight.isChecked(),
            show_last_trick=self.last_trick.isChecked(),
            four_colour=self.four_colour.isChecked(),
            point_marks=self.point_marks.isChecked(),
            french_tarot=self.french_tarot.isChecked(),
            allow_undo=self.allow_undo.isChecked(),
            collect_tricks=self.collect.currentData(),
            collect_seconds=self.collect_seconds.value(),
        )

    def _collect_changed(self) -> None:
        self.collect_seconds.setEnabled(self.collect.currentData() != "click")
