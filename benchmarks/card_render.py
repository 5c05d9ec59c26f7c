"""Card rendering speed: a full 78-card tarot hand at pixel ratio 2.

Measures, for the ``tarot78`` pack at a card width of ``--width`` device-independent pixels:

* cold, synchronous: a new renderer (nothing cached, files not yet read) draws all 78 cards
  with ``pixmap()``, one after the other on the calling thread; reported as wall-clock time
  and as the CPU time the process used (the same unless other programs compete for the
  processor, as on a busy build machine);
* cold, prefetched: a new renderer renders all 78 with ``prefetch()`` on its thread pool,
  until the last ``rendered`` signal has been delivered;
* warm: all 78 ``pixmap()`` calls again, served from the cache.

Each figure is the median of ``--repeat`` runs; the best run is shown too. Targets: cold under 300 ms, warm under 10 ms.
Usage: ``python benchmarks/card_render.py [--width 100] [--dpr 2] [--repeat 5] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from tarotdesk.core.packs import pack  # noqa: E402
from tarotdesk.ui.scene.card_renderer import CardRenderer, CardStyle  # noqa: E402


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def run_once(codes: list[str], width: int, dpr: float, style: CardStyle) -> dict[str, float]:
    """One cold synchronous pass, one warm pass and one cold prefetch; times in ms."""
    r = CardRenderer(None, style)
    c0 = time.process_time()
    t0 = time.perf_counter()
    for code in codes:
        r.pixmap("tarot78", code, width, dpr)
    cold = _ms(t0)
    cold_cpu = (time.process_time() - c0) * 1000.0
    t0 = time.perf_counter()
    for code in codes:
        r.pixmap("tarot78", code, width, dpr)
    warm = _ms(t0)

    p = CardRenderer(None, style)
    done: list[str] = []
    loop = QEventLoop()

    def arrived(key: str) -> None:
        done.append(key)
        if len(done) == len(codes):
            loop.quit()

    p.rendered.connect(arrived)
    t0 = time.perf_counter()
    p.prefetch("tarot78", codes, width, dpr)
    loop.exec()  # sleeps until results arrive (no busy waiting that would steal a core)
    prefetched = _ms(t0)
    p.wait_for_prefetch()
    return {"cold_sync_ms": cold, "cold_sync_cpu_ms": cold_cpu, "cold_prefetch_ms": prefetched,
            "warm_ms": warm}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--dpr", type=float, default=2.0)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    codes = [c.code for c in pack("tarot78").cards]
    runs = [run_once(codes, args.width, args.dpr, CardStyle(point_marks=True)) for _ in range(args.repeat)]
    result = {"cards": len(codes), "width": args.width, "dpr": args.dpr,
              **{k: round(statistics.median(r[k] for r in runs), 2) for k in runs[0]},
              **{f"best_{k}": round(min(r[k] for r in runs), 2) for k in runs[0]}}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['cards']} tarot78 cards, {args.width} px wide at ratio {args.dpr:g} "
              f"(median of {args.repeat}):")
        print(f"  cold, synchronous pixmap(): {result['cold_sync_ms']:8.1f} ms  (target < 300)"
              f"  [CPU {result['cold_sync_cpu_ms']:.1f} ms]")
        print(f"  cold, prefetch() on threads: {result['cold_prefetch_ms']:7.1f} ms")
        print(f"  warm, from the cache:       {result['warm_ms']:8.2f} ms  (target < 10)")
        print(f"  best run: cold {result['best_cold_sync_ms']:.1f} ms [CPU {result['best_cold_sync_cpu_ms']:.1f} ms],"
              f" prefetch {result['best_cold_prefetch_ms']:.1f} ms, warm {result['best_warm_ms']:.2f} ms")
    app.processEvents()


if __name__ == "__main__":
    main()
