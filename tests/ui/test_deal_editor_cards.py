"""The deal editor shows cards as cards, drawn by the window's renderer, and moves them between
places by dragging (several at once) as well as with "Move to"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ui_driver import shown_window


def test_every_place_shows_its_cards_as_pictures_named_in_their_tooltips(qtbot, shared_worker):
    window = shown_window(qtbot, shared_worker)
    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("tarokk")))
    editor.deal_rest()
    pack = window.game_lookup("tarokk").pack
    for lst in editor.lists:
        assert lst.count() == lst.capacity > 0
        for i in range(lst.count()):
            item = lst.item(i)
            c = lst.cards()[i]
            assert item.text() == "" and not item.icon().isNull()  # a card, not a line of text
            assert item.toolTip() == pack.name(c, "en") == item.data(Qt.ItemDataRole.AccessibleTextRole)
    qtbot.waitExposed(editor)
    qtbot.waitUntil(lambda: editor.lists[0].isVisible() and editor.lists[0].width() > 200, timeout=5_000)
    qtbot.wait(50)
    size = editor.lists[0].iconSize()
    assert size.height() > size.width() > 20  # as tall as a card
    # Room for a whole place: its list is as tall as the rows its cards need at its width.
    first = editor.lists[0]
    assert first.height() >= first.heightForWidth(first.width()) - 1


def test_cards_dropped_on_another_place_move_there(qtbot, shared_worker):
    window = shown_window(qtbot, shared_worker)
    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("cirulla")))
    source, target = editor.pack, editor.lists[1]
    items = [source.item(0), source.item(1)]
    moved = [source.cards()[0], source.cards()[1]]
    data = source.mimeData(items)
    # What a drop does: the target takes the cards, the dragging list lets them go.
    assert target.dropMimeData(target.count(), data, Qt.DropAction.MoveAction)
    for item in items:
        source.takeItem(source.row(item))
    qtbot.wait(20)  # the editor looks at its places once the drop is done
    assert target.cards() == moved and not set(moved) & set(source.cards())
    assert all(not target.item(i).icon().isNull() for i in range(target.count()))
    assert editor.boxes[1].title().startswith(editor.place_name(1)) and "2 of" in editor.boxes[1].title()


def test_the_cards_are_drawn_again_when_the_windows_cards_change(qtbot, shared_worker):
    from dataclasses import replace

    window = shown_window(qtbot, shared_worker)
    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("mattazza")))
    before = editor.pack.item(0).icon().cacheKey()
    window.apply_settings(replace(window.settings, point_marks=not window.settings.point_marks))
    assert editor.pack.item(0).icon().cacheKey() != before
