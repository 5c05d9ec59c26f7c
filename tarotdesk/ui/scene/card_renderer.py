"""Card images for the table: SVG art rasterised at the screen's pixel ratio, cached.

The art is ``resources/cards/<set>/<code>.svg`` (see :mod:`tarotdesk.cardart.variants`
for the folder layout). A :class:`CardStyle` picks the variant: the French-suited tarot is a
separate set, while four-colour suits and point marks are text substitutions applied to the
SVG before it is rendered, so all variants come from the same files.

Images are rendered into a ``QImage`` (safe in any thread) and turned into a ``QPixmap`` on
the GUI thread. :meth:`CardRenderer.pixmap` renders synchronously; :meth:`CardRenderer.prefetch`
renders on a thread pool and emits :attr:`CardRenderer.rendered` with the cache key of each
image as it arrives. The cache is keyed by pack, card, width and pixel ratio (see
:meth:`CardRenderer.cache_key`), holds a bounded number of bytes (least recently used images
are dropped first) and is emptied when the style changes.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Iterable

from PySide6.QtCore import QByteArray, QObject, QRectF, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tarotdesk.resources import resource_path
from tarotdesk.cardart import variants

from .contrast import paint_high_contrast

#: Card code accepted for a card's back; the unknown card ``?`` of a view shows the back too.
BACK = variants.BACK_CODE
_BACK_ALIASES = frozenset({BACK, "?"})


@dataclass(frozen=True)
class CardStyle:
    """Display options for the card art."""

    four_colour: bool = False  # clubs/batons and diamonds/coins in their own colours
    point_marks: bool = False  # a badge with the card's value on counting cards (learners)
    french_tarot: bool = False  # French suit signs on the 78-card tarot
    high_contrast: bool = False  # large indices in four strong colours, strong outlines (.contrast)


def render_svg(svg: bytes, width_px: int, height_px: int, dpr: float = 1.0,
               ignore_aspect: bool = False) -> QImage:
    """Rasterise ``svg`` into a new transparent image of that pixel size (any thread)."""
    image = QImage(max(1, width_px), max(1, height_px), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(svg))
    if ignore_aspect:
        renderer.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


class _Relay(QObject):
    """Lives on the GUI thread; workers emit through it so results arrive there queued."""

    done = Signal(str, int, QImage)


class CardRenderer(QObject):
    """Card and felt pixmaps for one style, rendered once per size and pixel ratio."""

    rendered = Signal(str)

    def __init__(self, parent: QObject | None = None, style: CardStyle | None = None,
                 cache_bytes: int = 192 * 1024 * 1024, threads: int | None = None) -> None:
        super().__init__(parent)
        self._style = style or CardStyle()
        self._cache: OrderedDict[str, QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self._cache_limit = cache_bytes
        self._svg_text: dict[tuple[str, str], bytes] = {}
        self._pending: set[str] = set()
        self._generation = 0
        self._pool = QThreadPool(self)
        if threads:
            self._pool.setMaxThreadCount(threads)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    # -- public interface ---------------------------------------------------------------------
    @property
    def style(self) -> CardStyle:
        """The current display options."""
        return self._style

    def set_style(self, style: CardStyle) -> None:
        """Switch to other display options: every cached image is dropped, and
        :attr:`rendered` is emitted with an empty key (meaning "every card changed")."""
        if style == self._style:
            return
        self._style = style
        self._generation += 1  # results of renders already under way are discarded
        self._cache.clear()
        self._cache_bytes = 0
        self._svg_text.clear()
        self._pending.clear()
        self.rendered.emit("")

    def aspect(self, pack_id: str) -> float:
        """Height / width of the cards of ``pack_id``."""
        return variants.aspect(pack_id)

    @staticmethod
    def cache_key(pack_id: str, code: str, width: int, dpr: float) -> str:
        """The key under which an image is cached and announced by :attr:`rendered`."""
        code = BACK if code in _BACK_ALIASES else code
        return f"{pack_id}/{code}@{int(width)}x{dpr:g}"

    def pixmap(self, pack_id: str, code: str, width: int, dpr: float) -> QPixmap:
        """The card ``code`` (or ``"back"``) of ``pack_id``, ``width`` device-independent
        pixels wide, for a screen of pixel ratio ``dpr`` (rendered now if not cached)."""
        key = self.cache_key(pack_id, code, width, dpr)
        hit = self._lookup(key)
        if hit is not None:
            return hit
        svg = self._svg(pack_id, code)
        image = render_svg(svg, *self._pixel_size(pack_id, width, dpr), dpr)
        if self._style.high_contrast:
            contrasted(image, code, self._suit_style(pack_id))
        return self._store(key, image)

    def prefetch(self, pack_id: str, codes: Iterable[str], width: int, dpr: float) -> None:
        """Render these cards on worker threads; :attr:`rendered` announces each one.

        Cards already cached or already being rendered are skipped (no signal)."""
        size = self._pixel_size(pack_id, width, dpr)
        for code in codes:
            key = self.cache_key(pack_id, code, width, dpr)
            if key in self._cache or key in self._pending:
                continue
            svg = self._svg(pack_id, code)  # read here: file access stays on this thread
            self._pending.add(key)
            contrast = (code, self._suit_style(pack_id)) if self._style.high_contrast else None
            self._pool.start(self._task(key, svg, size, dpr, contrast))

    def _task(self, key: str, svg: bytes, size: tuple[int, int], dpr: float,
              contrast: tuple[str, str] | None) -> Callable[[], None]:
        # A plain callable for the pool: only immutable values and the relay cross threads.
        # ``contrast``: the card's code and suit style when the high-contrast plates go over it.
        relay, generation = self._relay, self._generation

        def run() -> None:
            image = render_svg(svg, size[0], size[1], dpr)
            if contrast is not None:
                contrasted(image, *contrast)
            try:
                relay.done.emit(key, generation, image)
            except RuntimeError:
                pass  # the renderer was deleted while this card was being drawn: nobody waits

        return run

    def wait_for_prefetch(self, msecs: int = -1) -> bool:
        """Block until the worker threads are idle (their results still arrive through the
        event loop); mainly for tests and measurements."""
        return self._pool.waitForDone(msecs)

    def felt(self, width: int, height: int, dpr: float) -> QPixmap:
        """The table background, stretched to ``width`` × ``height`` device-independent pixels."""
        key = f"felt@{int(width)}x{int(height)}x{dpr:g}"
        hit = self._lookup(key)
        if hit is not None:
            return hit
        svg = resource_path("cards", variants.FELT_FILE).read_bytes()
        image = render_svg(svg, round(width * dpr), round(height * dpr), dpr, ignore_aspect=True)
        return self._store(key, image)

    def clear(self) -> None:
        """Drop every cached image (the style stays)."""
        self._cache.clear()
        self._cache_bytes = 0

    @property
    def cached_bytes(self) -> int:
        """Bytes of pixel data held by the cache."""
        return self._cache_bytes

    # -- internals ----------------------------------------------------------------------------
    def _pixel_size(self, pack_id: str, width: int, dpr: float) -> tuple[int, int]:
        w = max(1, round(width * dpr))
        return w, max(1, round(width * self.aspect(pack_id) * dpr))

    def _suit_style(self, pack_id: str) -> str:
        return variants.SUIT_STYLE[variants.art_set(pack_id, self._style.french_tarot)]

    def _svg(self, pack_id: str, code: str) -> bytes:
        art = variants.art_set(pack_id, self._style.french_tarot)
        name = BACK if code in _BACK_ALIASES else code
        cached = self._svg_text.get((art, name))
        if cached is not None:
            return cached
        path = resource_path("cards", art, f"{name}.svg")
        if "/" in name or "\\" in name or not path.is_file():
            raise KeyError(f"no card {code!r} in pack {pack_id!r}")
        text = path.read_text(encoding="utf-8")
        # The high-contrast deck has four-colour suits (its pictures too, not only its indices).
        four = self._style.four_colour or self._style.high_contrast
        subs = variants.substitutions(art, four, self._style.point_marks)
        data = variants.apply_substitutions(text, subs).encode("utf-8")
        self._svg_text[(art, name)] = data
        return data

    def _lookup(self, key: str) -> QPixmap | None:
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
        return hit

    def _store(self, key: str, image: QImage) -> QPixmap:
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(image.devicePixelRatio())
        old = self._cache.pop(key, None)
        if old is not None:
            self._cache_bytes -= _bytes(old)
        self._cache[key] = pixmap
        self._cache_bytes += _bytes(pixmap)
        while self._cache_bytes > self._cache_limit and len(self._cache) > 1:
            _, dropped = self._cache.popitem(last=False)
            self._cache_bytes -= _bytes(dropped)
        return pixmap

    @Slot(str, int, QImage)
    def _on_done(self, key: str, generation: int, image: QImage) -> None:
        if generation != self._generation:
            return  # rendered for a style no longer in use
        self._pending.discard(key)
        self._store(key, image)
        self.rendered.emit(key)


def contrasted(image: QImage, code: str, style: str) -> None:
    """Draw the high-contrast plates and outline (:mod:`.contrast`) over a rendered card of a pack
    with ``style`` suit signs (any thread)."""
    dpr = image.devicePixelRatio() or 1.0
    painter = QPainter(image)
    paint_high_contrast(painter, code, image.width() / dpr, image.height() / dpr, style)
    painter.end()


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, math.ceil(pixmap.depth() / 8))
